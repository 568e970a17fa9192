// TerminalUI — Foundation/Glibc only.

/// How an answer was given.
public enum AnswerMethod: String, Sendable, Equatable {
    case voice, keys
}

/// What happened on a question, shown after it ends.
public struct RevealInfo: Sendable, Equatable {
    /// Index into the choices of the right answer.
    public var correctIndex: Int
    /// Index the player picked, `nil` if they did not answer.
    public var chosenIndex: Int?
    public var title: String
    public var artist: String
    /// How the player answered, `nil` if they did not.
    public var method: AnswerMethod?
    /// Seconds from the music becoming audible to the answer.
    public var seconds: Double?
    /// Points the player won on this question.
    public var points: Int
    /// An extra line, e.g. "Rival answered first (2.1 s)"; optional.
    public var note: String?

    public init(
        correctIndex: Int, chosenIndex: Int?, title: String, artist: String, method: AnswerMethod?,
        seconds: Double?, points: Int, note: String? = nil
    ) {
        self.correctIndex = correctIndex
        self.chosenIndex = chosenIndex
        self.title = title
        self.artist = artist
        self.method = method
        self.seconds = seconds
        self.points = points
        self.note = note
    }

    /// Whether the player picked the right answer.
    public var isCorrect: Bool { chosenIndex == correctIndex }
}
