import Foundation
import QuizCore
import TestSupport
import Testing

@testable import Catalog

@Suite struct SourceSpecTests {
    struct FlagCase: Sendable, CustomStringConvertible {
        var flag: String
        var value: String?
        var expected: SourceSpec?
        var description: String { "\(flag) \(value ?? "")" }
    }

    static let cwd = URL(fileURLWithPath: "/home/me")

    @Test(arguments: [
        FlagCase(flag: "--pack", value: "samples/demo", expected: .pack(URL(fileURLWithPath: "/home/me/samples/demo"))),
        FlagCase(flag: "--library", value: "/music/../music", expected: .library(URL(fileURLWithPath: "/music"))),
        FlagCase(flag: "--playlist", value: "a.m3u8", expected: .playlist(URL(fileURLWithPath: "/home/me/a.m3u8"))),
        FlagCase(
            flag: "--history", value: "scrobbles.csv",
            expected: .history(URL(fileURLWithPath: "/home/me/scrobbles.csv"))),
        FlagCase(flag: "--artist", value: " Daft Punk ", expected: .artist("Daft Punk")),
        FlagCase(flag: "--chart", value: nil, expected: .chart(country: nil)),
        FlagCase(flag: "--chart", value: "fr", expected: .chart(country: "FR")),
        FlagCase(flag: "--deezer-playlist", value: "3155776842", expected: .deezerPlaylist(3_155_776_842)),
        FlagCase(flag: "--chart", value: "France", expected: nil),
        FlagCase(flag: "--deezer-playlist", value: "abc", expected: nil),
        FlagCase(flag: "--artist", value: "", expected: nil),
        FlagCase(flag: "--library", value: nil, expected: nil),
        FlagCase(flag: "--radio", value: "x", expected: nil),
    ])
    func parsesFlags(_ c: FlagCase) {
        let parsed = try? SourceSpec.parse(flag: c.flag, value: c.value, currentDirectory: Self.cwd)
        #expect(parsed == c.expected)
    }

    @Test func badFlagsSayWhatIsValid() {
        #expect(
            throws: SourceSpec.FlagError(
                description:
                    "--chart takes a two-letter country code (e.g. FR, US) or nothing for worldwide; got \"France\"")
        ) {
            try SourceSpec.parse(flag: "--chart", value: "France", currentDirectory: Self.cwd)
        }
    }

    @Test func progressBarLines() {
        #expect(
            ProgressBar.line(ScanProgress(done: 5, total: 10, fromIndex: 0), width: 10)
                == "scanning ▕█████░░░░░▏ 5/10 files")
        #expect(
            ProgressBar.line(ScanProgress(done: 10, total: 10, fromIndex: 7), width: 4, unicode: false)
                == "scanning [####] 10/10 files (7 unchanged)")
        #expect(
            ProgressBar.line(ScanProgress(done: 0, total: 0, fromIndex: 0), width: 2, unicode: false)
                == "scanning [##] 0/0 files")
    }

    @Test func answerHistoryPlaysKnownSongsFromLocalFilesOrDeezer() async throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try directory.write("lib/a.mp3", CatalogMP3Fixture.mp3(title: "One More Time", artist: "Daft Punk"))
        var history = AnswerHistory()
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        for _ in 0..<3 {
            history.recordCorrect(Track(id: "lib:old-path", title: "One More Time", artist: "Daft Punk"), at: date)
        }
        for _ in 0..<2 {
            history.recordCorrect(
                Track(id: "deezer:2", title: "Get Lucky", artist: "Daft Punk", aliases: ["Lucky"]), at: date)
        }
        history.recordCorrect(Track(id: "ode", title: "Ode to Joy", artist: "Beethoven"), at: date)
        let store = ResultsStore(directory: directory.url.appendingPathComponent("data"))
        try store.save(history)

        let server = try SourceResolverTests.deezerServer()
        let resolver = SourceResolver(
            tagReader: MPG123TagReader(), client: testClient(server), cacheDirectory: nil, previews: nil)
        let report = await resolver.resolve([
            .library(directory.url.appendingPathComponent("lib")), .answerHistory(store.historyFile),
        ])
        let fromHistory = report.tracks.filter { $0.sourceLabel == "your answer history" }
        #expect(fromHistory.map(\.track.title) == ["Get Lucky"])
        #expect(fromHistory.first?.track.aliases == ["Lucky"])
        #expect(report.tracks.count == 2)
        #expect(
            report.skipped.contains {
                $0.item == "Ode to Joy — Beethoven" && $0.reason == "its local file is not among this run's sources"
            })
        #expect(
            report.skipped.contains {
                $0.item == "One More Time — Daft Punk" && $0.reason == "duplicate of an earlier track"
            })
    }
}
