// Game — drives one game: QuizCore's session fed by keys, voice, rival and timers. Devices come in through
// these protocols, so the driver runs the same with real audio or with test fakes.
public import AnswerMatching
public import QuizCore

/// Plays the intro of a question.
public protocol IntroAudio: Sendable {
    /// Starts the intro of `question` and returns the game-clock time at which it became audible.
    func start(_ question: Question, seconds: Double) async throws -> Double
    /// Stops the intro at once (with a short fade). Harmless when nothing plays.
    func stop() async
}

/// Listens for spoken answers to the current question.
public protocol VoiceInput: Sendable {
    /// Starts listening with a grammar for `question`'s choices; events go to `send` until `stopListening`.
    func listen(to question: Question, send: @escaping @Sendable (GameInput) -> Void) async throws
    /// Stops listening (before prompts are spoken and after the question ends).
    func stopListening() async
}

/// Speaks hands-free prompts; returns when the prompt has been spoken.
public protocol Announcer: Sendable {
    func say(_ text: String) async
}

/// Shows the game; called after every change the player should see.
public protocol GameView: Sendable {
    func render(_ state: GameViewState) async
}

/// What the recogniser decided for one utterance.
public struct VoiceResult: Sendable, Equatable {
    /// The option (0-based) it answered, if any.
    public var option: Int?
    /// A voice command, if that was what was said.
    public var command: VoiceCommand?
    /// The words heard (for the screen).
    public var heard: String
    /// 0…1.
    public var confidence: Double

    public init(option: Int?, command: VoiceCommand?, heard: String, confidence: Double) {
        self.option = option
        self.command = command
        self.heard = heard
        self.confidence = confidence
    }
}
