// AnswerMatching — Foundation only, pure logic.

/// One spoken word (or two said as one) prepared for comparison: letters and phones.
struct MatchToken: Sendable {
    var word: String
    var letters: [UInt8]
    var phones: [UInt8]

    init(word: String, pronouncer: (any Pronouncing)?) {
        self.word = word
        self.letters = Array(word.utf8.filter { $0 != UInt8(ascii: "'") })
        self.phones = PhoneticDistance.phones(ofWord: word, pronouncer: pronouncer)
    }

    /// Two adjacent words said as one ("green" + "sleeves" ~ "greensleeves").
    init(joining first: MatchToken, _ second: MatchToken) {
        self.word = first.word + " " + second.word
        self.letters = first.letters + second.letters
        self.phones = first.phones + second.phones
    }

    /// How alike two words are, 0…1 (see ``TokenTable/similarity(_:_:_:_:costs:)``).
    static func similarity(_ a: MatchToken, _ b: MatchToken) -> Double {
        let left = TokenTable([a])
        let right = TokenTable([b])
        return Phone.withCosts { costs in
            left.withBuffers { left in
                right.withBuffers { right in TokenTable.similarity(left, 0, right, 0, costs: costs) }
            }
        }
    }
}
