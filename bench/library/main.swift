// Library scan benchmark: generates a tree of tagged MP3 files, scans it with an empty index (every file
// opened with libmpg123), then rescans with the cached index (only stat), and prints files per second
// and the speed-up. Usage: library-bench [--files N] [--keep] [--dir DIR]
import Catalog
import Foundation
import TestSupport

struct Options {
    var files = 5000
    var keep = false
    var directory: URL?

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--files": files = rest.popFirst().flatMap(Int.init) ?? files
            case "--keep": keep = true
            case "--dir": directory = rest.popFirst().map { URL(fileURLWithPath: $0) }
            default:
                FileHandle.standardError.write(Data("usage: library-bench [--files N] [--keep] [--dir DIR]\n".utf8))
                exit(64)
            }
        }
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let root =
    options.directory
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("introquiz-library-bench-\(getpid())")
let library = root.appendingPathComponent("library")
let cache = root.appendingPathComponent("cache")
try? FileManager.default.removeItem(at: root)

// 50 artists × 4 albums × N/200 tracks, ~40 frames (≈1 s, 17 kB) each.
let generation = try seconds {
    for number in 0..<options.files {
        let artist = "Artist \(number % 50)"
        let folder = library.appendingPathComponent(artist).appendingPathComponent("Album \(number / 50 % 4)")
        if number < 200 { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let data = CatalogMP3Fixture.mp3(title: "Song number \(number)", artist: artist, frames: 40)
        try data.write(to: folder.appendingPathComponent(String(format: "%05d - Song number %d.mp3", number, number)))
    }
}

let scanner = LibraryScanner(tagReader: MPG123TagReader(), cacheDirectory: cache)
var first: LibraryScan?
var second: LibraryScan?
let firstTime = try seconds { first = try scanner.scan(library) }
let secondTime = try seconds { second = try scanner.scan(library) }
guard let first, let second, first.entries.count == options.files, second.reused == options.files else {
    print("library-bench: unexpected scan result (\(first?.entries.count ?? -1) files, \(second?.reused ?? -1) reused)")
    exit(70)
}

let indexFile = LibraryIndex.location(for: library, in: cache)
let indexData = try Data(contentsOf: indexFile)
let decodeTime = seconds { _ = LibraryIndex.decode(indexData) }
print(String(format: "index: %d kB, decoded in %.3f s", indexData.count / 1000, decodeTime))
let ratio = firstTime / secondTime
print("files:            \(options.files) tagged MP3 (generated in \(String(format: "%.2f", generation)) s)")
print(
    String(
        format: "first scan:       %.3f s  (%.0f files/s, libmpg123 opens every file)", firstTime,
        Double(options.files) / firstTime))
print(
    String(
        format: "rescan (indexed): %.3f s  (%.0f files/s, stat only)", secondTime, Double(options.files) / secondTime))
print(String(format: "speed-up:         %.1f× (target ≥ 20×)", ratio))
if !options.keep { try? FileManager.default.removeItem(at: root) }
exit(ratio >= 20 ? 0 : 1)
