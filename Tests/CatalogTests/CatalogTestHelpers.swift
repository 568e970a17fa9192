import Foundation
import Synchronization
import TestSupport

@testable import Catalog

/// A fresh temporary directory, removed when the value is deallocated.
final class CatalogTempDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `data` at `relativePath`, creating folders.
    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}

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
enum DeezerJSON {
    static func track(
        _ id: Int, _ title: String, artist: String = "Daft Punk", short: String? = nil, version: String = "",
        rank: Int = 500_000, readable: Bool = true, preview: String? = nil
    ) -> String {
        let previewValue = preview ?? "https://cdns-preview.example/stream/\(id).mp3"
        return """
            {"id":\(id),"readable":\(readable),"title":\(quote(title)),"title_short":\(quote(short ?? title)),\
            "title_version":\(quote(version)),"rank":\(rank),"preview":\(quote(previewValue)),\
            "artist":{"id":27,"name":\(quote(artist))},"type":"track"}
            """
    }

    static func page(_ items: [String], total: Int? = nil, next: String? = nil) -> String {
        var text = "{\"data\":[\(items.joined(separator: ","))],\"total\":\(total ?? items.count)"
        if let next { text += ",\"next\":\(quote(next))" }
        return text + "}"
    }

    static func error(code: Int, message: String = "x", type: String = "Exception") -> String {
        "{\"error\":{\"type\":\(quote(type)),\"message\":\(quote(message)),\"code\":\(code)}}"
    }

    static func quote(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}

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
