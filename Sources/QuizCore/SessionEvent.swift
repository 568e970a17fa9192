/// How an answer was given.
public enum AnswerMethod: String, Codable, Hashable, Sendable {
    case voice, key, typed, rival
}

/// Something that happened during a game, with the time (seconds on the game clock) where it matters.
///
/// Events are the game record: replaying them through a `Session` rebuilds every score.
public enum SessionEvent: Codable, Hashable, Sendable {
    /// The intro of the current question became audible (the audio layer's `audibleAt`).
    case introAudible(at: Double)
    /// Party mode: `player` hit their buzzer and alone may answer next.
    case buzz(player: Int, at: Double)
    /// `player` picked `option` (an index into the current question's choices).
    case answer(player: Int, option: Int, via: AnswerMethod, at: Double)
    /// The time limit passed without a right answer.
    case timeout
    /// The question was skipped.
    case skip
    /// Move on from the reveal to the next question (or the results).
    case next
}

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

/// Why the session ignored an event (the game goes on as if it never came).
public enum IgnoredReason: String, Hashable, Sendable {
    /// The event does not apply in the current phase (an answer during the reveal, a second `next`, …).
    case wrongPhase
    /// No player with that id.
    case unknownPlayer
    /// The player already answered this question wrongly.
    case lockedOut
    /// Another player buzzed and is answering.
    case notYourTurn
    /// The option index is not one of the choices.
    case invalidOption
    /// The answer came after the time limit.
    case tooLate
    /// A person answered `.rival`, or the rival answered any other way.
    case wrongMethod
}

/// What an event did to the session; the driver (CLI, party, online) reacts to it.
public enum SessionChange: Hashable, Sendable {
    /// Nothing changed.
    case ignored(IgnoredReason)
    /// Answers are now accepted; timing starts.
    case introStarted
    /// A player buzzed (party mode) and alone may answer now.
    case buzzed(player: Int)
    /// A wrong answer locked the player out; the question goes on for the others.
    case lockedOut(AnswerResult)
    /// The question is over: stop the audio and show the outcome.
    case revealed(QuestionOutcome)
    /// The next question is ready: play its clip.
    case nextQuestion(Question)
    /// The game is over: show the results.
    case finished
}
