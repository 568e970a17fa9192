import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Catalog

@Suite struct LibraryScannerTests {
    /// A tree with tagged, untagged, broken, hidden and non-MP3 files.
    static func makeTree(_ directory: TemporaryDirectory) throws {
        try directory.write(
            "lib/Daft Punk/Discovery/01 - One More Time.mp3",
            CatalogMP3Fixture.mp3(title: "One More Time", artist: "Daft Punk"))
        try directory.write(
            "lib/Queen/bohemian.MP3", CatalogMP3Fixture.mp3(title: "Bohemian Rhapsody", artist: "Queen"))
        try directory.write("lib/loose/03 - ABBA - Dancing Queen.mp3", CatalogMP3Fixture.mp3())
        try directory.write("lib/loose/07. Untitled Thing.mp3", CatalogMP3Fixture.mp3(title: "  ", artist: nil))
        try directory.write(
            "lib/Émilie/Chanson été.mp3", CatalogMP3Fixture.mp3(title: "Chanson d’été", artist: "Émilie Simon"))
        try directory.write("lib/broken/garbage.mp3", CatalogMP3Fixture.garbage())
        try directory.write("lib/broken/empty.mp3", Data())
        try directory.write("lib/broken/truncated-tag.mp3", Data("ID3\u{4}\0\0\u{7f}\u{7f}\u{7f}\u{7f}".utf8))
        try directory.write("lib/.hidden/secret.mp3", CatalogMP3Fixture.mp3(title: "Hidden", artist: "X"))
        try directory.write("lib/cover.jpg", Data([0xFF, 0xD8, 0xFF]))
        try directory.write("lib/notes.txt", Data("hello".utf8))
    }

    @Test func scansTaggedUntaggedAndBrokenFilesWithoutAborting() throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try Self.makeTree(directory)
        let scanner = LibraryScanner(tagReader: MPG123TagReader(), cacheDirectory: nil)
        let reports = Mutex<[ScanProgress]>([])
        let scan = try scanner.scan(directory.url.appendingPathComponent("lib")) { p in
            reports.withLock { $0.append(p) }
        }

        let found = scan.entries.map { "\($0.artist) | \($0.title)" }.sorted()
        #expect(
            found == [
                "ABBA | Dancing Queen", "Daft Punk | One More Time", "Queen | Bohemian Rhapsody",
                "Unknown artist | Untitled Thing", "Émilie Simon | Chanson d’été",
            ])
        #expect(scan.broken.count == 3)
        #expect(scan.broken.allSatisfy { $0.problem != nil })
        #expect(scan.broken.contains { $0.path.hasSuffix("empty.mp3") && $0.problem == "empty file" })
        #expect(scan.read == 8 && scan.reused == 0)
        let last = try #require(reports.withLock { $0.last })
        #expect(last.done == 8 && last.total == 8)
    }

    @Test func rescanReusesTheIndexAndRereadsOnlyChangedFiles() throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try Self.makeTree(directory)
        let cache = directory.url.appendingPathComponent("cache")
        let counter = CountingTagReader()
        let scanner = LibraryScanner(tagReader: counter, cacheDirectory: cache)
        let root = directory.url.appendingPathComponent("lib")

        let first = try scanner.scan(root)
        #expect(counter.calls == 7)  // the empty file is refused without opening it
        let second = try scanner.scan(root)
        #expect(counter.calls == 7)
        #expect(second.reused == 8 && second.read == 0)
        #expect(second.entries == first.entries && second.broken == first.broken)

        // Change one file (new content and size), add one, delete one.
        try directory.write(
            "lib/Queen/bohemian.MP3",
            CatalogMP3Fixture.mp3(title: "Bohemian Rhapsody (Remastered)", artist: "Queen", frames: 41))
        try directory.write("lib/new/new.mp3", CatalogMP3Fixture.mp3(title: "New", artist: "N"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("loose/07. Untitled Thing.mp3"))
        let third = try scanner.scan(root)
        #expect(counter.calls == 9)
        #expect(third.read == 2 && third.reused == 6)
        #expect(third.entries.contains { $0.title == "Bohemian Rhapsody (Remastered)" })
        #expect(!third.entries.contains { $0.title == "Untitled Thing" })
    }

    @Test func corruptIndexIsIgnoredAndMissingRootIsAnError() throws {
        let directory = try TemporaryDirectory(prefix: "catalog-test")
        try Self.makeTree(directory)
        let cache = directory.url.appendingPathComponent("cache")
        let root = directory.url.appendingPathComponent("lib")
        try directory.write(
            "cache/" + LibraryIndex.location(for: root, in: cache).lastPathComponent, Data("garbage\t\t\n".utf8))
        let scan = try LibraryScanner(tagReader: MPG123TagReader(), cacheDirectory: cache).scan(root)
        #expect(scan.entries.count == 5 && scan.reused == 0)

        let missing = directory.url.appendingPathComponent("nope")
        #expect(throws: CatalogError.unreadable(path: missing.path, reason: "no such directory")) {
            try LibraryScanner(tagReader: MPG123TagReader(), cacheDirectory: nil).scan(missing)
        }
        let file = directory.url.appendingPathComponent("lib/notes.txt")
        #expect(throws: CatalogError.notADirectory(path: file.path)) {
            try LibraryScanner(tagReader: MPG123TagReader(), cacheDirectory: nil).scan(file)
        }
    }

    @Test func indexRoundTripsAwkwardText() {
        let entries = [
            LibraryEntry(
                path: "/m/a\tb.mp3", size: 10, mtime: 123_456_789_012, title: "Tab\tand\nnewline \\ slash", artist: "A"),
            LibraryEntry(
                path: "/m/broken.mp3", size: 0, mtime: 1, title: "", artist: "", problem: "not a readable MP3 (x)"),
        ]
        let decoded = LibraryIndex.decode(LibraryIndex.encode(entries))
        #expect(decoded.count == 2)
        #expect(decoded["/m/a\tb.mp3"] == entries[0])
        #expect(decoded["/m/broken.mp3"] == entries[1])
        #expect(LibraryIndex.decode(Data("other-format\n".utf8)).isEmpty)
    }

    struct NameCase: Sendable, CustomStringConvertible {
        var file: String
        var title: String
        var artist: String?
        var description: String { file }
    }

    @Test(arguments: [
        NameCase(file: "01 - Artist - Song.mp3", title: "Song", artist: "Artist"),
        NameCase(file: "02. Song Name.mp3", title: "Song Name", artist: nil),
        NameCase(file: "Artist_-_Song.mp3", title: "Song", artist: "Artist"),
        NameCase(file: "1999.mp3", title: "1999", artist: nil),
        NameCase(file: "track.mp3", title: "track", artist: nil),
    ])
    func fileNamesGiveTitles(_ c: NameCase) {
        let parsed = FileNameTitle.parse(c.file)
        #expect(parsed.title == c.title)
        #expect(parsed.artist == c.artist)
    }
}

/// Counts reads, delegating to the real libmpg123 reader.
final class CountingTagReader: TagReading {
    private let count = Mutex(0)
    var calls: Int { count.withLock { $0 } }

    func info(of url: URL) throws -> AudioFileInfo {
        count.withLock { $0 += 1 }
        return try MPG123TagReader().info(of: url)
    }
}
