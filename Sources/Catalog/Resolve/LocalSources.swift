import Foundation
import QuizCore

/// Turns local specs (library, playlist) into catalog tracks.
struct LocalSources: Sendable {
    let tagReader: any TagReading
    let scanner: LibraryScanner

    /// Largest playlist file read.
    static let maxPlaylistBytes = 5_000_000

    func library(_ root: URL, label: String, progress: (ScanProgress) -> Void) throws -> ([CatalogTrack], [SkippedItem])
    {
        let scan = try scanner.scan(root, progress: progress)
        let tracks = scan.entries.map { entry in
            CatalogTrack(
                track: Track(id: entry.trackID, title: entry.title, artist: entry.artist),
                origin: .file(URL(fileURLWithPath: entry.path)), sourceLabel: label)
        }
        let skipped = scan.broken.map { SkippedItem(item: $0.path, reason: $0.problem ?? "unreadable", source: label) }
        return (tracks, skipped)
    }

    func playlist(_ file: URL, label: String) throws -> ([CatalogTrack], [SkippedItem]) {
        let data = try LocalFile.read(file, limit: Self.maxPlaylistBytes)
        let text = String(decoding: data, as: UTF8.self)
        let entries = M3UParser.parse(text, baseDirectory: file.deletingLastPathComponent())
        var tracks: [CatalogTrack] = []
        var skipped: [SkippedItem] = []
        for entry in entries {
            let item =
                "line \(entry.line): \(entry.location.isFileURL ? entry.location.path : entry.location.absoluteString)"
            guard entry.location.isFileURL else {
                skipped.append(SkippedItem(item: item, reason: "remote stream, not a local file", source: label))
                continue
            }
            let path = entry.location.path
            guard FileManager.default.isReadableFile(atPath: path) else {
                skipped.append(SkippedItem(item: item, reason: "missing file", source: label))
                continue
            }
            guard entry.location.pathExtension.lowercased() == "mp3" else {
                skipped.append(SkippedItem(item: item, reason: "not an MP3 file", source: label))
                continue
            }
            let info: AudioFileInfo
            do {
                info = try tagReader.info(of: entry.location)
            } catch {
                skipped.append(SkippedItem(item: item, reason: "not a readable MP3", source: label))
                continue
            }
            let fromName = FileNameTitle.parse(entry.location.lastPathComponent)
            let title = nonEmpty(info.title) ?? nonEmpty(entry.title) ?? fromName.title
            let artist = nonEmpty(info.artist) ?? nonEmpty(entry.artist) ?? fromName.artist ?? "Unknown artist"
            let id = "lib:" + LibraryEntry.pathHash(path)
            tracks.append(
                CatalogTrack(
                    track: Track(id: id, title: title, artist: artist), origin: .file(entry.location),
                    sourceLabel: label))
        }
        return (tracks, skipped)
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
