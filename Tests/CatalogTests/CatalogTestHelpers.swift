import Foundation
import Synchronization
import TestSupport

@testable import Catalog

/// A clock whose `sleep` advances time instantly, recording every wait.
final class CatalogManualClock: CatalogClock {
    private let state = Mutex<(now: Double, sleeps: [Double])>((0, []))

    var now: Double { state.withLock { $0.now } }
    var sleeps: [Double] { state.withLock { $0.sleeps } }

    func sleep(seconds: Double) async throws {
        state.withLock {
            $0.sleeps.append(seconds)
            $0.now += max(0, seconds)
        }
    }

    func advance(_ seconds: Double) { state.withLock { $0.now += seconds } }
}

/// Deezer-shaped JSON for the test server.
/// A client pointed at a test server, with fast retries.
func testClient(
    _ server: HTTPTestServer, clock: any CatalogClock = SystemClock(), timeout: Double = 2, attempts: Int = 3
)
    -> DeezerClient
{
    DeezerClient(
        base: server.baseURL, fetcher: URLSessionFetcher(), clock: clock, timeout: timeout, attempts: attempts,
        backoff: 0.02)
}
