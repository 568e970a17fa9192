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

    /// The game-clock time the event carries, if any.
    public var time: Double? {
        switch self {
        case .introAudible(let at), .buzz(_, let at), .answer(_, _, _, let at): at
        case .timeout, .skip, .next: nil
        }
    }
}
