import Foundation

/// A CMU-format pronouncing dictionary (`word PH1 PH2 …`, variants as `word(2)`), indexed lazily.
///
/// The file is memory-mapped and indexed on first lookup by a sorted table of (headword hash, line
/// offset): no strings are built for the 130 000 entries, only for the words asked for. Immutable
/// after the index is built; the index is built under the caller's lock (see `Lexicon`).
struct PronouncingDictionary {
    private let bytes: Data
    private var index: [(hash: UInt64, offset: Int)] = []
    private var indexed = false
    let path: String

    init(path: String) throws(SpeechError) {
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw .badData(file: path, reason: "cannot read (\(error.localizedDescription))")
        }
        self.path = path
    }

    /// Parses text instead of a file (tests, `extra.dict`).
    init(text: String, path: String) {
        bytes = Data(text.utf8)
        self.path = path
    }

    /// All pronunciations of `word` (lowercase), in file order; empty when absent.
    mutating func pronunciations(of word: String) -> [[String]] {
        if !indexed { buildIndex() }
        let key = Self.hash(Array(word.utf8)[...])
        var low = 0
        var high = index.count
        while low < high {
            let mid = (low + high) / 2
            if index[mid].hash < key { low = mid + 1 } else { high = mid }
        }
        var result: [[String]] = []
        while low < index.count, index[low].hash == key {
            if let entry = entry(at: index[low].offset), entry.word == word { result.append(entry.phones) }
            low += 1
        }
        return result
    }

    // MARK: - Index

    private mutating func buildIndex() {
        indexed = true
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let count = raw.count
            var lineStart = 0
            while lineStart < count {
                var end = lineStart
                var wordEnd = -1
                while end < count, raw[end] != 0x0A {
                    if wordEnd < 0, raw[end] == 0x20 || raw[end] == 0x09 || raw[end] == 0x28 { wordEnd = end }
                    end += 1
                }
                if wordEnd > lineStart, raw[lineStart] != 0x23 {  // skip blank lines and ;; / # comments
                    let word = raw[lineStart..<wordEnd]
                    if !(word.count >= 2 && word[lineStart] == 0x3B && word[lineStart + 1] == 0x3B) {
                        index.append((Self.hash(word), lineStart))
                    }
                }
                lineStart = end + 1
            }
        }
        index.sort { $0.hash < $1.hash || ($0.hash == $1.hash && $0.offset < $1.offset) }
    }

    private func entry(at offset: Int) -> (word: String, phones: [String])? {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (word: String, phones: [String])? in
            var end = offset
            while end < raw.count, raw[end] != 0x0A { end += 1 }
            guard let line = String(bytes: raw[offset..<end], encoding: .utf8) else { return nil }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard fields.count >= 2 else { return nil }
            var word = String(fields[0])
            if let paren = word.firstIndex(of: "(") { word = String(word[..<paren]) }
            // Some dictionaries put a comment after '#'.
            let phones = fields.dropFirst().prefix(while: { !$0.hasPrefix("#") }).map(String.init)
            return (word, phones)
        }
    }

    /// FNV-1a over the headword bytes.
    private static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        return value
    }
}
