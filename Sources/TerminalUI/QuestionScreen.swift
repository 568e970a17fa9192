// TerminalUI — Foundation/Glibc only.

/// Everything the question screen shows; the app fills it from the session on every redraw.
public struct QuestionScreen: Sendable, Equatable {
    public var sourceName: String
    /// 1-based.
    public var questionNumber: Int
    public var questionCount: Int
    public var score: Int
    /// e.g. "Rival (hard)"; `nil` = no rival.
    public var rivalName: String?
    public var rivalScore: Int?
    /// Fraction of answer time left, 0…1 (the bar).
    public var timeLeft: Double
    /// Seconds left, shown after the bar; optional.
    public var secondsLeft: Double?
    public var choices: [ChoiceItem]
    /// Index of the highlighted choice (arrow keys), if any.
    public var selectedIndex: Int?
    /// Microphone level 0…1; `nil` = voice off (no meter).
    public var micLevel: Double?
    /// What the recogniser heard so far ("heard: …"); `nil` or empty = nothing yet.
    public var heard: String?
    /// The hint/status line at the bottom.
    public var status: String
    /// Set once the question has ended.
    public var reveal: RevealInfo?

    public init(
        sourceName: String, questionNumber: Int, questionCount: Int, score: Int, rivalName: String? = nil,
        rivalScore: Int? = nil, timeLeft: Double, secondsLeft: Double? = nil, choices: [ChoiceItem],
        selectedIndex: Int? = nil, micLevel: Double? = nil, heard: String? = nil, status: String,
        reveal: RevealInfo? = nil
    ) {
        self.sourceName = sourceName
        self.questionNumber = questionNumber
        self.questionCount = questionCount
        self.score = score
        self.rivalName = rivalName
        self.rivalScore = rivalScore
        self.timeLeft = timeLeft
        self.secondsLeft = secondsLeft
        self.choices = choices
        self.selectedIndex = selectedIndex
        self.micLevel = micLevel
        self.heard = heard
        self.status = status
        self.reveal = reveal
    }
}

/// One choice as shown.
public struct ChoiceItem: Sendable, Equatable {
    public var text: String
    /// The recogniser cannot say this one: tagged "(keys only)".
    public var keysOnly: Bool

    public init(_ text: String, keysOnly: Bool = false) {
        self.text = text
        self.keysOnly = keysOnly
    }
}
