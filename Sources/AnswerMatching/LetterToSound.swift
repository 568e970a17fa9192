// AnswerMatching — Foundation only, pure logic.

/// A rough English letter-to-sound guess, in CMU phones, for when no pronouncer knows a word.
///
/// It knows common spellings ("ph", "ee", "tion", "igh", silent final "e" that lengthens the vowel before
/// it) and nothing about exceptions. Good enough to tell that "joi" sounds like "joy" and "lease" like
/// "leese"; a dictionary is always preferred. Works on ASCII bytes with precompiled rules (a few µs a word).
enum LetterToSound {
    /// A spelling read as a unit.
    struct Rule {
        var letters: [UInt8]
        var phones: [UInt8]
        var atStart: Bool
        var atEnd: Bool
    }

    /// Spellings read as a unit, longest first; "^" marks a word start, "$" a word end.
    static let ruleTable: [(String, String)] = [
        ("tion", "SH AH N"), ("sion", "ZH AH N"), ("eigh", "EY"), ("ough", "AO"), ("augh", "AO"), ("igh", "AY"),
        ("tch", "CH"), ("dge", "JH"), ("sch", "S K"), ("^kn", "N"), ("^wr", "R"), ("^gn", "N"), ("^ps", "S"),
        ("^x", "Z"), ("ch", "CH"), ("sh", "SH"), ("th", "TH"), ("ph", "F"), ("wh", "W"), ("ck", "K"), ("ng", "NG"),
        ("qu", "K W"), ("gh", ""), ("ee", "IY"), ("ea", "IY"), ("ie", "IY"), ("ei", "EY"), ("ey$", "IY"),
        ("ey", "EY"), ("ay", "EY"), ("ai", "EY"), ("oa", "OW"), ("oo", "UW"), ("ou", "AW"), ("ow$", "OW"),
        ("ow", "AW"), ("oi", "OY"), ("oy", "OY"), ("au", "AO"), ("aw", "AO"), ("ue", "UW"), ("ew", "UW"),
        ("ui", "UW"), ("eu", "Y UW"), ("le$", "AH L"), ("er", "ER"), ("ir", "ER"), ("ur", "ER"), ("ar", "AA R"),
        ("or", "AO R"),
    ]

    /// ``ruleTable`` compiled, indexed by first letter (a = 0 … z = 25).
    static let rules: [[Rule]] = {
        var byLetter = [[Rule]](repeating: [], count: 26)
        for (spelling, phones) in ruleTable {
            var letters = Array(spelling.utf8)
            let atStart = letters.first == UInt8(ascii: "^")
            if atStart { letters.removeFirst() }
            let atEnd = letters.last == UInt8(ascii: "$")
            if atEnd { letters.removeLast() }
            let codes = phones.split(separator: " ").compactMap { Phone.code(String($0)) }
            byLetter[Int(letters[0] - a)].append(Rule(letters: letters, phones: codes, atStart: atStart, atEnd: atEnd))
        }
        return byLetter
    }()

    static let a = UInt8(ascii: "a")
    static func code(_ symbol: String) -> UInt8 { Phone.code(symbol) ?? 0 }
    /// Phone per letter a…z for consonants (nil for vowels and letters handled by context).
    static let consonants: [UInt8?] = {
        let table: [Character: String] = [
            "b": "B", "d": "D", "f": "F", "g": "G", "j": "JH", "k": "K", "l": "L", "m": "M", "n": "N", "p": "P",
            "q": "K", "r": "R", "s": "S", "t": "T", "v": "V", "w": "W", "z": "Z",
        ]
        return (0..<26).map { offset in
            table[Character(UnicodeScalar(UInt8(offset) + a))].map(code)
        }
    }()
    static let shortVowels: [UInt8] = ["AE", "EH", "IH", "AA", "AH"].map(code)  // a e i o u
    static let longVowels: [UInt8] = ["EY", "IY", "AY", "OW", "UW"].map(code)
    static let vowelSlots: [UInt8: Int] = [
        UInt8(ascii: "a"): 0, UInt8(ascii: "e"): 1, UInt8(ascii: "i"): 2, UInt8(ascii: "o"): 3, UInt8(ascii: "u"): 4,
    ]
    static let phoneY = code("Y"), phoneIY = code("IY"), phoneAY = code("AY"), phoneIH = code("IH")
    static let phoneAH = code("AH"), phoneS = code("S"), phoneK = code("K"), phoneHH = code("HH")

    static func isVowel(_ letter: UInt8) -> Bool { vowelSlots[letter] != nil }

    /// Phone codes for one lowercase word (non-letters ignored).
    static func phones(_ word: String) -> [UInt8] {
        let letters = word.utf8.filter { $0 >= a && $0 <= UInt8(ascii: "z") }
        if letters == [a] { return [phoneAH] }
        var result: [UInt8] = []
        result.reserveCapacity(letters.count)
        var index = 0
        while index < letters.count {
            if let rule = rule(in: letters, at: index) {
                result += rule.phones
                index += rule.letters.count
                continue
            }
            let letter = letters[index]
            let next: UInt8? = index + 1 < letters.count ? letters[index + 1] : nil
            if index > 0, letter == letters[index - 1], !isVowel(letter) {
                index += 1  // a doubled consonant sounds once
                continue
            }
            switch letter {
            case _ where isVowel(letter):
                result.append(contentsOf: vowel(letters, at: index))
            case UInt8(ascii: "y"):
                if index == 0 {
                    result.append(phoneY)
                } else if index == letters.count - 1 {
                    result.append(letters.count <= 3 ? phoneAY : phoneIY)
                } else {
                    result.append(phoneIH)
                }
            case UInt8(ascii: "c"):
                let soft = next.map { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "i") || $0 == UInt8(ascii: "y") }
                result.append(soft == true ? phoneS : phoneK)
            case UInt8(ascii: "h"):
                if let next, isVowel(next) { result.append(phoneHH) }
            case UInt8(ascii: "x"):
                result += [phoneK, phoneS]
            default:
                if let phone = consonants[Int(letter - a)] { result.append(phone) }
            }
            index += 1
        }
        return result
    }

    /// The first (longest) rule matching at `index`.
    static func rule(in letters: [UInt8], at index: Int) -> Rule? {
        for rule in rules[Int(letters[index] - a)] {
            let end = index + rule.letters.count
            guard end <= letters.count, !rule.atStart || index == 0, !rule.atEnd || end == letters.count else {
                continue
            }
            guard letters[index..<end].elementsEqual(rule.letters) else { continue }
            // "er", "ar"… before a vowel are a vowel then "r" ("erase", "arena").
            if rule.letters.count == 2, rule.letters[1] == UInt8(ascii: "r"), end < letters.count,
                isVowel(letters[end])
            {
                continue
            }
            return rule
        }
        return nil
    }

    /// A single vowel letter: silent final "e", long before consonant + final "e", long at the end.
    static func vowel(_ letters: [UInt8], at index: Int) -> [UInt8] {
        let letter = letters[index]
        guard let slot = vowelSlots[letter] else { return [] }
        let isLast = index == letters.count - 1
        let e = UInt8(ascii: "e")
        if letter == e, isLast, letters.count > 2, !isVowel(letters[index - 1]) { return [] }
        if isLast { return [letter == e ? phoneIY : longVowels[slot]] }
        // Before "tion"/"sion" vowels other than "i" are long: "station", "motion".
        if letter != UInt8(ascii: "i"), index + 4 < letters.count, letters[index + 2] == UInt8(ascii: "i"),
            letters[index + 3] == UInt8(ascii: "o"), letters[index + 4] == UInt8(ascii: "n"),
            letters[index + 1] == UInt8(ascii: "t") || letters[index + 1] == UInt8(ascii: "s")
        {
            return [longVowels[slot]]
        }
        // Vowel, one consonant, final silent "e": "lake", "time", "ode".
        if index + 2 == letters.count - 1, letters.last == e, !isVowel(letters[index + 1]), letters.count >= 3 {
            return [longVowels[slot]]
        }
        return [shortVowels[slot]]
    }

    /// Phone symbols for one word (for tests and diagnostics).
    static func symbols(_ word: String) -> [String] { phones(word).map { Phone.symbols[Int($0)] } }
}
