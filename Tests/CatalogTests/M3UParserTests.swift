import Foundation
import Testing

@testable import Catalog

@Suite struct M3UParserTests {
    let base = URL(fileURLWithPath: "/music/lists")

    @Test func resolvesRelativeAbsoluteAndFileURLs() {
        let text = "#EXTM3U\r\n../a/one.mp3\r\n/abs/two.mp3\r\nfile:///abs/three%20x.mp3\r\nsub\\four.mp3\r\n"
        let entries = M3UParser.parse(text, baseDirectory: base)
        #expect(
            entries.map(\.location.path) == [
                "/music/a/one.mp3", "/abs/two.mp3", "/abs/three x.mp3", "/music/lists/sub/four.mp3",
            ])
        #expect(entries.map(\.line) == [2, 3, 4, 5])
    }

    @Test func readsExtinfArtistAndTitle() {
        let text = """
            \u{FEFF}#EXTM3U
            #EXTINF:215,Daft Punk - One More Time
            one.mp3
            #EXTINF:-1 tvg-name="a, b",Just A Title
            two.mp3
            # a comment
            three.mp3
            #EXTINF:12,Artist - Title - With Dash
            four.mp3
            """
        let entries = M3UParser.parse(text, baseDirectory: base)
        #expect(entries.count == 4)
        #expect(entries[0].artist == "Daft Punk" && entries[0].title == "One More Time")
        #expect(entries[1].artist == nil && entries[1].title == "Just A Title")
        #expect(entries[2].artist == nil && entries[2].title == nil)
        #expect(entries[3].artist == "Artist" && entries[3].title == "Title - With Dash")
    }

    @Test func extinfDoesNotLeakToTheNextEntryAndRemoteURLsStayRemote() {
        let text = "#EXTINF:1,A - B\nhttp://radio.example/stream\nlocal.mp3\n\n\n"
        let entries = M3UParser.parse(text, baseDirectory: base)
        #expect(entries.count == 2)
        #expect(entries[0].location.isFileURL == false)
        #expect(entries[1].title == nil)
    }

    @Test func emptyAndCommentOnlyPlaylistsGiveNothing() {
        #expect(M3UParser.parse("", baseDirectory: base).isEmpty)
        #expect(M3UParser.parse("#EXTM3U\n#EXTINF:1,x\n", baseDirectory: base).isEmpty)
    }
}
