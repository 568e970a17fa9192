import Testing

@testable import AnswerMatching

@Suite struct NumberWordsTests {
    @Test(arguments: [
        (0, "zero"), (7, "seven"), (13, "thirteen"), (22, "twenty two"), (40, "forty"), (99, "ninety nine"),
        (100, "one hundred"), (101, "one hundred one"), (565, "five hundred sixty five"), (1000, "one thousand"),
        (2005, "two thousand five"), (12_345, "twelve thousand three hundred forty five"),
        (1_000_000, "one million"), (-3, "minus three"),
    ])
    func spell(_ n: Int, _ expected: String) {
        #expect(NumberWords.spell(n).joined(separator: " ") == expected)
    }

    @Test(arguments: [
        (1999, "nineteen ninety nine"), (1984, "nineteen eighty four"), (1905, "nineteen oh five"),
        (1900, "nineteen hundred"), (2000, "two thousand"), (2005, "two thousand five"), (2012, "twenty twelve"),
        (2024, "twenty twenty four"), (1066, "one thousand sixty six"), (1492, "fourteen ninety two"),
    ])
    func spellYear(_ year: Int, _ expected: String) {
        #expect(NumberWords.spellYear(year).joined(separator: " ") == expected)
    }

    @Test(arguments: [
        (1, "first"), (2, "second"), (3, "third"), (5, "fifth"), (12, "twelfth"), (20, "twentieth"),
        (21, "twenty first"), (100, "one hundredth"),
    ])
    func spellOrdinal(_ n: Int, _ expected: String) {
        #expect(NumberWords.spellOrdinal(n).joined(separator: " ") == expected)
    }

    @Test(arguments: [
        (7, "seven"), (100, "one hundred"), (101, "one hundred and one"), (2005, "two thousand and five"),
        (2012, "two thousand and twelve"), (1999, "one thousand nine hundred and ninety nine"),
    ])
    func spellWithAnd(_ n: Int, _ expected: String) {
        #expect(NumberWords.spellWithAnd(n).joined(separator: " ") == expected)
    }
}
