// AnswerMatching — Foundation only, pure logic.

/// The outcome of matching one hypothesis or typed answer.
public struct MatchDecision: Equatable, Sendable {
    /// The chosen option (0-based), or nil for no answer (nothing close enough, or ambiguous, or a command).
    public var option: Int?
    /// How well the best option matched, 0…1 (1 for an option named by number, letter or ordinal).
    public var score: Double
    /// How well the second-best option matched, 0…1.
    public var runnerUpScore: Double
    /// What the words meant before title matching.
    public var intent: AnswerIntent

    public init(option: Int?, score: Double, runnerUpScore: Double, intent: AnswerIntent) {
        self.option = option
        self.score = score
        self.runnerUpScore = runnerUpScore
        self.intent = intent
    }
}
