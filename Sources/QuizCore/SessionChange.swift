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
