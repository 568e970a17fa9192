// AnswerMatching — Foundation only, pure logic.
import Foundation

/// Turns any text into the lowercase words a person would say for it.
///
/// Accents are folded ("Für" → "fur"), "&" becomes "and", numbers become words (years read as years),
/// ordinals ("21st") and decades ("80s") are spelled, a few abbreviations are expanded ("Mr." → "mister",
/// "No. 5" → "number five"), all-consonant capitals are spelled as letters ("TNT" → "t n t"), and
/// punctuation is dropped. Apostrophes survive only inside contractions ("don't", "it's", "o'clock").
enum SpokenText {
    /// The spoken words of `text`: lowercase ASCII a–z words, apostrophes only inside words.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        let tokens = RawToken.scan(fold(text))
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            words += spoken(token, next: next, previousWord: words.last)
        }
        return words
    }

    // MARK: - Folding

    static let specialLetters: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D",
        "ł": "l", "Ł": "L", "þ": "th", "Þ": "TH", "ð": "d", "ı": "i",
        "\u{2019}": "'", "\u{2018}": "'", "`": "'", "\u{00B4}": "'", "\u{02BC}": "'",
        "\u{2013}": "-", "\u{2014}": "-",
    ]

    /// Folds accents and odd letters to plain ASCII, keeping case (acronym detection needs it).
    static func fold(_ text: String) -> String {
        var replaced = ""
        replaced.reserveCapacity(text.utf8.count)
        for character in text {
            if let plain = specialLetters[character] { replaced += plain } else { replaced.append(character) }
        }
        return replaced.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    // MARK: - Tokens to words

    static let abbreviations: [String: String] = [
        "mr": "mister", "mrs": "missus", "dr": "doctor", "st": "saint", "vs": "versus", "sgt": "sergeant",
        "jr": "junior", "mt": "mount", "pt": "part", "vol": "volume", "lt": "lieutenant",
    ]
    /// Abbreviations that only expand before a number ("No. 5", "Op. 67").
    static let numberAbbreviations: [String: String] = ["no": "number", "op": "opus", "nr": "number"]
    static let contractionSuffixes: Set<String> = ["s", "t", "re", "ve", "ll", "d", "m"]
    static let keptApostropheWords: Set<String> = ["o'clock", "y'all", "ma'am"]

    static func spoken(_ token: RawToken, next: RawToken?, previousWord: String?) -> [String] {
        switch token {
        case .symbol(let word):
            return [word]
        case .number(let digits, let suffix):
            return numberWords(digits, suffix: suffix, previousWord: previousWord)
        case .decimal(let whole, let fraction):
            return numberWords(whole, suffix: "", previousWord: nil) + ["point"]
                + fraction.map { NumberWords.units[Int(String($0)) ?? 0] }
        case .word(let raw):
            let lower = raw.lowercased()
            if let expanded = abbreviations[lower] { return [expanded] }
            if let expanded = numberAbbreviations[lower], case .number = next { return [expanded] }
            if isSpelledAcronym(raw) { return raw.lowercased().map { String($0) } }
            return splitApostrophes(lower)
        }
    }

    /// "TNT", "DJ", "MC": two to four capitals without a vowel are read letter by letter.
    static func isSpelledAcronym(_ raw: String) -> Bool {
        (2...4).contains(raw.count) && raw.allSatisfy { $0.isASCII && $0.isUppercase }
            && !raw.contains { "AEIOUY".contains($0) }
    }

    /// Keeps contractions whole and splits other apostrophes: "livin'" → livin, "rock'n'roll" → rock n roll.
    static func splitApostrophes(_ word: String) -> [String] {
        guard word.contains("'") else { return [word] }
        if keptApostropheWords.contains(word) { return [word] }
        let parts = word.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
        var words: [String] = []
        for part in parts {
            if let last = words.last, contractionSuffixes.contains(part) || last == "o" && !part.isEmpty {
                words[words.count - 1] = last + "'" + part
            } else if !part.isEmpty {
                words.append(part)
            }
        }
        return words
    }

    /// Digits as words: years for 1100–2099 (unless after "number"), a leading zero digit by digit ("007"),
    /// ordinals ("21st"), decades ("80s" → "eighties").
    static func numberWords(_ digits: String, suffix: String, previousWord: String?) -> [String] {
        if digits.count > 1, digits.hasPrefix("0") {
            return digits.map { $0 == "0" ? "oh" : NumberWords.units[Int(String($0)) ?? 0] }
        }
        guard digits.count <= 15, let value = Int(digits) else {
            return digits.map { NumberWords.units[Int(String($0)) ?? 0] }
        }
        let readsAsYear = digits.count == 4 && (1100...2099).contains(value) && previousWord != "number"
        switch suffix {
        case "st", "nd", "rd", "th":
            return NumberWords.spellOrdinal(value)
        case "s" where value % 10 == 0 && value > 0:
            var words = readsAsYear ? NumberWords.spellYear(value) : NumberWords.spell(value)
            if let last = words.popLast() {
                words.append(last.hasSuffix("y") ? String(last.dropLast()) + "ies" : last + "s")
            }
            return words
        default:
            return readsAsYear ? NumberWords.spellYear(value) : NumberWords.spell(value)
        }
    }
}
