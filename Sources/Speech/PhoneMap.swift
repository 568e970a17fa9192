import Foundation

/// Maps espeak-ng's en-us phoneme names onto the acoustic model's CMU phones.
///
/// Loaded from `models/espeak-cmu-phones.tsv`: one `espeak<TAB>CMU phones` per line (lines starting with `#` are comments; an
/// empty right side drops the phoneme). Stress marks are removed before lookup; a name missing from
/// the table is retried without trailing `#`/digits (espeak's variants such as `I#`, `@2`, `t#`).
public struct PhoneMap: Sendable, Equatable {
    /// The model's phone set (cmudict without stress).
    public static let modelPhones: Set<String> = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY",
        "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y",
        "Z", "ZH",
    ]

    let table: [String: [String]]

    public init(table: [String: [String]]) { self.table = table }

    /// Parses the TSV text; every right-hand phone must be a model phone.
    public init(tsv: String, file: String) throws(SpeechError) {
        var table: [String: [String]] = [:]
        for (number, rawLine) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine[...]
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 2 else {
                throw .badData(file: file, reason: "line \(number + 1): expected `espeak<TAB>CMU phones`")
            }
            let phones = columns[1].split(separator: " ").map(String.init)
            if let bad = phones.first(where: { !Self.modelPhones.contains($0) }) {
                throw .badData(file: file, reason: "line \(number + 1): \(bad) is not a model phone")
            }
            table[columns[0].trimmingCharacters(in: .whitespaces)] = phones
        }
        self.table = table
    }

    /// Loads the table from a file.
    public init(contentsOf path: String) throws(SpeechError) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .badData(file: path, reason: "cannot read the espeak→CMU phone table")
        }
        try self.init(tsv: text, file: path)
    }

    /// Model phones for one word's espeak phonemes, or nil when a phoneme has no mapping.
    public func modelPhones(forEspeak phonemes: [String]) -> [String]? {
        var result: [String] = []
        for raw in phonemes {
            let name = raw.filter { !"',%=;".contains($0) }
            if name.isEmpty { continue }
            if let mapped = table[name] {
                result += mapped
                continue
            }
            var trimmed = name
            while let last = trimmed.last, last == "#" || last.isNumber { trimmed.removeLast() }
            guard !trimmed.isEmpty, let mapped = table[trimmed] else { return nil }
            result += mapped
        }
        return result.isEmpty ? nil : result
    }
}
