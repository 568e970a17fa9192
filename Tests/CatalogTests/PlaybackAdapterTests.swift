import Audio
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Catalog

@Suite struct PlaybackAdapterTests {
    static let mp3 = CatalogMP3Fixture.mp3(title: "Preview", artist: "Deezer", frames: 60)

    /// A server with `/preview/<name>` links (`old` ones answer 403) and `/track/<id>` handing out fresh ones.
    static func previewServer(body: Data = mp3) throws -> HTTPTestServer {
        let port = Mutex(0)
        let server = try HTTPTestServer { request in
            if request.path.hasPrefix("/track/") {
                let id = request.path.dropFirst(7)
                let fresh =
                    "http://127.0.0.1:\(port.withLock { $0 })/preview/\(id)-fresh.mp3?hdnea=exp=4000000000~acl=x"
                return .json(DeezerJSON.track(Int(id) ?? 0, "T", preview: fresh))
            }
            if request.path.contains("-old") { return .json("{}", status: 403) }
            return HTTPTestReply(contentType: "audio/mpeg", body: body)
        }
        port.withLock { $0 = server.port }
        return server
    }

    static func adapter(
        _ server: HTTPTestServer, cache: PreviewCache, decoder: any IntroDecoding = MPG123IntroDecoder()
    )
        -> PlaybackAdapter
    {
        PlaybackAdapter(
            client: testClient(server), fetcher: URLSessionFetcher(), cache: cache, decoder: decoder,
            wallClock: { Date(timeIntervalSince1970: 2_000_000_000) })
    }

    static func previewTrack(_ id: Int, link: String) -> CatalogTrack {
        CatalogTrack(
            track: .init(id: "deezer:\(id)", title: "T", artist: "A"),
            origin: .preview(deezerID: id, url: URL(string: link)!),
            sourceLabel: "test")
    }

    @Test func forbiddenPreviewLinkIsRefreshedThroughTrackLookup() async throws {
        let server = try Self.previewServer()
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let cache = PreviewCache(directory: directory.url)
        let adapter = Self.adapter(server, cache: cache)
        let track = Self.previewTrack(42, link: "\(server.baseURL)/preview/42-old.mp3")

        let file = try await adapter.audioFile(for: track)
        #expect(file.lastPathComponent == "deezer-42.mp3")
        #expect(try Data(contentsOf: file) == Self.mp3)
        #expect(server.requests.map(\.path) == ["/preview/42-old.mp3", "/track/42", "/preview/42-fresh.mp3"])

        let intro = try await adapter.intro(for: track, seconds: 0.5)
        #expect(abs(intro.duration - 0.5) < 0.05)
        #expect(server.requests.count == 3)  // served from the cache
    }

    @Test func expiredLinkIsRefreshedBeforeAnyDownload() async throws {
        let server = try Self.previewServer()
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let adapter = Self.adapter(server, cache: PreviewCache(directory: directory.url))
        let track = Self.previewTrack(
            7, link: "\(server.baseURL)/preview/7-stale.mp3?hdnea=exp=1999999000~acl=/x~hmac=ab")
        _ = try await adapter.audioFile(for: track)
        #expect(server.requests.map(\.path) == ["/track/7", "/preview/7-fresh.mp3"])
    }

    @Test func prefetchDownloadsAheadAndIntroReusesIt() async throws {
        let server = try Self.previewServer()
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let cache = PreviewCache(directory: directory.url)
        let adapter = Self.adapter(server, cache: cache)
        let tracks = (1...3).map { Self.previewTrack($0, link: "\(server.baseURL)/preview/\($0)-a.mp3") }
        await adapter.prefetch(tracks)
        for _ in 0..<100 where (1...3).contains(where: { cache.cachedFile(deezerID: $0) == nil }) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect((1...3).allSatisfy { cache.cachedFile(deezerID: $0) != nil })
        _ = try await adapter.intro(for: tracks[1], seconds: 0.3)
        #expect(server.requests.count == 3)
    }

    @Test func prefetchRunsAtMostThreeDownloadsAtOnce() async throws {
        let load = Mutex((now: 0, peak: 0))
        let server = try HTTPTestServer { _ in
            load.withLock {
                $0.now += 1; $0.peak = max($0.peak, $0.now)
            }
            usleep(150_000)
            load.withLock { $0.now -= 1 }
            return HTTPTestReply(contentType: "audio/mpeg", body: Self.mp3)
        }
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let cache = PreviewCache(directory: directory.url)
        let adapter = Self.adapter(server, cache: cache)
        let tracks = (1...7).map { Self.previewTrack($0, link: "\(server.baseURL)/preview/\($0).mp3") }
        await adapter.prefetch(tracks)
        for track in tracks { _ = try await adapter.audioFile(for: track) }
        #expect(server.requests.count == 7)
        #expect(load.withLock { $0.peak } == 3)
    }

    @Test func oversizedPreviewIsRefused() async throws {
        let server = try Self.previewServer(body: Data(count: PlaybackAdapter.maxPreviewBytes + 1))
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let adapter = Self.adapter(server, cache: PreviewCache(directory: directory.url))
        await #expect(throws: DeezerError.responseTooLarge(limit: PlaybackAdapter.maxPreviewBytes, url: "preview")) {
            try await adapter.audioFile(for: Self.previewTrack(3, link: "\(server.baseURL)/preview/3.mp3"))
        }
    }

    @Test func previewThatIsNotMP3IsRejectedClearly() async throws {
        let server = try Self.previewServer(body: Data("<html><body>Access denied</body></html>".utf8))
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let cache = PreviewCache(directory: directory.url)
        let adapter = Self.adapter(server, cache: cache)
        let track = Self.previewTrack(5, link: "\(server.baseURL)/preview/5-a.mp3")
        await #expect(throws: DeezerError.notMP3(trackID: 5, detail: "HTML or XML text, Content-Type audio/mpeg")) {
            try await adapter.audioFile(for: track)
        }
        #expect(cache.cachedFile(deezerID: 5) == nil)
        #expect("\(DeezerError.notMP3(trackID: 5, detail: "HTML or XML text"))".contains("is not MP3 audio"))
    }

    @Test func localIntroStartsAfterLeadingSilence() async throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let rate = 44_100
        var samples = [Float](repeating: 0, count: rate * 3 / 2)
        samples += (0..<(rate * 2)).map { Float(sin(Double($0) * 2 * .pi * 440 / Double(rate)) * 0.5) }
        let wav = directory.url.appendingPathComponent("tone.wav")
        try WAVFile.write(PCMBuffer(samples: samples, sampleRate: rate, channels: 1), to: wav)
        let mp3 = directory.url.appendingPathComponent("tone.mp3")
        let lame = try Subprocess.run("lame", ["--quiet", "-b", "128", wav.path, mp3.path], timeout: 30)
        try #require(lame.status == 0, "lame failed: \(lame.errors)")

        let adapter = PlaybackAdapter(
            client: nil, fetcher: URLSessionFetcher(), cache: PreviewCache(directory: directory.url),
            decoder: MPG123IntroDecoder(), outputRate: 16_000, channels: 1)
        let start = try await adapter.introStart(of: mp3, declared: 0)
        #expect(start > 1.4 && start < 1.6, "onset at \(start) s")
        let intro = try await adapter.intro(
            for: CatalogTrack(
                track: .init(id: "t", title: "Tone", artist: "Sine"), origin: .file(mp3), sourceLabel: "test"),
            seconds: 0.5)
        #expect(intro.rmsDBFS > -12, "the intro should start with the tone, got \(intro.rmsDBFS) dBFS")
        #expect(try await adapter.introStart(of: mp3, declared: 0.25) == 0.25)

        // Played first, without a declared start: one decode finds the onset and gives the intro.
        let counting = CountingDecoder()
        let fresh = PlaybackAdapter(
            client: nil, fetcher: URLSessionFetcher(), cache: PreviewCache(directory: directory.url),
            decoder: counting, outputRate: 16_000, channels: 1)
        let first = try await fresh.intro(
            for: CatalogTrack(
                track: .init(id: "t", title: "Tone", artist: "Sine"), origin: .file(mp3), sourceLabel: "test"),
            seconds: 0.5)
        #expect(first.rmsDBFS > -12, "the intro should start with the tone, got \(first.rmsDBFS) dBFS")
        #expect(abs(first.duration - 0.5) < 0.01)
        #expect(counting.calls == 1)
        let remembered = try await fresh.introStart(of: mp3, declared: 0)
        #expect(remembered > 1.4 && remembered < 1.6, "onset at \(remembered) s")
    }
}

/// The real decoder, counting its calls.
private final class CountingDecoder: IntroDecoding, @unchecked Sendable {
    // Invariant for `@unchecked Sendable`: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    var calls: Int { lock.withLock { count } }

    func decode(file: URL, start: Double, seconds: Double, outputRate: Int, channels: Int) throws -> PCMBuffer {
        lock.withLock { count += 1 }
        return try MPG123IntroDecoder().decode(
            file: file, start: start, seconds: seconds, outputRate: outputRate, channels: channels)
    }
}

@Suite struct PreviewSafetyTests {
    struct SniffCase: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var problem: String?
        var description: String { name }
    }

    @Test(arguments: [
        SniffCase(name: "frame", bytes: [0xFF, 0xFB, 0x90, 0xC0, 0, 0], problem: nil),
        SniffCase(
            name: "id3", bytes: Array("ID3".utf8) + [4, 0, 0, 0, 0, 0, 2, 0, 0, 0xFF, 0xFB, 0x90, 0x64], problem: nil),
        SniffCase(name: "mp4", bytes: [0, 0, 0, 0x20] + Array("ftypM4A ".utf8), problem: "an MP4/AAC file"),
        SniffCase(name: "json", bytes: Array("{\"error\":1}".utf8), problem: "JSON text"),
        SniffCase(name: "tiny", bytes: [0xFF], problem: "only 1 bytes"),
        SniffCase(name: "bad bitrate", bytes: [0xFF, 0xFB, 0xF0, 0xC0], problem: "starts with ff fb f0 c0"),
    ])
    func sniffsMP3(_ c: SniffCase) {
        #expect(MP3Sniffer.problem(with: Data(c.bytes)) == c.problem)
    }

    @Test func cacheNamesComeFromIdsAndTheCapEvictsOldest() throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let frame = CatalogMP3Fixture.silentFrame()
        let body = Data((0..<10).flatMap { _ in frame })  // 4170 bytes
        let cache = PreviewCache(directory: directory.url, capBytes: 10_000)
        for id in 1...3 {
            _ = try cache.store(body, deezerID: id)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(id - 10))],
                ofItemAtPath: cache.location(deezerID: id).path)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(names == ["deezer-2.mp3", "deezer-3.mp3"])
        #expect(throws: DeezerError.self) { try cache.store(Data("nope, text".utf8), deezerID: 9) }
    }

    @Test func leadingSilenceOnPureBuffers() {
        let rate = 1000
        let quiet = [Float](repeating: 0.0001, count: 700) + [Float](repeating: 0.5, count: 300)
        #expect(abs(LeadingSilence.onset(in: PCMBuffer(samples: quiet, sampleRate: rate, channels: 1)) - 0.7) < 0.021)
        let silent = PCMBuffer(samples: [Float](repeating: 0, count: 500), sampleRate: rate, channels: 1)
        #expect(LeadingSilence.onset(in: silent) == 0.5)
    }

    @Test func previewLinkExpiry() {
        let url = URL(
            string:
                "https://cdnt-preview.dzcdn.net/api/1/1/a/b/c/0/x.mp3?hdnea=exp=1700000900~acl=/api/1/*~data=user_id=0~hmac=ff"
        )!
        #expect(PreviewLink.expiry(of: url) == Date(timeIntervalSince1970: 1_700_000_900))
        #expect(PreviewLink.isExpired(url, now: Date(timeIntervalSince1970: 1_700_000_880)))
        #expect(!PreviewLink.isExpired(url, now: Date(timeIntervalSince1970: 1_700_000_000)))
        #expect(!PreviewLink.isExpired(URL(string: "https://x/y.mp3")!, now: Date()))
    }
}
