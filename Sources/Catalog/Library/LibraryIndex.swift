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
    public static func decode(_ data: Data) -> [String: LibraryEntry] {
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard lines.first.map(String.init) == header else { return [:] }
        lines = lines.dropFirst()
        var entries: [String: LibraryEntry] = [:]
        entries.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 6, let size = Int64(fields[1]), let mtime = Int64(fields[2]) else { continue }
            let problem = unescape(fields[3])
            let entry = LibraryEntry(
                path: unescape(fields[0]), size: size, mtime: mtime,
                title: unescape(fields[4]), artist: unescape(fields[5]), problem: problem.isEmpty ? nil : problem)
            entries[entry.path] = entry
        }
        return entries
    }

    /// Where the index of `root` lives inside the cache directory (name from a hash of the path only).
    public static func location(for root: URL, in cacheDirectory: URL) -> URL {
        let id = LibraryEntry(path: root.standardizedFileURL.path, size: 0, mtime: 0, title: "", artist: "").trackID
        let name = "library-" + id.dropFirst(4) + ".index"
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
