// AnswerMatching — Foundation only, pure logic.

/// English words for numbers, the way people read them aloud in song titles.
///
/// Cardinals follow American usage without "and" ("one hundred twenty three"); years are read in
/// pairs ("nineteen ninety nine", "nineteen oh five", "twenty twelve") except 2000–2009, which people
/// say as "two thousand five".
public enum NumberWords {
    static let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// Whether `word` is a spelled cardinal number word ("seven", "sixty", "hundred").
    static func isCardinal(_ word: String) -> Bool {
        units.contains(word) || tens.contains(word) && !word.isEmpty || scales.contains { $0.word == word }
    }
    static let scales: [(value: Int, word: String)] = [
        (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]

    /// Words for a cardinal number: `spell(22)` → `["twenty", "two"]`, `spell(-3)` → `["minus", "three"]`.
    public static func spell(_ n: Int) -> [String] {
        if n < 0 { return ["minus"] + spell(n == Int.min ? Int.max : -n) }
        if n < 20 { return [units[n]] }
        if n < 100 { return [tens[n / 10]] + (n % 10 == 0 ? [] : [units[n % 10]]) }
        if n < 1000 { return [units[n / 100], "hundred"] + (n % 100 == 0 ? [] : spell(n % 100)) }
        for (value, word) in scales where n >= value {
            return spell(n / value) + [word] + (n % value == 0 ? [] : spell(n % value))
        }
        return []  // unreachable: every n ≥ 1000 meets a scale
    }

    /// Words for a cardinal number the British way, with "and" before the last part under a hundred:
    /// 101 → "one hundred and one", 2005 → "two thousand and five".
    public static func spellWithAnd(_ n: Int) -> [String] {
        guard n >= 100, n % 100 != 0 else { return spell(n) }
        let high = spell(n - n % 100)
        return high + ["and"] + spell(n % 100)
    }

    /// Words for a year: 1999 → "nineteen ninety nine", 1905 → "nineteen oh five", 1900 → "nineteen hundred",
    /// 2000 → "two thousand", 2005 → "two thousand five", 2012 → "twenty twelve".
    ///
    /// Outside 1100…2999 (and for round thousands) this is the cardinal reading.
    public static func spellYear(_ y: Int) -> [String] {
        guard (1100...2999).contains(y), y % 1000 != 0 else { return spell(y) }
        if (2001...2009).contains(y) { return spell(y) }
        let high = y / 100
        let low = y % 100
        if low == 0 { return spell(high) + ["hundred"] }
        if low < 10 { return spell(high) + ["oh"] + spell(low) }
        return spell(high) + spell(low)
    }

    /// Words for an ordinal: 1 → "first", 21 → "twenty first", 100 → "one hundredth".
    public static func spellOrdinal(_ n: Int) -> [String] {
        var words = spell(n)
        guard let last = words.popLast() else { return [] }
        return words + [ordinal(of: last)]
    }

    /// The ordinal form of one cardinal word ("two" → "second", "twenty" → "twentieth").
    static func ordinal(of word: String) -> String {
        let irregular = [
            "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
            "nine": "ninth", "twelve": "twelfth",
        ]
        if let ordinal = irregular[word] { return ordinal }
        if word.hasSuffix("y") { return String(word.dropLast()) + "ieth" }
        return word + "th"
    }

    /// Ordinal words for 1…6 as options are counted ("first" … "sixth"), 0-based index = position.
    static let optionOrdinals = ["first", "second", "third", "fourth", "fifth", "sixth"]
}
