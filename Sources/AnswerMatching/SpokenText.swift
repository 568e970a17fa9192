// AnswerMatching — Foundation only, pure logic.
import Foundation

/// Turns any text into the lowercase words a person would say for it.
///
/// Accents are folded ("Für" → "fur"), "&" becomes "and", numbers become words (years read as years),
/// ordinals ("21st") and decades ("80s") are spelled, a few abbreviations are expanded ("Mr." → "mister",
/// "No. 5" → "number five"), all-consonant capitals are spelled as letters ("TNT" → "t n t"), and
/// punctuation is dropped. Apostrophes survive only inside contractions ("don't", "it's", "o'clock").
enum SpokenText {
    /// How to read numbers.
    enum NumberReading {
        /// Years as years ("twenty twelve", "two thousand five"), other numbers without "and".
        case usual
        /// The other common reading: "and" before the tens ("one hundred and one"), years from 2000 as
        /// numbers ("two thousand and twelve"); earlier years stay years.
        case withAnd
    }

    /// The spoken words of `text`: lowercase ASCII a–z words, apostrophes only inside words.
    static func words(_ text: String, numbers: NumberReading = .usual) -> [String] {
        var words: [String] = []
        let tokens = RawToken.scan(fold(text))
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            words += spoken(token, next: next, previousWord: words.last, numbers: numbers)
        }
        return words
    }

    // MARK: - Folding

    static let specialLetters: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D",
        "ł": "l", "Ł": "L", "þ": "th", "Þ": "TH", "ð": "d", "ı": "i",
        "\u{2019}": "'", "\u{2018}": "'", "`": "'", "\u{00B4}": "'", "\u{02BC}": "'",
        "\u{2013}": "-", "\u{2014}": "-", "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"", "\u{00AB}": "\"",
        "\u{00BB}": "\"",
    ]

    /// Folds accents and odd letters to plain ASCII, keeping case (acronym detection needs it).
    /// Other scripts are transliterated first ("Лебединое озеро" → "Lebedinoe ozero").
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "`") }) { return text }
        var replaced = ""
        replaced.reserveCapacity(text.utf8.count)
        for character in text {
            if let plain = specialLetters[character] { replaced += plain } else { replaced.append(character) }
        }
        if replaced.unicodeScalars.contains(where: isNonLatinLetter),
            let latin = replaced.applyingTransform(.toLatin, reverse: false)
        {
            replaced = latin
        }
        return replaced.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// A letter outside the Latin blocks (Cyrillic, Greek, CJK, Hangul…).
    static func isNonLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x024F && scalar.properties.isAlphabetic && !(0x1E00...0x1EFF).contains(scalar.value)
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

    static func spoken(_ token: RawToken, next: RawToken?, previousWord: String?, numbers: NumberReading) -> [String] {
        switch token {
        case .symbol(let word):
            return [word]
        case .number(let digits, let suffix):
            return numberWords(digits, suffix: suffix, previousWord: previousWord, reading: numbers)
        case .decimal(let whole, let fraction):
            return numberWords(whole, suffix: "", previousWord: nil, reading: numbers) + ["point"]
                + fraction.map { NumberWords.units[Int(String($0)) ?? 0] }
        case .word(let raw):
            let lower = raw.lowercased()
            if let expanded = abbreviations[lower] { return [expanded] }
            if let expanded = numberAbbreviations[lower], case .number = next { return [expanded] }
            if let value = romanNumeral(raw) { return NumberWords.spell(value) }
            if isSpelledAcronym(raw) { return raw.lowercased().map { String($0) } }
            return splitApostrophes(lower)
        }
    }

    /// The value of a capitalised Roman numeral of two letters or more up to 39 ("II", "IV", "XIV"), else nil.
    /// A lone "I" stays the pronoun.
    static func romanNumeral(_ raw: String) -> Int? {
        guard raw.count >= 2, raw.allSatisfy({ "IVX".contains($0) }) else { return nil }
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10]
        var total = 0
        let digits = raw.compactMap { values[$0] }
        for (index, value) in digits.enumerated() {
            let next = index + 1 < digits.count ? digits[index + 1] : 0
            total += value < next ? -value : value
        }
        // Only canonical spellings: writing the value back must give the same letters.
        return total <= 39 && romanSpelling(total) == raw ? total : nil
    }

    static func romanSpelling(_ value: Int) -> String {
        let tens = String(repeating: "X", count: value / 10)
        let ones = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][value % 10]
        return tens + ones
    }

    /// Two-letter words that stay words even in capitals ("ME!", "NO", "OK").
    static let twoLetterWords: Set<String> = [
        "ah", "am", "an", "as", "at", "ax", "ay", "be", "by", "do", "eh", "go", "ha", "he", "hi", "ho", "if", "in",
        "is", "it", "lo", "ma", "me", "my", "no", "of", "oh", "ok", "on", "or", "ox", "pa", "so", "to", "up", "us",
        "we", "ya", "yo",
    ]

    /// "TNT", "DJ", "AC": two to four capitals without a vowel, or two capitals that are no word, are read
    /// letter by letter.
    static func isSpelledAcronym(_ raw: String) -> Bool {
        guard (2...4).contains(raw.count), raw.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return false }
        if !raw.contains(where: { "AEIOUY".contains($0) }) { return true }
        return raw.count == 2 && !twoLetterWords.contains(raw.lowercased())
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
    static func numberWords(_ digits: String, suffix: String, previousWord: String?, reading: NumberReading) -> [String]
    {
        if digits.count > 1, digits.hasPrefix("0") {
            return digits.map { $0 == "0" ? "oh" : NumberWords.units[Int(String($0)) ?? 0] }
        }
        guard digits.count <= 15, let value = Int(digits) else {
            return digits.map { NumberWords.units[Int(String($0)) ?? 0] }
        }
        var readsAsYear = digits.count == 4 && (1100...2099).contains(value) && previousWord != "number"
        if reading == .withAnd, value >= 2000 { readsAsYear = false }
        let cardinal = reading == .withAnd ? NumberWords.spellWithAnd : NumberWords.spell
        switch suffix {
        case "st", "nd", "rd", "th":
            return NumberWords.spellOrdinal(value)
        case "s" where value % 10 == 0 && value > 0:
            var words = readsAsYear ? NumberWords.spellYear(value) : cardinal(value)
            if let last = words.popLast() {
                words.append(last.hasSuffix("y") ? String(last.dropLast()) + "ies" : last + "s")
            }
            return words
        default:
            return readsAsYear ? NumberWords.spellYear(value) : cardinal(value)
        }
    }
}
