import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Catalog

@Suite struct DeezerClientTests {
    @Test func artistSearchThenTopTracks() async throws {
        let server = try HTTPTestServer { request in
            switch request.path {
            case "/search/artist":
                return .json(
                    DeezerJSON.page([#"{"id":99,"name":"Daft Punk Tribute"}"#, #"{"id":27,"name":"Daft Punk"}"#]))
            case "/artist/27/top":
                return .json(
                    DeezerJSON.page([
                        DeezerJSON.track(3135556, "Harder, Better, Faster, Stronger"),
                        DeezerJSON.track(3135553, "One More Time"),
                    ]))
            default:
                return .json(DeezerJSON.error(code: 800, message: "no data"))
            }
        }
        let tracks = try await testClient(server).artistTopTracks(name: "daft punk")
        #expect(tracks.map(\.id) == [3135556, 3135553])
        #expect(server.requests.map(\.path) == ["/search/artist", "/artist/27/top"])
        #expect(server.requests.first?.query["q"] == "daft punk")
    }

    @Test func playlistIsReadPageByPage() async throws {
        let total = 230
        let server = try HTTPTestServer { request in
            let index = Int(request.query["index"] ?? "0") ?? 0
            let limit = Int(request.query["limit"] ?? "25") ?? 25
            let ids = Array(index..<min(total, index + limit))
            let next = index + limit < total ? "https://api.deezer.com/playlist/5/tracks?index=\(index + limit)" : nil
            return .json(
                DeezerJSON.page(ids.map { DeezerJSON.track(1000 + $0, "Song \($0)") }, total: total, next: next))
        }
        let tracks = try await testClient(server).playlistTracks(id: 5)
        #expect(tracks.count == total)
        #expect(Set(tracks.map(\.id)).count == total)
        #expect(server.requests.map { $0.query["index"] ?? "" } == ["0", "100", "200"])
    }

    @Test func noDataErrorBodyIsNotFound() async throws {
        let server = try HTTPTestServer { _ in
            .json(DeezerJSON.error(code: 800, message: "no data", type: "DataException"))
        }
        await #expect(throws: DeezerError.notFound("track/1")) { try await testClient(server).track(id: 1) }
        let other = try HTTPTestServer { _ in .json(DeezerJSON.error(code: 300, message: "Invalid OAuth")) }
        await #expect(throws: DeezerError.api(code: 300, message: "Invalid OAuth")) {
            try await testClient(other).track(id: 1)
        }
        #expect(other.requests.count == 1)
    }

    @Test func quotaErrorIsRetriedAfterBackingOff() async throws {
        let server = try HTTPTestServer { n, _ in
            n <= 2
                ? .json(DeezerJSON.error(code: 4, message: "Quota limit exceeded"))
                : .json(DeezerJSON.track(7, "Seven"))
        }
        let clock = CatalogManualClock()
        let track = try await testClient(server, clock: clock, attempts: 4).track(id: 7)
        #expect(track.title == "Seven")
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [0.02, 0.04])

        let always = try HTTPTestServer { _ in .json(DeezerJSON.error(code: 4, message: "Quota limit exceeded")) }
        await #expect(throws: DeezerError.quotaExceeded) { try await testClient(always, attempts: 3).track(id: 7) }
        #expect(always.requests.count == 3)
    }

    @Test func slowResponsesTimeOutAndAreRetried() async throws {
        let server = try HTTPTestServer { n, _ in
            // Far slower than the 0.5 s timeout, so only a retry can finish well before it (even on a loaded machine).
            return .json(DeezerJSON.track(8, "Eight"), delay: n == 1 ? 30.0 : 0)
        }
        let started = Date()
        let track = try await testClient(server, timeout: 0.5).track(id: 8)
        #expect(track.id == 8)
        #expect(server.requests.count == 2)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func serverErrorsAreRetriedAnd404IsNotFound() async throws {
        let server = try HTTPTestServer { n, request in
            if request.path == "/track/404" { return .json("{}", status: 404) }
            return n == 1 ? .json("oops", status: 502) : .json(DeezerJSON.track(9, "Nine"))
        }
        let client = testClient(server)
        #expect(try await client.track(id: 9).id == 9)
        await #expect(throws: DeezerError.notFound("track/404")) { try await client.track(id: 404) }
    }

    @Test func unreachableServerIsOfflineAndLaterCallsFailFast() async throws {
        let server = try HTTPTestServer { _ in .json("{}") }
        let base = server.baseURL
        server.stop()
        try await Task.sleep(for: .milliseconds(150))
        let client = DeezerClient(
            base: base, fetcher: URLSessionFetcher(), clock: CatalogManualClock(), timeout: 1, attempts: 2,
            backoff: 0.01)
        await #expect {
            try await client.track(id: 1)
        } throws: { error in
            guard case DeezerError.offline(let detail) = error else { return false }
            return "\(error)".hasPrefix("no network: ") && !detail.isEmpty
        }
        let started = Date()
        await #expect(throws: DeezerError.self) { try await client.chartTracks(country: nil) }
        #expect(Date().timeIntervalSince(started) < 0.1)
    }

    @Test func oversizedAndMalformedBodiesAreRefused() async throws {
        let big = String(repeating: "x", count: DeezerClient.maxJSONBytes + 10)
        let server = try HTTPTestServer { request in
            request.path == "/track/1" ? .json("{\"id\":1,\"title\":\"" + big + "\"}") : .json("<html>nope</html>")
        }
        let client = testClient(server)
        await #expect {
            try await client.track(id: 1)
        } throws: { error in
            if case DeezerError.responseTooLarge = error { return true }
            return false
        }
        await #expect {
            try await client.track(id: 2)
        } throws: { error in
            if case DeezerError.malformed = error { return true }
            return false
        }
    }

    @Test func requestsStayWithinTheRateLimit() async throws {
        let server = try HTTPTestServer { _ in .json(DeezerJSON.track(1, "One")) }
        let client = DeezerClient(
            base: server.baseURL, fetcher: URLSessionFetcher(), timeout: 2, attempts: 1, rateLimit: 5, rateWindow: 0.5)
        for _ in 0..<12 { _ = try await client.track(id: 1) }
        let times = server.requests.map(\.arrivedAt)
        #expect(times.count == 12)
        for i in 5..<times.count {
            #expect(
                times[i] - times[i - 5] >= 0.45, "request \(i) came \(times[i] - times[i - 5]) s after request \(i - 5)"
            )
        }
    }

    @Test func countryChartIsTheDeezerChartsPlaylist() async throws {
        let server = try HTTPTestServer { request in
            switch request.path {
            case "/search/playlist":
                return .json(
                    DeezerJSON.page([
                        #"{"id":1,"title":"Top France 2010","user":{"id":5,"name":"someone"}}"#,
                        #"{"id":1109890291,"title":"Top France","user":{"id":637006841,"name":"Deezer Charts"}}"#,
                    ]))
            case "/playlist/1109890291/tracks":
                return .json(DeezerJSON.page([DeezerJSON.track(11, "Tout va bien", artist: "Orelsan")]))
            default:
                return .json(DeezerJSON.error(code: 800))
            }
        }
        let tracks = try await testClient(server).chartTracks(country: "fr")
        #expect(tracks.map(\.id) == [11])
        #expect(server.requests.first?.query["q"] == "Top France")
        await #expect(throws: DeezerError.notFound("country code zz9")) {
            try await testClient(server).chartTracks(country: "zz9")
        }
    }
}

/// Fails with "cannot connect" until `failures` calls have been made, then answers `body`.
final class FlakyFetcher: HTTPFetching {
    private let calls = Mutex(0)
    let failures: Int
    let body: String
    init(failures: Int, body: String) {
        self.failures = failures
        self.body = body
    }
    var count: Int { calls.withLock { $0 } }

    func fetch(_ request: HTTPRequest) async throws -> HTTPResponse {
        let n = calls.withLock {
            $0 += 1; return $0
        }
        if n <= failures {
            throw HTTPError.cannotConnect(url: request.url.absoluteString, detail: "Network is unreachable")
        }
        return HTTPResponse(status: 200, body: Data(body.utf8))
    }
}

@Suite struct OfflineTests {
    @Test func offlineVerdictExpiresAndTheNetworkIsTriedAgain() async throws {
        let clock = CatalogManualClock()
        let fetcher = FlakyFetcher(failures: 2, body: DeezerJSON.track(1, "One"))
        let client = DeezerClient(fetcher: fetcher, clock: clock, attempts: 4, backoff: 0.5, offlineRetryAfter: 60)
        await #expect(
            throws: DeezerError.offline("cannot connect to https://api.deezer.com/track/1: Network is unreachable")
        ) {
            try await client.track(id: 1)
        }
        #expect(fetcher.count == 2)  // one retry for "cannot connect", not four attempts
        #expect(clock.sleeps == [0.5])
        clock.advance(30)
        await #expect(throws: DeezerError.self) { try await client.track(id: 1) }
        #expect(fetcher.count == 2)  // failed fast
        clock.advance(31)
        #expect(try await client.track(id: 1).title == "One")
        #expect(fetcher.count == 3)
    }
}

@Suite struct RateLimiterTests {
    @Test func waitsForTheOldestPermitToLeaveTheWindow() async throws {
        let clock = CatalogManualClock()
        let limiter = RateLimiter(limit: 3, window: 5, clock: clock)
        for _ in 0..<3 { try await limiter.acquire() }
        #expect(clock.sleeps.isEmpty)
        clock.advance(1)
        try await limiter.acquire()
        #expect(clock.sleeps == [4])
        #expect(clock.now == 5)
    }
}
