import Testing

@testable import Catalog

@Suite struct VersionFilterTests {
    struct TitleCase: Sendable, CustomStringConvertible {
        var raw: String
        var expected: String
        var description: String { raw }
    }

    @Test(arguments: [
        TitleCase(raw: "Get Lucky (feat. Pharrell Williams)", expected: "Get Lucky"),
        TitleCase(raw: "Get Lucky [ft. Pharrell]", expected: "Get Lucky"),
        TitleCase(raw: "One More Time feat. Romanthony", expected: "One More Time"),
        TitleCase(raw: "Señorita (with Camila Cabello)", expected: "Señorita"),
        TitleCase(raw: "Harder, Better, Faster, Stronger", expected: "Harder, Better, Faster, Stronger"),
        TitleCase(raw: "Left Alone (Featuring Nobody)", expected: "Left Alone"),
        TitleCase(raw: "Feat", expected: "Feat"),
    ])
    func answerTitleDropsFeaturing(_ c: TitleCase) {
        #expect(VersionFilter.answerTitle(c.raw) == c.expected)
    }

    @Test func rejectsUnreadableKaraokeCoverAndInstrumental() {
        let cases: [(DeezerTrack, String?)] = [
            (DeezerTrack(id: 1, title: "Song", artist: "A", preview: "https://p/1.mp3"), nil),
            (
                DeezerTrack(id: 2, title: "Song", artist: "A", readable: false, preview: "https://p/2.mp3"),
                "not readable on Deezer"
            ),
            (
                DeezerTrack(id: 3, title: "Song (Karaoke Version)", artist: "A", preview: "https://p/3.mp3"),
                "karaoke version"
            ),
            (
                DeezerTrack(
                    id: 4, title: "Song", titleVersion: "(Instrumental)", artist: "A", preview: "https://p/4.mp3"),
                "instrumental version"
            ),
            (DeezerTrack(id: 5, title: "Song", artist: "The Cover Band", preview: "https://p/5.mp3"), "cover version"),
            (DeezerTrack(id: 6, title: "Song", artist: "A", preview: nil), "no preview"),
            (
                DeezerTrack(id: 7, title: "Song", artist: "A", preview: "file:///etc/passwd"),
                "preview link is not an http(s) URL"
            ),
        ]
        for (track, reason) in cases {
            #expect(VersionFilter.rejection(track) == reason, "track \(track.id)")
        }
    }

    @Test func keepsOneVersionPerSongWithTheHighestRank() {
        let tracks = [
            DeezerTrack(
                id: 1, title: "Get Lucky (Radio Edit)", titleShort: "Get Lucky", artist: "Daft Punk", rank: 500,
                preview: "https://p/1"),
            DeezerTrack(id: 2, title: "Around the World", artist: "Daft Punk", rank: 300, preview: "https://p/2"),
            DeezerTrack(
                id: 3, title: "Get Lucky (feat. Pharrell Williams)", titleShort: "Get Lucky (feat. Pharrell Williams)",
                artist: "Daft Punk", rank: 900, preview: "https://p/3"),
            DeezerTrack(
                id: 1, title: "Get Lucky (Radio Edit)", titleShort: "Get Lucky", artist: "Daft Punk", rank: 500,
                preview: "https://p/1"),
            DeezerTrack(id: 4, title: "Get Lucky (Karaoke)", artist: "Daft Punk", rank: 9999, preview: "https://p/4"),
        ]
        let (kept, rejected) = VersionFilter.select(tracks)
        #expect(kept.map(\.id) == [3, 2])
        #expect(rejected.map(\.0.id).sorted() == [1, 4])
        #expect(rejected.contains { $0.0.id == 1 && $0.1 == "another version ranks higher" })
    }
}
