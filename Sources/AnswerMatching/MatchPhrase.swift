// AnswerMatching — Foundation only, pure logic.

/// One spoken word prepared for fast comparison: letters, phones and weight.
struct MatchToken: Sendable {
    var word: String
    var letters: [UInt8]
    var phones: [UInt8]
    var weight: Double

    init(word: String, weight: Double, pronouncer: (any Pronouncing)?) {
        self.word = word
        self.letters = Array(word.utf8.filter { $0 != UInt8(ascii: "'") })
        self.phones = PhoneticDistance.phones(ofWord: word, pronouncer: pronouncer)
        self.weight = weight
    }

    /// Two adjacent words said as one ("green" + "sleeves" ~ "greensleeves").
    init(joining first: MatchToken, _ second: MatchToken) {
        self.word = first.word + second.word
        self.letters = first.letters + second.letters
        self.phones = first.phones + second.phones
        self.weight = first.weight + second.weight
    }

    /// How alike two words are, 0…1: the better of spelling and sound similarity, with weak resemblances
    /// (below 0.55) counted as nothing so that unrelated words add no score.
    static func similarity(_ a: MatchToken, _ b: MatchToken) -> Double {
        if a.letters == b.letters { return 1 }
        let raw = max(
            EditDistance.letterSimilarity(a.letters, b.letters), EditDistance.phoneSimilarity(a.phones, b.phones))
        if raw >= 0.8 { return raw }
        return max(0, (raw - 0.55) / 0.25 * 0.8)
    }
}

/// A word sequence prepared for alignment: its tokens and each adjacent pair joined.
struct MatchPhrase: Sendable {
    var words: [String]
    var tokens: [MatchToken]
    var joinedPairs: [MatchToken]
    var totalWeight: Double

    init(words: [String], weight: (String) -> Double, pronouncer: (any Pronouncing)?) {
        self.words = words
        self.tokens = words.map { MatchToken(word: $0, weight: weight($0), pronouncer: pronouncer) }
        self.joinedPairs = zip(tokens, tokens.dropFirst()).map { MatchToken(joining: $0, $1) }
        self.totalWeight = tokens.reduce(0) { $0 + $1.weight }
    }

    /// Weighted alignment score of a query against this phrase, 0…1 (Dice-like).
    ///
    /// Words align in order; each aligned pair earns its similarity times both weights; a query word pair
    /// may align with one phrase word and vice versa (split or joined words). The total is divided by the
    /// weight of both sides, so unmatched words on either side lower the score.
    func score(query: MatchPhrase) -> Double {
        if query.words == words { return 1 }
        let total = query.totalWeight + totalWeight
        guard total > 0, !query.tokens.isEmpty, !tokens.isEmpty else { return 0 }
        let n = query.tokens.count
        let m = tokens.count
        let columns = m + 1
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: (n + 1) * columns) { table in
            table.initialize(repeating: 0)
            for i in 1...n {
                for j in 1...m {
                    var best = max(table[(i - 1) * columns + j], table[i * columns + j - 1])
                    let q = query.tokens[i - 1]
                    let f = tokens[j - 1]
                    let one = MatchToken.similarity(q, f)
                    if one > 0 { best = max(best, table[(i - 1) * columns + j - 1] + one * (q.weight + f.weight)) }
                    if i >= 2 {
                        let pair = query.joinedPairs[i - 2]
                        let joined = MatchToken.similarity(pair, f)
                        if joined > 0 {
                            best = max(best, table[(i - 2) * columns + j - 1] + joined * (pair.weight + f.weight))
                        }
                    }
                    if j >= 2 {
                        let pair = joinedPairs[j - 2]
                        let joined = MatchToken.similarity(q, pair)
                        if joined > 0 {
                            best = max(best, table[(i - 1) * columns + j - 2] + joined * (q.weight + pair.weight))
                        }
                    }
                    table[i * columns + j] = best
                }
            }
            return min(1, table[n * columns + m] / total)
        }
    }
}
