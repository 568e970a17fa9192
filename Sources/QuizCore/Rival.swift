/// How strong the CPU rival plays.
public enum RivalLevel: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case easy, normal, hard, expert

    /// Probability of picking the right option.
    public var accuracy: Double {
        switch self {
        case .easy: 0.45
        case .normal: 0.65
        case .hard: 0.80
        case .expert: 0.95
        }
    }

    /// Range of the rival's reaction time, in seconds from the moment the intro became audible.
    public var reactionSeconds: ClosedRange<Double> {
        switch self {
        case .easy: 4.0...9.0
        case .normal: 3.0...6.5
        case .hard: 2.0...4.5
        case .expert: 1.0...2.5
        }
    }

    public var description: String { rawValue }
}

/// What the rival does on one question: which option it picks, and when.
public struct RivalMove: Hashable, Sendable {
    /// Index into the question's choices.
    public var option: Int
    /// Seconds after the intro became audible.
    public var delay: Double

    /// Creates a move.
    public init(option: Int, delay: Double) {
        self.option = option
        self.delay = delay
    }
}

/// The CPU rival: a pure function of (game seed, question number, level).
///
/// Its random stream is derived from the game seed and the question number, so a replay reproduces its
/// moves exactly, and nothing else in the game shifts whether or not a rival plays.
public struct Rival: Codable, Hashable, Sendable {
    /// Playing strength.
    public var level: RivalLevel

    /// Creates a rival of the given level.
    public init(level: RivalLevel) {
        self.level = level
    }

    /// The rival's move on `question` in the game with `seed`.
    ///
    /// Right with probability `level.accuracy`, otherwise a uniformly chosen wrong option. The delay is the
    /// mean of two uniform draws over `level.reactionSeconds` (a triangular distribution peaking mid-range).
    public func move(seed: UInt64, question: Question) -> RivalMove {
        var rng = SplitMix64.derived(seed: seed, purpose: .rival, index: question.number)
        let right = rng.unit() < level.accuracy
        var option = question.answerIndex
        if !right, question.choices.count > 1 {
            let wrong = rng.draw(below: question.choices.count - 1)
            option = wrong < question.answerIndex ? wrong : wrong + 1
        }
        let range = level.reactionSeconds
        let spread = (rng.unit() + rng.unit()) / 2
        return RivalMove(option: option, delay: range.lowerBound + spread * (range.upperBound - range.lowerBound))
    }
}
