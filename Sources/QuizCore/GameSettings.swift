/// The rules of one game. Part of the game record: the same settings, seed and pool give the same questions.
public struct GameSettings: Codable, Hashable, Sendable {
    /// Questions per game (the CLI offers 5, 10 or 20). A pool with fewer distinct titles gives fewer rounds.
    public var rounds: Int
    /// Options per question, 2…6.
    public var choices: Int
    /// How long the intro clip plays, in seconds.
    public var introSeconds: Double
    /// The time limit, in seconds from the moment the intro became audible; later answers don't count.
    ///
    /// Scoring decays from full points (under half a second) to half points at this limit. Defaults to
    /// `introSeconds + extraAnswerSeconds`: the intro, then a few seconds of silence to answer.
    public var answerSeconds: Double
    /// How far past the track's `introStart` a clip may begin, in seconds; 0 (the default) always plays the
    /// intro from its start. When positive, each question draws a seeded offset in `0..<clipJitterSeconds`.
    public var clipJitterSeconds: Double
    /// The CPU rival, if any.
    public var rival: RivalLevel?

    /// Seconds to answer after the intro ends, when `answerSeconds` is not given.
    public static let extraAnswerSeconds = 5.0
    /// Round counts the CLI offers.
    public static let suggestedRounds = [5, 10, 20]
    /// Allowed round counts.
    public static let roundsRange = 1...50
    /// Allowed option counts.
    public static let choicesRange = 2...6

    /// Creates settings; check them with `validate()` before building questions.
    ///
    /// `answerSeconds` nil means `introSeconds + extraAnswerSeconds` (15 s with the defaults).
    public init(
        rounds: Int = 10, choices: Int = 4, introSeconds: Double = 10, answerSeconds: Double? = nil,
        clipJitterSeconds: Double = 0, rival: RivalLevel? = nil
    ) {
        self.rounds = rounds
        self.choices = choices
        self.introSeconds = introSeconds
        self.answerSeconds = answerSeconds ?? introSeconds + Self.extraAnswerSeconds
        self.clipJitterSeconds = clipJitterSeconds
        self.rival = rival
    }

    /// Throws `SettingsError` naming the first value out of range.
    public func validate() throws(SettingsError) {
        guard Self.roundsRange.contains(rounds) else { throw .rounds(rounds) }
        guard Self.choicesRange.contains(choices) else { throw .choices(choices) }
        guard introSeconds.isFinite, introSeconds > 0, introSeconds <= 60 else { throw .introSeconds(introSeconds) }
        guard answerSeconds.isFinite, answerSeconds >= 1, answerSeconds <= 120 else {
            throw .answerSeconds(answerSeconds)
        }
        guard clipJitterSeconds.isFinite, clipJitterSeconds >= 0, clipJitterSeconds <= 30 else {
            throw .clipJitterSeconds(clipJitterSeconds)
        }
    }
}

/// A game setting out of range.
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    case rounds(Int)
    case choices(Int)
    case introSeconds(Double)
    case answerSeconds(Double)
    case clipJitterSeconds(Double)

    public var description: String {
        switch self {
        case .rounds(let value):
            "rounds must be between \(GameSettings.roundsRange.lowerBound) and \(GameSettings.roundsRange.upperBound)"
                + " (usually 5, 10 or 20), got \(value)"
        case .choices(let value):
            "choices must be between 2 and 6, got \(value)"
        case .introSeconds(let value):
            "the intro must last more than 0 and at most 60 seconds, got \(value)"
        case .answerSeconds(let value):
            "the answer time limit must be between 1 and 120 seconds, got \(value)"
        case .clipJitterSeconds(let value):
            "the clip jitter must be between 0 and 30 seconds, got \(value)"
        }
    }
}
