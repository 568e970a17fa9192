public import QuizCore

/// What the screen shows: the session plus what only the screen cares about.
public struct GameViewState: Sendable, Equatable {
    /// Kinds of status line.
    public enum StatusKind: Sendable, Equatable {
        /// A standing hint or notice ("type a number…", "voice off: …", "paused…").
        case hint
        /// A reply to what the player just typed or said ("… is not one of the choices"): line mode prints
        /// these as they come; hints it leaves to the question block.
        case reply
    }

    public var session: Session
    /// Game-clock now, for the countdown.
    public var now: Double
    /// The highlighted choice (arrow keys).
    public var selectedIndex: Int?
    /// Microphone level 0…1, or nil when voice is off.
    public var micLevel: Double?
    /// Words heard in the current utterance.
    public var heard: String?
    /// The bottom line: hints, "didn't catch that", errors that don't stop the game.
    public var status: String
    /// What kind of line `status` is.
    public var statusKind: StatusKind = .hint
    /// How the human's answer to the current question was given, for the reveal.
    public var voiceAvailable: Bool

    public init(
        session: Session, now: Double, selectedIndex: Int? = nil, micLevel: Double? = nil, heard: String? = nil,
        status: String = "", voiceAvailable: Bool
    ) {
        self.session = session
        self.now = now
        self.selectedIndex = selectedIndex
        self.micLevel = micLevel
        self.heard = heard
        self.status = status
        self.voiceAvailable = voiceAvailable
    }

    /// Fraction of answer time left (1 before the intro is audible, 0 after the limit).
    public var timeLeft: Double {
        guard let deadline = session.timeoutAt else { return 1 }
        let limit = session.settings.answerSeconds
        return max(0, min(1, (deadline - now) / limit))
    }

    /// Seconds left to answer, when the question is open.
    public var secondsLeft: Double? {
        session.timeoutAt.map { max(0, $0 - now) }
    }
}
