import Foundation
import Testing
import Synchronization
import TestSupport

/// `introquiz sources` and `play` on sources other than the demo pack: a generated library, and Deezer
/// served by a real HTTP server on loopback.
@Suite struct SourcesTests {
    @Test func theDemoPackResolvesToItsLocalFiles() throws {
        let result = try IntroQuizBinary().run(["sources", "--pack", IntroQuizBinary.demoPack.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("29 tracks: 29 local, 0 Deezer previews; 0 skipped"), "\(result.output)")
        #expect(result.output.contains("Ode to Joy — Ludwig van Beethoven"))
    }

    @Test func aLibraryWithBrokenFilesIsScannedAndTheBrokenOnesCounted() throws {
        let binary = try IntroQuizBinary()
        let library = binary.home.url.appendingPathComponent("music")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (index, name) in ["ode-to-joy", "fur-elise", "greensleeves"].enumerated() {
            let target = library.appendingPathComponent(index == 2 ? "sub/\(name).mp3" : "\(name).mp3")
            try FileManager.default.copyItem(at: IntroQuizBinary.demoPack.appendingPathComponent("\(name).mp3"), to: target)
        }
        try Data("not audio".utf8).write(to: library.appendingPathComponent("broken.mp3"))
        let result = try binary.run(["sources", "--library", library.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("3 tracks: 3 local"), "\(result.output)")
        #expect(result.output.contains("1 skipped"), "\(result.output)")
        #expect(result.output.contains("broken.mp3"))
    }

    /// A Deezer stand-in: one artist with six tracks whose previews are demo-pack MP3s served by the same server.
    static func deezer() throws -> HTTPTestServer {
        let files = ["ode-to-joy", "fur-elise", "greensleeves", "swan-lake", "canon-in-d", "danny-boy"]
        let previews = try files.map { try Data(contentsOf: IntroQuizBinary.demoPack.appendingPathComponent("\($0).mp3")) }
        let titles = ["One More Time", "Around the World", "Harder, Better, Faster, Stronger", "Get Lucky (feat. Pharrell Williams)",
                      "Digital Love", "Instant Crush"]
        let port = Mutex<Int>(0)
        let server = try HTTPTestServer { request in
            let base = "http://127.0.0.1:\(port.withLock { $0 })"
            switch request.path {
            case "/search/artist":
                return .json(DeezerJSON.page(["{\"id\":27,\"name\":\"Daft Punk\"}"]))
            case "/artist/27/top":
                return .json(DeezerJSON.page(titles.enumerated().map { index, title in
                    DeezerJSON.track(100 + index, title, preview: "\(base)/preview/\(index).mp3")
                }))
            case let path where path.hasPrefix("/preview/"):
                let index = Int(path.dropFirst("/preview/".count).prefix { $0.isNumber }) ?? 0
                return HTTPTestReply(contentType: "audio/mpeg", body: previews[index % previews.count])
            default:
                return .json(DeezerJSON.error(code: 800, message: "no data"))
            }
        }
        port.withLock { $0 = server.port }
        return server
    }

    @Test func anArtistResolvesToDeezerPreviewsWithoutFeaturingInTheTitles() throws {
        let server = try Self.deezer()
        let result = try IntroQuizBinary().run(
            ["sources", "--artist", "Daft Punk", "--api-base", server.baseURL.absoluteString])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("6 tracks: 0 local, 6 Deezer previews"), "\(result.output)")
        #expect(result.output.contains("Get Lucky — Daft Punk"))
        #expect(!result.output.contains("feat."))
    }

    @Test func offlineGivesOneClearLine() throws {
        // Nothing listens on this port: the client must say "no network" once and fail with "no tracks".
        let result = try IntroQuizBinary().run(["sources", "--artist", "Daft Punk", "--api-base", "http://127.0.0.1:9"])
        #expect(result.status == 66, "\(result.output)\(result.errors)")
        #expect(result.output.contains("no network") || result.errors.contains("no network"), "\(result.output)\(result.errors)")
    }

    @Test func aGameOnDeezerPreviewsPlaysTheDownloadedIntros() throws {
        try VirtualAudio.require()
        let server = try Self.deezer()
        let binary = try IntroQuizBinary()
        let result = try binary.run(
            ["play", "--artist", "Daft Punk", "--api-base", server.baseURL.absoluteString, "--no-voice", "--rounds", "5",
             "--intro", "2", "--seed", "8"],
            input: "1\n1\n1\n1\n1\n", timeout: 180)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Results"), "\(result.output)\(result.errors)")
        #expect(server.requests.filter { $0.path.hasPrefix("/preview/") }.count >= 5)
        let cached = binary.home.url.appendingPathComponent("cache/introquiz/previews")
        let names = try FileManager.default.contentsOfDirectory(atPath: cached.path)
        #expect(names.allSatisfy { $0.hasPrefix("deezer-") && $0.hasSuffix(".mp3") }, "\(names)")
        #expect(!result.errors.contains("can't play"), "\(result.errors)")
    }
}
