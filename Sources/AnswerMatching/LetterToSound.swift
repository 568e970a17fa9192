// AnswerMatching — Foundation only, pure logic.

/// A rough English letter-to-sound guess, in CMU phones, for when no pronouncer knows a word.
///
/// It knows common spellings ("ph", "ee", "tion", "igh", silent final "e" that lengthens the vowel before
/// it) and nothing about exceptions. Good enough to tell that "joi" sounds like "joy" and "lease" like
/// "leese"; a dictionary is always preferred.
enum LetterToSound {
    /// Spellings read as a unit, longest first; "^" marks a word start, "$" a word end.
    static let graphemes: [(spelling: String, phones: [String])] = [
        ("tion", ["SH", "AH", "N"]), ("sion", ["ZH", "AH", "N"]), ("eigh", ["EY"]), ("ough", ["AO"]),
        ("augh", ["AO"]), ("igh", ["AY"]), ("tch", ["CH"]), ("dge", ["JH"]), ("sch", ["S", "K"]),
        ("^kn", ["N"]), ("^wr", ["R"]), ("^gn", ["N"]), ("^ps", ["S"]), ("^x", ["Z"]),
        ("ch", ["CH"]), ("sh", ["SH"]), ("th", ["TH"]), ("ph", ["F"]), ("wh", ["W"]), ("ck", ["K"]),
        ("ng", ["NG"]), ("qu", ["K", "W"]), ("gh", []),
        ("ee", ["IY"]), ("ea", ["IY"]), ("ie$", ["IY"]), ("ie", ["IY"]), ("ei", ["EY"]), ("ey$", ["IY"]),
        ("ey", ["EY"]), ("ay", ["EY"]), ("ai", ["EY"]), ("oa", ["OW"]), ("oo", ["UW"]), ("ou", ["AW"]),
        ("ow$", ["OW"]), ("ow", ["AW"]), ("oi", ["OY"]), ("oy", ["OY"]), ("au", ["AO"]), ("aw", ["AO"]),
        ("ue", ["UW"]), ("ew", ["UW"]), ("ui", ["UW"]), ("eu", ["Y", "UW"]),
        ("le$", ["AH", "L"]), ("er", ["ER"]), ("ir", ["ER"]), ("ur", ["ER"]), ("ar", ["AA", "R"]),
        ("or", ["AO", "R"]),
    ]
    static let shortVowels: [Character: String] = ["a": "AE", "e": "EH", "i": "IH", "o": "AA", "u": "AH"]
    static let longVowels: [Character: String] = ["a": "EY", "e": "IY", "i": "AY", "o": "OW", "u": "UW"]
    static let consonants: [Character: String] = [
        "b": "B", "d": "D", "f": "F", "g": "G", "j": "JH", "k": "K", "l": "L", "m": "M", "n": "N", "p": "P",
        "q": "K", "r": "R", "s": "S", "t": "T", "v": "V", "w": "W", "z": "Z",
    ]

    static func isVowelLetter(_ c: Character) -> Bool { "aeiou".contains(c) }

    /// Phone codes for one lowercase word (apostrophes ignored).
    static func phones(_ word: String) -> [UInt8] {
        symbols(word).compactMap(Phone.code)
    }

    /// Phone symbols for one lowercase word.
    static func symbols(_ word: String) -> [String] {
        let letters = Array(word.filter { $0.isASCII && $0.isLetter })
        if letters == ["a"] { return ["AH"] }
        var result: [String] = []
        var index = 0
        while index < letters.count {
            if let (length, phones) = grapheme(in: letters, at: index) {
                result += phones
                index += length
                continue
            }
            let letter = letters[index]
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            let isLast = index == letters.count - 1
            if index > 0, letter == letters[index - 1], !isVowelLetter(letter) {
                index += 1  // doubled consonant sounds once
                continue
            }
            if isVowelLetter(letter) {
                result += vowel(letters, at: index)
            } else if letter == "y" {
                if index == 0 {
                    result.append("Y")
                } else if isLast {
                    result.append(letters.count <= 3 ? "AY" : "IY")
                } else {
                    result.append("IH")
                }
            } else if letter == "c" {
                result.append(next.map { "eiy".contains($0) } == true ? "S" : "K")
            } else if letter == "h" {
                if let next, isVowelLetter(next) { result.append("HH") }
            } else if letter == "x" {
                result += ["K", "S"]
            } else if let phone = consonants[letter] {
                result.append(phone)
            }
            index += 1
        }
        return result
    }

    /// The longest grapheme rule matching at `index`, as (letters consumed, phones).
    static func grapheme(in letters: [Character], at index: Int) -> (Int, [String])? {
        for (spelling, phones) in graphemes {
            var pattern = Substring(spelling)
            if pattern.hasPrefix("^") {
                guard index == 0 else { continue }
                pattern = pattern.dropFirst()
            }
            let atEnd = pattern.hasSuffix("$")
            if atEnd { pattern = pattern.dropLast() }
            let end = index + pattern.count
            guard end <= letters.count, letters[index..<end].elementsEqual(pattern) else { continue }
            if atEnd, end != letters.count { continue }
            // "er", "ar"… before a vowel are a vowel then "r" ("erase", "arena").
            if pattern.count == 2, pattern.last == "r", end < letters.count, isVowelLetter(letters[end]) { continue }
            return (pattern.count, phones)
        }
        return nil
    }

    /// A single vowel letter: silent final "e", long before consonant + final "e", "o" long at the end.
    static func vowel(_ letters: [Character], at index: Int) -> [String] {
        let letter = letters[index]
        let isLast = index == letters.count - 1
        if letter == "e", isLast, letters.count > 2, !isVowelLetter(letters[index - 1]) { return [] }
        if isLast { return [letter == "e" ? "IY" : longVowels[letter] ?? "AH"] }
        // Vowel, one consonant, final silent "e": "lake", "time", "joke".
        if index + 2 == letters.count - 1, letters.last == "e", !isVowelLetter(letters[index + 1]),
            letters.count >= 3
        {
            return [longVowels[letter] ?? "AH"]
        }
        return [shortVowels[letter] ?? "AH"]
    }
}
