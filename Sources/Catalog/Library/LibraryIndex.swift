public import Foundation

/// The library index cached between runs: one tab-separated line per file, fields escaped.
///
/// A plain line format instead of JSON because loading it is the whole cost of a rescan; it is parsed
/// defensively (a malformed line is dropped, so the file is re-read) because the cache is just a file.
public enum LibraryIndex {
    static let header = "introquiz-library-index\t1"

    /// Serialises entries.
    public static func encode(_ entries: [LibraryEntry]) -> Data {
        var text = header + "\n"
        for entry in entries {
            let fields = [
                escape(entry.path), String(entry.size), String(entry.mtime),
                escape(entry.problem ?? ""), escape(entry.title), escape(entry.artist),
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return Data(text.utf8)
    }

    /// Parses an index; returns nothing for a file of another format or version.
    ///
    /// Works on bytes (splitting Swift strings was 20× slower and made up nearly all of a rescan).
    public static func decode(_ data: Data) -> [String: LibraryEntry] {
        let bytes = [UInt8](data)
        let headerBytes = Array((header + "\n").utf8)
        guard bytes.count >= headerBytes.count, Array(bytes[0..<headerBytes.count]) == headerBytes else { return [:] }
        var entries: [String: LibraryEntry] = [:]
        var lineStart = headerBytes.count
        var fields: [Range<Int>] = []
        fields.reserveCapacity(6)
        while lineStart < bytes.count {
            var end = lineStart
            fields.removeAll(keepingCapacity: true)
            var fieldStart = lineStart
            while end < bytes.count, bytes[end] != 0x0A {
                if bytes[end] == 0x09 {
                    fields.append(fieldStart..<end)
                    fieldStart = end + 1
                }
                end += 1
            }
            fields.append(fieldStart..<end)
            defer { lineStart = end + 1 }
            guard fields.count == 6, let size = integer(bytes[fields[1]]), let mtime = integer(bytes[fields[2]]) else {
                continue
            }
            let problem = text(bytes[fields[3]])
            let entry = LibraryEntry(
                path: text(bytes[fields[0]]), size: size, mtime: mtime, title: text(bytes[fields[4]]),
                artist: text(bytes[fields[5]]), problem: problem.isEmpty ? nil : problem)
            entries[entry.path] = entry
        }
        return entries
    }

    private static func integer(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(digit - 0x30))
            guard !overflow, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    private static func text(_ field: ArraySlice<UInt8>) -> String {
        let decoded = String(decoding: field, as: UTF8.self)
        return field.contains(0x5C) ? unescape(Substring(decoded)) : decoded
    }

    /// Where the index of `root` lives inside the cache directory (name from a hash of the path only).
    public static func location(for root: URL, in cacheDirectory: URL) -> URL {
        let name = "library-" + LibraryEntry.pathHash(root.standardizedFileURL.path) + ".index"
        return cacheDirectory.appendingPathComponent(name)
    }

    private static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return field }
        var out = ""
        for character in field {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    private static func unescape(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var out = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": out.append("\t")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
