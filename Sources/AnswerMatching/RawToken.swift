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

    static let symbolWords: [Character: String] = ["&": "and", "+": "plus", "%": "percent", "@": "at", "=": "equals"]
    static let numberSuffixes: Set<String> = ["st", "nd", "rd", "th", "s"]

    /// Splits folded text into tokens; every other character separates tokens and is dropped.
    static func scan(_ text: String) -> [RawToken] {
        let characters = Array(text)
        var tokens: [RawToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCII && character.isNumber {
                index = scanNumber(characters, from: index, into: &tokens)
            } else if character.isASCII && character.isLetter || character == "'" {
                var end = index
                while end < characters.count, characters[end].isASCII && characters[end].isLetter || characters[end] == "'" {
                    end += 1
                }
                let word = String(characters[index..<end])
                if word.contains(where: \.isLetter) { tokens.append(.word(word)) }
                index = end
            } else if character == "#", index + 1 < characters.count, characters[index + 1].isNumber {
                tokens.append(.symbol("number"))
                index += 1
            } else {
                if let word = symbolWords[character] { tokens.append(.symbol(word)) }
                index += 1
            }
        }
        return tokens
    }

    /// Reads digits (with "1,000,000" separators, "3.14" decimals, "9:30" times, "21st"/"80s" suffixes).
    private static func scanNumber(_ characters: [Character], from start: Int, into tokens: inout [RawToken]) -> Int {
        func isDigit(_ i: Int) -> Bool { i < characters.count && characters[i].isASCII && characters[i].isNumber }
        func digitRun(from i: Int) -> Int {
            var end = i
            while isDigit(end) { end += 1 }
            return end
        }
        var end = digitRun(from: start)
        var digits = String(characters[start..<end])
        // Thousands separators: "1,000" — a comma followed by exactly three digits.
        while end < characters.count, characters[end] == ",", digitRun(from: end + 1) == end + 4 {
            digits += String(characters[(end + 1)..<(end + 4)])
            end += 4
        }
        if end < characters.count, characters[end] == ".", isDigit(end + 1) {
            let fractionEnd = digitRun(from: end + 1)
            tokens.append(.decimal(digits, fraction: String(characters[(end + 1)..<fractionEnd])))
            return fractionEnd
        }
        // A suffix glued to the digits, then a non-letter: "21st", "80s", "80's".
        var suffixStart = end
        if suffixStart < characters.count, characters[suffixStart] == "'" { suffixStart += 1 }
        var suffixEnd = suffixStart
        while suffixEnd < characters.count, characters[suffixEnd].isASCII && characters[suffixEnd].isLetter {
            suffixEnd += 1
        }
        let suffix = String(characters[suffixStart..<suffixEnd]).lowercased()
        let apostrophe = suffixStart != end
        if !suffix.isEmpty, numberSuffixes.contains(suffix), !apostrophe || suffix == "s" {
            tokens.append(.number(digits, suffix: suffix))
            return suffixEnd
        }
        tokens.append(.number(digits, suffix: ""))
        return end
    }
}
