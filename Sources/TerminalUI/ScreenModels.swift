// TerminalUI — Foundation/Glibc only.

/// How an answer was given.
public enum AnswerMethod: String, Sendable, Equatable {
    case voice, keys
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

/// Everything the results screen shows.
public struct ResultsScreen: Sendable, Equatable {
    /// One question of the game.
    public struct Round: Sendable, Equatable {
        public var title: String
        public var artist: String
        public var correct: Bool
        public var method: AnswerMethod?
        public var seconds: Double?
        public var points: Int
        public var rivalPoints: Int?

        public init(
            title: String, artist: String, correct: Bool, method: AnswerMethod?, seconds: Double?, points: Int,
            rivalPoints: Int? = nil
        ) {
            self.title = title
            self.artist = artist
            self.correct = correct
            self.method = method
            self.seconds = seconds
            self.points = points
            self.rivalPoints = rivalPoints
        }
    }

    public var sourceName: String
    public var rounds: [Round]
    public var total: Int
    public var rivalName: String?
    public var rivalTotal: Int?
    /// Leaderboard place (1-based) and how many entries; `nil` = not shown.
    public var placing: Int?
    public var placingOutOf: Int?
    public var status: String

    public init(
        sourceName: String, rounds: [Round], total: Int, rivalName: String? = nil, rivalTotal: Int? = nil,
        placing: Int? = nil, placingOutOf: Int? = nil, status: String
    ) {
        self.sourceName = sourceName
        self.rounds = rounds
        self.total = total
        self.rivalName = rivalName
        self.rivalTotal = rivalTotal
        self.placing = placing
        self.placingOutOf = placingOutOf
        self.status = status
    }
}
