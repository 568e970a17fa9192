// AnswerMatching — Foundation only, pure logic.

/// Every option's spoken forms, with each distinct word and adjacent word pair prepared once.
///
/// Matching a query compares its words with each distinct vocabulary word once, then aligns the query
/// with every form by table lookups.
struct MatchVocabulary: Sendable {
    /// One spoken form as indices into the vocabulary.
    struct Form: Sendable {
        var words: [String]
        /// Index of each word in ``MatchVocabulary/words``.
        var wordIDs: [Int]
        /// Index of each adjacent pair in ``MatchVocabulary/pairs`` (count − 1 entries).
        var pairIDs: [Int]
        var weights: [Double]
        var totalWeight: Double
    }

    /// Distinct words of all forms.
    let words: TokenTable
    /// The same words as text, in the same order.
    let wordTexts: [String]
    /// Distinct adjacent pairs of all forms, joined.
    let pairs: TokenTable
    /// Forms per option, in option order.
    let forms: [[Form]]

    init(spokenForms: [[[String]]], weights: ([String]) -> [Double], pronouncer: (any Pronouncing)?) {
        var words: [MatchToken] = []
        var wordIndex: [String: Int] = [:]
        var pairs: [MatchToken] = []
        var pairIndex: [String: Int] = [:]
        func id(of word: String) -> Int {
            if let id = wordIndex[word] { return id }
            words.append(MatchToken(word: word, pronouncer: pronouncer))
            wordIndex[word] = words.count - 1
            return words.count - 1
        }
        func id(ofPair first: Int, _ second: Int) -> Int {
            let key = words[first].word + " " + words[second].word
            if let id = pairIndex[key] { return id }
            pairs.append(MatchToken(joining: words[first], words[second]))
            pairIndex[key] = pairs.count - 1
            return pairs.count - 1
        }
        self.forms = spokenForms.map { optionForms in
            optionForms.map { form in
                let wordIDs = form.map(id(of:))
                let pairIDs = zip(wordIDs, wordIDs.dropFirst()).map { id(ofPair: $0, $1) }
                let weights = weights(form)
                return Form(
                    words: form, wordIDs: wordIDs, pairIDs: pairIDs, weights: weights,
                    totalWeight: weights.reduce(0, +))
            }
        }
        self.words = TokenTable(words)
        self.wordTexts = words.map(\.word)
        self.pairs = TokenTable(pairs)
    }

    /// Best score per option for a query, 0…1, trying the whole query and each given sub-range of it
    /// (e.g. the words left after stripping "i think it's").
    func scores(
        for words: [String], ranges: [Range<Int>], weight: (String) -> Double, pronouncer: (any Pronouncing)?
    ) -> [Double] {
        var best = [Double](repeating: 0, count: forms.count)
        guard !words.isEmpty else { return best }
        let query = MatchQuery(words: words, vocabulary: self, weight: weight, pronouncer: pronouncer)
        for range in ranges where !range.isEmpty {
            for (option, optionForms) in forms.enumerated() {
                for form in optionForms { best[option] = max(best[option], query.score(against: form, range: range)) }
            }
        }
        return best
    }
}
