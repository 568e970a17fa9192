// AnswerMatching — Foundation only, pure logic.

/// One piece of folded text before it becomes spoken words.
enum RawToken: Equatable {
    /// Letters with any inner or edge apostrophes, original case ("Livin'", "TNT", "don't").
    case word(String)
    /// A digit run (thousands separators removed) and a directly attached suffix: "st", "nd", "rd", "th", "s".
    case number(String, suffix: String)
    /// A decimal number "3.14": whole part and fraction digits.
    case decimal(String, fraction: String)
    /// A symbol read as a word: "&" → "and".
    case symbol(String)

    static let symbolWords: [UInt8: String] = [
        UInt8(ascii: "&"): "and", UInt8(ascii: "+"): "plus", UInt8(ascii: "%"): "percent", UInt8(ascii: "@"): "at",
        UInt8(ascii: "="): "equals",
    ]
    static let numberSuffixes: Set<String> = ["st", "nd", "rd", "th", "s"]
    static let apostrophe = UInt8(ascii: "'")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Splits folded text into tokens; every other character (non-ASCII included) separates tokens and
    /// is dropped.
    static func scan(_ text: String) -> [RawToken] {
        let bytes = Array(text.utf8)
        var tokens: [RawToken] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(byte) {
                index = scanNumber(bytes, from: index, into: &tokens)
            } else if isLetter(byte) || byte == apostrophe {
                var end = index
                var hasLetter = false
                while end < bytes.count, isLetter(bytes[end]) || bytes[end] == apostrophe {
                    hasLetter = hasLetter || bytes[end] != apostrophe
                    end += 1
                }
                if hasLetter { tokens.append(.word(String(decoding: bytes[index..<end], as: UTF8.self))) }
                index = end
            } else if byte == UInt8(ascii: "#"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                tokens.append(.symbol("number"))
                index += 1
            } else {
                if let word = symbolWords[byte] { tokens.append(.symbol(word)) }
                index += 1
            }
        }
        return tokens
    }

    /// Reads digits (with "1,000,000" separators, "3.14" decimals, "21st"/"80s"/"80's" suffixes).
    private static func scanNumber(_ bytes: [UInt8], from start: Int, into tokens: inout [RawToken]) -> Int {
        func digitRun(from i: Int) -> Int {
            var end = i
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            return end
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var end = digitRun(from: start)
        var digits = text(start..<end)
        // Thousands separators: "1,000" — a comma followed by exactly three digits.
        while end < bytes.count, bytes[end] == UInt8(ascii: ","), digitRun(from: end + 1) == end + 4 {
            digits += text((end + 1)..<(end + 4))
            end += 4
        }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), isDigit(bytes[end + 1]) {
            let fractionEnd = digitRun(from: end + 1)
            tokens.append(.decimal(digits, fraction: text((end + 1)..<fractionEnd)))
            return fractionEnd
        }
        // A suffix glued to the digits, then a non-letter: "21st", "80s", "80's".
        var suffixStart = end
        if suffixStart < bytes.count, bytes[suffixStart] == apostrophe { suffixStart += 1 }
        var suffixEnd = suffixStart
        while suffixEnd < bytes.count, isLetter(bytes[suffixEnd]) { suffixEnd += 1 }
        let suffix = text(suffixStart..<suffixEnd).lowercased()
        let hasApostrophe = suffixStart != end
        if !suffix.isEmpty, numberSuffixes.contains(suffix), !hasApostrophe || suffix == "s" {
            tokens.append(.number(digits, suffix: suffix))
            return suffixEnd
        }
        tokens.append(.number(digits, suffix: ""))
        return end
    }
}
