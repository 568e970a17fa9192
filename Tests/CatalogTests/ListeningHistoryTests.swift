import TestSupport
import Foundation
import Testing

@testable import Catalog

@Suite struct ListeningHistoryTests {
    static func listen(_ artist: String, _ title: String) -> String {
        "{\"listened_at\":1700000000,\"track_metadata\":{\"artist_name\":\(DeezerJSON.quote(artist)),\"track_name\":\(DeezerJSON.quote(title)),\"release_name\":\"X\"}}"
    }

    static let plays = [
        ("Daft Punk", "One More Time"), ("Queen", "Bohemian Rhapsody"), ("daft punk", "One more time"),
        ("Daft Punk", "Get Lucky (feat. Pharrell Williams)"), ("Daft Punk", "Get Lucky"),
        ("Daft Punk", "ONE MORE TIME"),
    ]

    @Test(arguments: ["array", "lines", "envelope"])
    func importsListenBrainzExports(_ layout: String) throws {
        let listens = Self.plays.map { Self.listen($0.0, $0.1) }
        let text =
            switch layout {
            case "array": "[" + listens.joined(separator: ",") + "]"
            case "lines": listens.joined(separator: "\n") + "\n"
            default: "{\"payload\":{\"count\":6,\"listens\":[" + listens.joined(separator: ",") + "]}}"
            }
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let file = try directory.write("listens.json", Data(text.utf8))
        let top = try ListeningHistory.importFile(file, limit: 10)
        #expect(top.map(\.title) == ["One More Time", "Get Lucky (feat. Pharrell Williams)", "Bohemian Rhapsody"])
        #expect(top.map(\.plays) == [3, 2, 1])
    }

    @Test func importsLastFMCSVWithAndWithoutHeader() throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let headerless = #"""
            Daft Punk,Discovery,One More Time,01 Jan 2024 10:00
            "Queen","A Night at the Opera","Bohemian Rhapsody","01 Jan 2024 10:05"
            Daft Punk,Discovery,One More Time,01 Jan 2024 11:00
            "Earth, Wind & Fire",Best Of,"September ""Live""",01 Jan 2024 12:00

            """#
        let top = try ListeningHistory.importFile(try directory.write("a.csv", Data(headerless.utf8)))
        #expect(top.map(\.title) == ["One More Time", "Bohemian Rhapsody", "September \"Live\""])
        #expect(top[2].artist == "Earth, Wind & Fire")

        let withHeader =
            "uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\r\n"
            + "1,x,Queen,,A,,Bohemian Rhapsody,\r\n1,x,Queen,,A,,Bohemian Rhapsody,\r\n1,x,ABBA,,B,,SOS,\r\n"
        let ranked = try ListeningHistory.importFile(try directory.write("b.csv", Data(withHeader.utf8)))
        #expect(
            ranked == [
                ListenedSong(artist: "Queen", title: "Bohemian Rhapsody", plays: 2),
                ListenedSong(artist: "ABBA", title: "SOS", plays: 1),
            ])
    }

    @Test func rejectsUnknownAndBrokenExports() throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        let text = try directory.write("notes.txt", Data("just some words".utf8))
        #expect(throws: CatalogError.unknownHistoryFormat(path: text.path)) { try ListeningHistory.importFile(text) }
        let json = try directory.write("x.json", Data("{\"hello\": 1}".utf8))
        #expect(throws: CatalogError.self) { try ListeningHistory.importFile(json) }
        let missing = directory.url.appendingPathComponent("missing.json")
        #expect(throws: CatalogError.unreadable(path: missing.path, reason: "no such file")) {
            try ListeningHistory.importFile(missing)
        }
    }
}
