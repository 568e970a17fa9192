import Foundation
import QuizCore
import Synchronization
import TestSupport
import Testing

@testable import Catalog

@Suite struct SourceResolverTests {
    static func deezerServer() throws -> HTTPTestServer {
        try HTTPTestServer { request in
            switch request.path {
            case "/search/artist":
                return .json(DeezerJSON.page([#"{"id":27,"name":"Daft Punk"}"#]))
            case "/artist/27/top":
                return .json(
                    DeezerJSON.page([
                        DeezerJSON.track(1, "One More Time"),
                        DeezerJSON.track(
                            2, "Get Lucky (feat. Pharrell Williams)", short: "Get Lucky (feat. Pharrell Williams)"),
                        DeezerJSON.track(3, "Get Lucky (Karaoke Version)"),
                        DeezerJSON.track(4, "Around the World", readable: false),
                    ]))
            case "/search":
                let q = request.query["q"] ?? ""
                if q.contains("SOS") { return .json(DeezerJSON.page([DeezerJSON.track(50, "SOS", artist: "ABBA")])) }
                return .json(DeezerJSON.page([]))
            case "/track/2":
                return .json(DeezerJSON.track(2, "Get Lucky (feat. Pharrell Williams)"))
            default:
                return .json(DeezerJSON.error(code: 800))
            }
        }
    }

    /// A resolver on `server` with its cache and previews in `directory`/cache.
    static func resolver(_ server: HTTPTestServer, cachingIn directory: TemporaryDirectory) -> SourceResolver {
        let cache = directory.url.appendingPathComponent("cache")
        return SourceResolver(
            tagReader: MPG123TagReader(), client: testClient(server), cacheDirectory: cache,
            previews: PreviewCache(directory: cache.appendingPathComponent("previews")))
    }

    static func localFiles(_ directory: TemporaryDirectory) throws {
        let pack =
            #"{"name":"Demo","tracks":[{"id":"ode","title":"Ode to Joy","artist":"Beethoven","file":"ode.mp3","aliases":["Freude"],"introStart":1.5},{"id":"gone","title":"Gone","artist":"X","file":"gone.mp3"},{"id":"evil","title":"Evil","artist":"X","file":"../../etc/passwd"}]}"#
        try directory.write("pack/pack.json", Data(pack.utf8))
        try directory.write("pack/ode.mp3", CatalogMP3Fixture.mp3())
        try directory.write("lib/a.mp3", CatalogMP3Fixture.mp3(title: "One More Time", artist: "Daft Punk"))
        try directory.write("lib/b.mp3", CatalogMP3Fixture.mp3(title: "Bohemian Rhapsody", artist: "Queen"))
        try directory.write("lib/bad.mp3", CatalogMP3Fixture.garbage())
        try directory.write("lists/other.mp3", CatalogMP3Fixture.mp3())
        try directory.write("lists/junk.mp3", CatalogMP3Fixture.garbage())
        try directory.write("lists/song.ogg", Data("OggS".utf8))
        let m3u =
            "#EXTM3U\n#EXTINF:10,Some Band - Some Song\nother.mp3\n../lib/a.mp3\nmissing.mp3\nhttp://radio/x\n"
            + "junk.mp3\nsong.ogg\n"
        try directory.write("lists/mix.m3u8", Data(m3u.utf8))
        let csv =
            "Queen,Opera,Bohemian Rhapsody,x\nQueen,Opera,Bohemian Rhapsody,x\nQueen,Opera,Bohemian Rhapsody,x\n"
            + "ABBA,Arrival,SOS,x\nABBA,Arrival,SOS,x\nNobody,None,Nothing,x\n"
        try directory.write("history.csv", Data(csv.utf8))
    }

    @Test func resolvesEverySourceKindIntoOneReport() async throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try Self.localFiles(directory)
        let server = try Self.deezerServer()
        let resolver = Self.resolver(server, cachingIn: directory)
        let events = Mutex<[ResolveProgress]>([])
        let url = directory.url
        let report = await resolver.resolve([
            .artist("Daft Punk"), .pack(url.appendingPathComponent("pack")),
            .library(url.appendingPathComponent("lib")),
            .playlist(url.appendingPathComponent("lists/mix.m3u8")),
            .history(url.appendingPathComponent("history.csv")),
        ]) { event in events.withLock { $0.append(event) } }

        let names = report.tracks.map { "\($0.track.title) — \($0.track.artist)" }
        #expect(
            names == [
                "Get Lucky — Daft Punk", "Ode to Joy — Beethoven", "One More Time — Daft Punk",
                "Bohemian Rhapsody — Queen",
                "Some Song — Some Band", "SOS — ABBA",
            ])
        let ode = try #require(report.tracks.first { $0.id == "ode" })
        #expect(ode.track.introStart == 1.5 && ode.track.aliases == ["Freude"])
        #expect(report.tracks[0].track.aliases.isEmpty)
        #expect(
            report.tracks.last?.origin
                == .preview(deezerID: 50, url: URL(string: "https://cdns-preview.example/stream/50.mp3")!))
        #expect(report.counts.local == 4 && report.counts.previews == 2)

        let reasons = Set(report.skipped.map(\.reason))
        for expected in [
            "already in your local files", "karaoke version", "not readable on Deezer", "missing audio file gone.mp3",
            "file outside the pack directory", "missing file", "remote stream, not a local file",
            "not found on Deezer", "duplicate of an earlier track", "not a readable MP3", "not an MP3 file",
        ] {
            #expect(reasons.contains(expected), "no skip for \(expected)")
        }
        #expect(report.skipped.contains { $0.item.hasSuffix("bad.mp3") && $0.reason.hasPrefix("not a readable MP3") })
        #expect(report.warnings.isEmpty)
        let lines = report.lines()
        #expect(lines.contains("6 tracks: 4 local, 2 Deezer previews; \(report.skipped.count) skipped"))
        #expect(lines.contains { $0.hasPrefix("Get Lucky — Daft Punk  [Deezer preview (track 2)]") })
        #expect(
            events.withLock { $0 }.contains {
                if case .scanning(_, let p) = $0 { p.done == 3 && p.total == 3 } else { false }
            })
    }

    @Test func answerHistoryPlaysLocalFilesElseFreshPreviews() async throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try Self.localFiles(directory)
        var history = AnswerHistory()
        let answered = Date(timeIntervalSince1970: 1_700_000_000)
        for track in [
            Track(id: "ode", title: "Ode to Joy", artist: "Beethoven"), Track(id: "deezer:2", title: "Get Lucky", artist: "Daft Punk"),
            Track(id: "deezer:9", title: "Vanished", artist: "Z"), Track(id: "lost-file", title: "Lost", artist: "Y"),
        ] {
            history.recordCorrect(track, at: answered)
        }
        let store = ResultsStore(directory: directory.url.appendingPathComponent("results"))
        try store.save(history)
        let server = try Self.deezerServer()
        let resolver = Self.resolver(server, cachingIn: directory)
        let report = await resolver.resolve([.pack(directory.url.appendingPathComponent("pack")), .answerHistory(store.historyFile)])

        let lucky = try #require(report.tracks.first { $0.id == "deezer:2" })
        // The answer stays as it was answered; only the preview link is fresh.
        #expect(lucky.track.title == "Get Lucky")
        #expect(lucky.origin == .preview(deezerID: 2, url: URL(string: "https://cdns-preview.example/stream/2.mp3")!))
        #expect(report.tracks.contains { $0.id == "ode" })
        let reasons = Dictionary(report.skipped.map { ($0.item, $0.reason) }, uniquingKeysWith: { first, _ in first })
        #expect(reasons["Vanished — Z"] == "no longer on Deezer")
        #expect(reasons["Lost — Y"] == "its local file is not among this run's sources")
        #expect(report.warnings.isEmpty)
    }

    @Test func offlineFallsBackToRememberedTracksWithCachedPreviews() async throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let server = try Self.deezerServer()
        let cache = directory.url.appendingPathComponent("cache")
        let previews = PreviewCache(directory: cache.appendingPathComponent("previews"))
        let online = SourceResolver(
            tagReader: MPG123TagReader(), client: testClient(server), cacheDirectory: cache, previews: previews)
        #expect(await online.resolve([.artist("Daft Punk")]).tracks.count == 2)
        _ = try previews.store(CatalogMP3Fixture.mp3(), deezerID: 2)
        server.stop()
        try await Task.sleep(for: .milliseconds(150))

        let offlineClient = DeezerClient(
            base: server.baseURL, fetcher: URLSessionFetcher(), clock: CatalogManualClock(), timeout: 1, attempts: 2)
        let offline = SourceResolver(
            tagReader: MPG123TagReader(), client: offlineClient, cacheDirectory: cache, previews: previews)
        let report = await offline.resolve([.artist("Daft Punk"), .chart(country: nil)])
        #expect(report.tracks.map(\.id) == ["deezer:2"])
        #expect(report.warnings.count == 2)
        #expect(report.warnings.allSatisfy { $0.hasPrefix("no network: ") })
    }

    @Test func badLocalSourcesBecomeWarnings() async throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try directory.write("pack/pack.json", Data("{\"tracks\": 5}".utf8))
        let resolver = SourceResolver(tagReader: MPG123TagReader(), client: nil, cacheDirectory: nil, previews: nil)
        let report = await resolver.resolve([
            .pack(directory.url.appendingPathComponent("pack")), .library(directory.url.appendingPathComponent("nope")),
            .playlist(directory.url.appendingPathComponent("none.m3u")), .artist("X"),
        ])
        #expect(report.tracks.isEmpty)
        #expect(report.warnings.count == 4)
        #expect(report.warnings[0].contains("bad quiz pack"))
        #expect(report.warnings[3] == "Deezer artist \"X\": Deezer is disabled")
    }
}
