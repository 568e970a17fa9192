import Foundation

/// One file the library scan looked at, as stored in the index.
public struct LibraryEntry: Sendable, Hashable {
    /// Absolute path.
    public var path: String
    /// Size in bytes and modification time (ns since 1970): a file whose pair is unchanged is not re-read.
    public var size: Int64
    public var mtime: Int64
    /// Title/artist (tags, else derived from the file name); empty for broken files.
    public var title: String
    public var artist: String
    /// Why the file cannot be used, or nil when it can.
    public var problem: String?

    /// Creates an entry.
    public init(path: String, size: Int64, mtime: Int64, title: String, artist: String, problem: String? = nil) {
        self.path = path
        self.size = size
        self.mtime = mtime
        self.title = title
        self.artist = artist
        self.problem = problem
    }

    /// Stable track id derived from the path ("lib:" + `pathHash(path)`).
    public var trackID: String { "lib:" + Self.pathHash(path) }

    /// 16 hex digits of FNV-1a 64 over `text`'s UTF-8: a stable, file-name-safe key for a path or label.
    static func pathHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Title and artist for an untagged file, from its name: "03 - Artist - Title.mp3" → ("Title", "Artist"),
/// "02. Title.mp3" → ("Title", nil).
public enum FileNameTitle {
    /// Splits a file name (with or without extension) into a title and maybe an artist.
    public static func parse(_ fileName: String) -> (title: String, artist: String?) {
        var stem = fileName
        if let dot = stem.lastIndex(of: "."), stem[dot...].count <= 5 { stem = String(stem[..<dot]) }
        stem = stem.replacingOccurrences(of: "_", with: " ")
        // Leading track number: "01 ", "01. ", "01 - ", "1-".
        if let match = stem.firstMatch(of: /^\s*\d{1,3}\s*[-.)]?\s+/) ?? stem.firstMatch(of: /^\s*\d{1,3}\s*[-.]\s*/) {
            let rest = stem[match.range.upperBound...]
            if !rest.trimmingCharacters(in: .whitespaces).isEmpty { stem = String(rest) }
        }
        let parts = stem.components(separatedBy: " - ").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty {
            return (parts.dropFirst().joined(separator: " - "), parts[0])
        }
        return (stem.trimmingCharacters(in: .whitespaces), nil)
    }
}
