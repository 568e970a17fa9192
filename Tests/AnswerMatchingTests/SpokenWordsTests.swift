import Testing

@testable import AnswerMatching

@Suite struct SpokenWordsTests {
    @Test(arguments: [
        ("Hello, World!", "hello world"),
        ("Rock & Roll", "rock and roll"),
        ("Für Elise", "fur elise"),
        ("Straße", "strasse"),
        ("Mötley Crüe", "motley crue"),
        ("Ænima", "aenima"),
        ("Livin’ on a Prayer", "livin on a prayer"),
        ("'Round Midnight", "round midnight"),
        ("Don't", "don't"),
        ("It’s My Life", "it's my life"),
        ("Rock'n'Roll", "rock n roll"),
        ("O'Clock", "o'clock"),
        ("1999", "nineteen ninety nine"),
        ("7 Rings", "seven rings"),
        ("No. 5", "number five"),
        ("No Woman No Cry", "no woman no cry"),
        ("Op. 67", "opus sixty seven"),
        ("Number 1000", "number one thousand"),
        ("the 80s", "the eighties"),
        ("the 1960's", "the nineteen sixties"),
        ("3.14", "three point one four"),
        ("1,000,000 Reasons", "one million reasons"),
        ("007", "oh oh seven"),
        ("9 to 5", "nine to five"),
        ("2Pac", "two pac"),
        ("1+1", "one plus one"),
        ("100%", "one hundred percent"),
        ("Mr Blue Sky", "mister blue sky"),
        ("St. Elmo's Fire", "saint elmo's fire"),
        ("DJ Got Us Fallin' in Love", "d j got us fallin in love"),
        ("ABBA", "abba"),
        ("Hi-Fi", "hi fi"),
        ("AC/DC", "a c d c"),
        ("¿Quién será?", "quien sera"),
        ("...", ""),
        ("Part II", "part two"),
        ("Act IV", "act four"),
        ("Symphony XIV", "symphony fourteen"),
        ("I Will Survive", "i will survive"),
        ("IIII", "iiii"),
        ("Лебединое озеро", "lebedinoe ozero"),
        ("강남스타일", "gangnamseutail"),
        ("Ελλάδα", "ellada"),
        ("Ắt", "at"),
    ])
    func words(_ text: String, _ expected: String) {
        #expect(SpokenForms.words(text).joined(separator: " ") == expected)
    }
}

extension SpokenWordsTests {
    @Test(arguments: [
        ("ME!", "me"), ("NO TEARS LEFT TO CRY", "no tears left to cry"), ("OK Computer", "ok computer"),
        ("UK Garage", "u k garage"), ("TV Eye", "t v eye"), ("HUMBLE.", "humble"),
    ])
    func capitalsStayWordsUnlessAcronyms(_ text: String, _ expected: String) {
        #expect(SpokenForms.words(text).joined(separator: " ") == expected)
    }
}
