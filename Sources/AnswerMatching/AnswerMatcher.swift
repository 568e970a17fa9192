// AnswerMatching — Foundation only, pure logic.

/// Maps a recogniser hypothesis or typed text to one of the options, or to none.
///
/// Option numbers, letters, ordinals and commands are read first (``IntentParser``). Other words are
/// aligned with every spoken form of every option (``SpokenForms``), forgiving spelling and sound; an
/// option wins only when its score reaches `minimumScore` and beats the runner-up by `margin`. Words shared
/// by several options count less, so a word they have in common picks none of them.
public struct AnswerMatcher: Sendable {
    /// The options as given.
    public let options: [MatchOption]
    /// Lowest score that answers.
    public let minimumScore: Double
    /// Lead over the runner-up needed to answer.
    public let margin: Double

    let pronouncer: (any Pronouncing)?
    /// Prepared forms per option, computed once.
    let forms: [[MatchPhrase]]
    /// Words found in the forms of more than one option.
    let sharedWords: Set<String>

    public init(
        options: [MatchOption], pronouncer: (any Pronouncing)? = nil, minimumScore: Double = 0.6, margin: Double = 0.1
    ) {
        self.options = options
        self.pronouncer = pronouncer
        self.minimumScore = minimumScore
        self.margin = margin
        let spoken = options.map { SpokenForms.forms(title: $0.title, aliases: $0.aliases) }
        var optionsPerWord: [String: Int] = [:]
        for forms in spoken {
            for word in Set(forms.joined()) { optionsPerWord[word, default: 0] += 1 }
        }
        let shared = Set(optionsPerWord.filter { $0.value > 1 }.keys)
        self.sharedWords = shared
        let weight = { (word: String) in Self.weight(word, shared: shared) }
        self.forms = spoken.map { forms in forms.map { MatchPhrase(words: $0, weight: weight, pronouncer: pronouncer) } }
    }

    /// Matches typed text or a recogniser hypothesis.
    public func match(_ text: String) -> MatchDecision {
        match(words: SpokenForms.words(text))
    }

    /// Matches spoken words (already normalised, as ``SpokenForms/words(_:)`` gives them).
    public func match(words: [String]) -> MatchDecision {
        let intent = IntentParser.parse(words, optionCount: options.count)
        switch intent {
        case .option(let index):
            return MatchDecision(option: index, score: 1, runnerUpScore: 0, intent: intent)
        case .command:
            // A title that is exactly a command word ("Stop") is an answer, not a command.
            let stripped = IntentParser.stripWrappers(words)
            guard forms.contains(where: { $0.contains { $0.words == stripped || $0.words == words } }) else {
                return MatchDecision(option: nil, score: 0, runnerUpScore: 0, intent: intent)
            }
            return decide(scores(for: [words, stripped]), intent: .text(stripped))
        case .text(let stripped):
            return decide(scores(for: stripped == words ? [words] : [words, stripped]), intent: intent)
        }
    }

    /// Best score per option over all its forms and the given query variants.
    func scores(for variants: [[String]]) -> [Double] {
        let weight = { (word: String) in Self.weight(word, shared: sharedWords) }
        let queries = variants.filter { !$0.isEmpty }.map { MatchPhrase(words: $0, weight: weight, pronouncer: pronouncer) }
        return forms.map { optionForms in
            var best = 0.0
            for form in optionForms {
                for query in queries { best = max(best, form.score(query: query)) }
            }
            return best
        }
    }

    func decide(_ scores: [Double], intent: AnswerIntent) -> MatchDecision {
        var bestIndex: Int?
        var best = 0.0
        var runnerUp = 0.0
        for (index, score) in scores.enumerated() {
            if score > best {
                runnerUp = best
                best = score
                bestIndex = index
            } else if score > runnerUp {
                runnerUp = score
            }
        }
        let accepted = best >= minimumScore && best - runnerUp >= margin
        return MatchDecision(option: accepted ? bestIndex : nil, score: best, runnerUpScore: runnerUp, intent: intent)
    }

    /// A word's weight: its ``CommonWords`` weight, halved when several options share it.
    static func weight(_ word: String, shared: Set<String>) -> Double {
        CommonWords.weight(word) * (shared.contains(word) ? 0.5 : 1)
    }
}
