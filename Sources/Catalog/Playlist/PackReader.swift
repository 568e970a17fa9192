public import Foundation
import QuizCore

/// Reads a quiz pack directory (`pack.json` + MP3 files, format in DESIGN.md "Quiz pack").
public enum PackReader {
    private struct Pack: Decodable {
        var name: String?
        var tracks: [Entry]
    }

    private struct Entry: Decodable {
        var id: String
        var title: String
        var artist: String
        var file: String
        var aliases: [String]?
        var introStart: Double?
    }

    /// Largest `pack.json` read.
    static let maxBytes = 4_000_000

    /// The pack's tracks; entries whose file is missing or escapes the directory are skipped with a reason.
    public static func read(directory: URL, label: String) throws -> (tracks: [CatalogTrack], skipped: [SkippedItem]) {
        let packURL = directory.appendingPathComponent("pack.json")
        let data = try LocalFile.read(packURL, limit: maxBytes)
        let pack: Pack
        do {
            pack = try JSONDecoder().decode(Pack.self, from: data)
        } catch {
            throw CatalogError.badPack(path: packURL.path, reason: "\(error)")
        }
        var tracks: [CatalogTrack] = []
        var skipped: [SkippedItem] = []
        let base = directory.standardizedFileURL.path
        for entry in pack.tracks {
            let file = directory.appendingPathComponent(entry.file).standardizedFileURL
            guard file.path.hasPrefix(base + "/") else {
                skipped.append(SkippedItem(item: entry.file, reason: "file outside the pack directory", source: label))
                continue
            }
            guard FileManager.default.isReadableFile(atPath: file.path) else {
                skipped.append(
                    SkippedItem(
                        item: "\(entry.title) — \(entry.artist)", reason: "missing audio file \(entry.file)",
                        source: label))
                continue
            }
            let track = Track(
                id: entry.id, title: entry.title, artist: entry.artist, aliases: entry.aliases ?? [],
                introStart: max(0, entry.introStart ?? 0))
            tracks.append(CatalogTrack(track: track, origin: .file(file), sourceLabel: label))
        }
        return (tracks, skipped)
    }
}

/// Reading local files with a size limit and errors for people.
enum LocalFile {
    static func read(_ url: URL, limit: Int) throws -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw CatalogError.unreadable(path: url.path, reason: "no such file")
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw CatalogError.tooLarge(path: url.path, limit: limit)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CatalogError.unreadable(path: url.path, reason: error.localizedDescription)
        }
    }
}
