// AnswerMatching — Foundation only, pure logic.

/// Maps a recogniser hypothesis or typed text to one of the options, or to none.
///
/// Option numbers, letters, ordinals and commands are read first (``IntentParser``). Other words are
/// aligned with every spoken form of every option (``SpokenForms``), forgiving spelling and sound; an
/// option wins only when its score reaches `minimumScore` and beats the runner-up by `margin`. Words shared
/// by several options count less, so a word they have in common picks none of them.
///
/// Scores: 1 for a whole spoken form; about 0.67 for one of a title's two distinctive words alone ("swan"
/// for "Swan Lake"), which the default `minimumScore` of 0.6 accepts when no other option comes near
/// (raise it to about 0.7 to demand more); below 0.5 for a function word or a word all options share.
/// Option numbers come first: "one" names option 1 even when a title is "One".
public struct AnswerMatcher: Sendable {
    /// The options as given.
    public let options: [MatchOption]
    /// Lowest score that answers.
    public let minimumScore: Double
    /// Lead over the runner-up needed to answer.
    public let margin: Double

    let pronouncer: (any Pronouncing)?
    /// Prepared forms per option, computed once.
    let vocabulary: MatchVocabulary
    /// Words found in the forms of more than one option.
    let sharedWords: Set<String>
    /// Filler words ("um") that some title contains, and so are kept.
    let titleFillers: Set<String>

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
        self.titleFillers = IntentParser.fillerWords.intersection(optionsPerWord.keys)
        self.vocabulary = MatchVocabulary(
            spokenForms: spoken, weights: { Self.formWeights($0, shared: shared) }, pronouncer: pronouncer)
    }

    /// Matches typed text or a recogniser hypothesis.
    public func match(_ text: String) -> MatchDecision {
        match(words: SpokenForms.words(text))
    }

    /// Matches spoken words, normally as ``SpokenForms/words(_:)`` gives them; other words (capitals,
    /// digits, punctuation) are normalised first.
    public func match(words: [String]) -> MatchDecision {
        let words = cleaned(words)
        let intent = IntentParser.parse(words, optionCount: options.count)
        switch intent {
        case .option(let index):
            return MatchDecision(option: index, score: 1, runnerUpScore: 0, intent: intent)
        case .command:
            // A title that is exactly a command word ("Stop") is an answer, not a command.
            let stripped = IntentParser.stripWrappers(words)
            let isTitle = vocabulary.forms.contains { $0.contains { $0.words == stripped || $0.words == words } }
            guard isTitle else {
                return MatchDecision(option: nil, score: 0, runnerUpScore: 0, intent: intent)
            }
            return decide(scores(for: words, stripped: stripped), intent: .text(stripped))
        case .text(let stripped):
            return decide(scores(for: words, stripped: stripped), intent: intent)
        }
    }

    /// How well the words match each option's title, 0…1 per option, ignoring option numbers and commands.
    ///
    /// For callers that combine title evidence with their own (e.g. a recogniser's confidence).
    public func titleScores(words: [String]) -> [Double] {
        let words = cleaned(words)
        guard case .text(let stripped) = IntentParser.parse(words, optionCount: 0) else {
            return scores(for: words, stripped: words)
        }
        return scores(for: words, stripped: stripped)
    }

    /// Normalised words without hesitation fillers (unless a title holds them).
    func cleaned(_ words: [String]) -> [String] {
        let isNormal = words.allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || $0 == 39 }
                && word.first != "'" && word.last != "'"
        }
        let normal = isNormal ? words : SpokenForms.words(words.joined(separator: " "))
        return normal.filter { !IntentParser.fillerWords.contains($0) || titleFillers.contains($0) }
    }

    /// Best score per option over all its forms, for the words as said and without wrappers.
    func scores(for words: [String], stripped: [String]) -> [Double] {
        var ranges = [words.indices]
        let start = words.count - IntentParser.stripWrappers(words).count
        let range = start..<(start + stripped.count)
        if range != words.indices, range.upperBound <= words.count, words[range].elementsEqual(stripped) {
            ranges.append(range)
        }
        return vocabulary.scores(
            for: words, ranges: ranges, weight: { Self.weight($0, shared: sharedWords) }, pronouncer: pronouncer)
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

    /// Weight of a shared word relative to its ``CommonWords`` weight.
    static let sharedFactor = 0.25
    /// Lowest weight of a form's own words when the form shares other words with another option.
    static let distinguishingWeight = 0.6

    /// A query word's weight: its ``CommonWords`` weight, cut when several options share the word.
    static func weight(_ word: String, shared: Set<String>) -> Double {
        CommonWords.weight(word) * (shared.contains(word) ? sharedFactor : 1)
    }

    /// Weights of a form's words. Shared words count little; when a form has shared words, its own words
    /// are what tell it apart, so they count at least ``distinguishingWeight`` even if they are function
    /// words ("let it **be**" against "let it **go**").
    static func formWeights(_ form: [String], shared: Set<String>) -> [Double] {
        let sharesWords = form.contains(where: shared.contains)
        return form.map { word in
            let weight = Self.weight(word, shared: shared)
            return sharesWords && !shared.contains(word) ? max(weight, distinguishingWeight) : weight
        }
    }
}
