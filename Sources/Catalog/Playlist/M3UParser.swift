public import Foundation

/// One entry of an M3U/M3U8 playlist.
public struct PlaylistEntry: Sendable, Hashable {
    /// The resolved location: a file URL (relative paths resolved against the playlist's folder) or a remote URL.
    public var location: URL
    /// "Artist - Title" from `#EXTINF`, split; nil when absent.
    public var artist: String?
    public var title: String?
    /// 1-based line number in the playlist (for reports).
    public var line: Int
}

/// Parses M3U and M3U8 text: `#EXTM3U`, `#EXTINF:<seconds>[ attrs],<Artist> - <Title>`, other `#` lines
/// ignored, paths relative or absolute, `file://` URLs, Windows line endings, a UTF-8 BOM.
public enum M3UParser {
    /// Parses `text`; relative paths are resolved against `baseDirectory`.
    public static func parse(_ text: String, baseDirectory: URL) -> [PlaylistEntry] {
        var entries: [PlaylistEntry] = []
        var pendingInfo: (artist: String?, title: String?)?
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for (number, raw) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if line.uppercased().hasPrefix("#EXTINF:") { pendingInfo = extinf(String(line.dropFirst(8))) }
                continue
            }
            guard let location = resolve(line, baseDirectory: baseDirectory) else {
                pendingInfo = nil
                continue
            }
            entries.append(
                PlaylistEntry(
                    location: location, artist: pendingInfo?.artist, title: pendingInfo?.title, line: number + 1))
            pendingInfo = nil
        }
        return entries
    }

    /// "123 tvg-x=\"a,b\",Artist - Title" → ("Artist", "Title"); the display part follows the first comma
    /// outside quotes.
    static func extinf(_ value: String) -> (artist: String?, title: String?) {
        var inQuotes = false
        var display: Substring?
        for index in value.indices {
            let character = value[index]
            if character == "\"" { inQuotes.toggle() }
            if character == ",", !inQuotes {
                display = value[value.index(after: index)...]
                break
            }
        }
        guard let text = display?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return (nil, nil) }
        if let range = text.range(of: " - ") {
            let artist = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let title = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if !artist.isEmpty, !title.isEmpty { return (artist, title) }
        }
        return (nil, text)
    }

    private static func resolve(_ line: String, baseDirectory: URL) -> URL? {
        if line.lowercased().hasPrefix("file://") {
            return URL(string: line).flatMap { $0.isFileURL ? $0.standardizedFileURL : nil }
        }
        if let url = URL(string: line), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            return url
        }
        let path = line.replacingOccurrences(of: "\\", with: "/")
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return baseDirectory.appendingPathComponent(path).standardizedFileURL
    }
}
