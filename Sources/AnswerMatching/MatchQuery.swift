// AnswerMatching — Foundation only, pure logic.

/// A query compared once with the whole vocabulary.
struct MatchQuery {
    let words: [String]
    let weights: [Double]
    let totalWeight: Double
    /// similarity[queryWord * vocabularyWords + vocabularyWord]
    let wordSimilarity: [Double]
    /// similarity of each joined adjacent query pair with each vocabulary word.
    let pairToWordSimilarity: [Double]
    /// similarity of each query word with each joined vocabulary pair.
    let wordToPairSimilarity: [Double]
    let vocabularyWordCount: Int
    let vocabularyPairCount: Int

    init(words: [String], vocabulary: MatchVocabulary, weight: (String) -> Double, pronouncer: (any Pronouncing)?) {
        self.words = words
        self.weights = words.map(weight)
        self.totalWeight = weights.reduce(0, +)
        let tokens = words.map { MatchToken(word: $0, pronouncer: pronouncer) }
        let single = TokenTable(tokens)
        let joined = TokenTable(zip(tokens, tokens.dropFirst()).map { MatchToken(joining: $0, $1) })
        vocabularyWordCount = vocabulary.words.count
        vocabularyPairCount = vocabulary.pairs.count
        var wordSimilarity = Self.similarities(single, vocabulary.words)
        if let last = words.last, last.count >= Self.minimumPrefixLength {
            let row = (words.count - 1) * vocabulary.words.count
            for (index, word) in vocabulary.wordTexts.enumerated() {
                wordSimilarity[row + index] = max(wordSimilarity[row + index], Self.prefixSimilarity(last, of: word))
            }
        }
        self.wordSimilarity = wordSimilarity
        pairToWordSimilarity = Self.similarities(joined, vocabulary.words).map { $0 * Self.joiningFactor }
        wordToPairSimilarity = Self.similarities(single, vocabulary.pairs).map { $0 * Self.joiningFactor }
    }

    /// A typed answer may stop mid-word ("hotel cali"): a last word of at least this many letters that
    /// starts a title word counts by how much of it was typed.
    static let minimumPrefixLength = 4

    /// 0.6 + 0.4 × typed share when `prefix` starts `word` (and is shorter), else 0.
    static func prefixSimilarity(_ prefix: String, of word: String) -> Double {
        guard word.count > prefix.count, word.hasPrefix(prefix) else { return 0 }
        return 0.6 + 0.4 * Double(prefix.count) / Double(word.count)
    }

    /// Two words heard as one (or one as two) count a little less than a word for a word, so that short
    /// words run together ("come on") do not pass for a content word that sounds alike ("canon").
    static let joiningFactor = 0.9

    /// Row-major similarities of every token of `rows` with every token of `columns`.
    static func similarities(_ rows: TokenTable, _ columns: TokenTable) -> [Double] {
        let count = rows.count * columns.count
        guard count > 0 else { return [] }
        return [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            Phone.withCosts { costs in
                rows.withBuffers { rowBuffers in
                    columns.withBuffers { columnBuffers in
                        for i in 0..<rows.count {
                            for j in 0..<columns.count {
                                buffer[i * columns.count + j] = TokenTable.similarity(
                                    rowBuffers, i, columnBuffers, j, costs: costs)
                            }
                        }
                    }
                }
            }
            initialized = count
        }
    }

    /// How much a query word left unmatched costs beyond its weight ("spring break" is not "spring").
    static let extraWordPenalty = 0.5

    /// Weighted alignment score against one form, 0…1 (Dice-like).
    ///
    /// Words align in order; an aligned pair earns its similarity times both weights; two query words may
    /// align with one form word and vice versa (split or joined words). The total is divided by the weight
    /// of both sides, so words left unmatched on either side lower the score, and query words left
    /// unmatched cost a further ``extraWordPenalty`` of their weight: an answer that says more than a title
    /// is less likely that title than one that says less of it.
    func score(against form: MatchVocabulary.Form, range: Range<Int>) -> Double {
        if form.words.elementsEqual(words[range]) { return 1 }
        let queryWeight = weights[range].reduce(0, +)
        let total = queryWeight + form.totalWeight
        let n = range.count
        let offset = range.lowerBound
        let m = form.words.count
        guard total > 0, n > 0, m > 0 else { return 0 }
        let penalty = Self.extraWordPenalty
        let columns = m + 1
        // Each aligned pair earns sim × (query + form weights) plus penalty × sim × query weight, which
        // gives back the penalty charged below on every query word, in proportion to how well it matched.
        let aligned = withUnsafeTemporaryAllocation(of: Double.self, capacity: (n + 1) * columns) { table in
            table.initialize(repeating: 0)
            for i in 1...n {
                let q = offset + i - 1  // query word index
                let wordWeight = weights[q] * (1 + penalty)
                for j in 1...m {
                    let formWeight = form.weights[j - 1]
                    var best = max(table[(i - 1) * columns + j], table[i * columns + j - 1])
                    let one = wordSimilarity[q * vocabularyWordCount + form.wordIDs[j - 1]]
                    if one > 0 { best = max(best, table[(i - 1) * columns + j - 1] + one * (wordWeight + formWeight)) }
                    if i >= 2 {
                        let joined = pairToWordSimilarity[(q - 1) * vocabularyWordCount + form.wordIDs[j - 1]]
                        if joined > 0 {
                            let pairWeight = weights[q - 1] * (1 + penalty) + wordWeight + formWeight
                            best = max(best, table[(i - 2) * columns + j - 1] + joined * pairWeight)
                        }
                    }
                    if j >= 2 {
                        let joined = wordToPairSimilarity[q * vocabularyPairCount + form.pairIDs[j - 2]]
                        if joined > 0 {
                            let pairWeight = wordWeight + form.weights[j - 2] + formWeight
                            best = max(best, table[(i - 1) * columns + j - 2] + joined * pairWeight)
                        }
                    }
                    table[i * columns + j] = best
                }
            }
            return table[n * columns + m]
        }
        return min(1, max(0, aligned - penalty * queryWeight) / total)
    }
}
