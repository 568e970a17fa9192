/// An answer the session accepted, scored.
public struct AnswerResult: Codable, Hashable, Sendable {
    /// Who answered.
    public var player: Int
    /// The option picked.
    public var option: Int
    /// How.
    public var via: AnswerMethod
    /// Seconds after the intro became audible (never negative).
    public var elapsed: Double
    /// Whether it was the right option.
    public var correct: Bool
    /// Points awarded (0 when wrong).
    public var points: Int
}

/// How a question ended, for the reveal and the results.
public struct QuestionOutcome: Codable, Hashable, Sendable {
    /// Why the question ended.
    public enum Ending: String, Codable, Hashable, Sendable {
        /// Someone answered right.
        case answered
        /// Everyone answered wrong.
        case allWrong
        /// Time ran out.
        case timeout
        /// Skipped.
        case skipped
    }

    /// The question's 1-based number.
    public var questionNumber: Int
    /// Every accepted answer in order; all but a winning last one are wrong.
    public var answers: [AnswerResult]
    /// Why it ended.
    public var ending: Ending

    /// The right answer, if any.
    public var winner: AnswerResult? { answers.last(where: \.correct) }
}
