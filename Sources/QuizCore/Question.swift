/// One question of a game: an intro to recognise and the options to pick from.
public struct Question: Codable, Hashable, Sendable {
    /// 1-based position in the game ("question 3 of 10").
    public var number: Int
    /// Index of the right answer in `choices`.
    public var answerIndex: Int
    /// The options, in display order; titles are distinct within a question.
    public var choices: [Track]
    /// Seconds into the answer track's audio where the clip starts (its `introStart`, plus any seeded jitter).
    public var clipOffset: Double

    /// Creates a question.
    public init(number: Int, answerIndex: Int, choices: [Track], clipOffset: Double) {
        self.number = number
        self.answerIndex = answerIndex
        self.choices = choices
        self.clipOffset = clipOffset
    }

    /// The track whose intro plays.
    public var answer: Track { choices[answerIndex] }

    /// Whether `option` (an index into `choices`) is the right answer.
    public func isCorrect(_ option: Int) -> Bool { option == answerIndex }
}
