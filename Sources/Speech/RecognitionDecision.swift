public import AnswerMatching

/// The recogniser's verdict on one utterance.
public struct RecognitionDecision: Sendable, Equatable {
    /// Why the decision came out as it did.
    public enum Reason: String, Sendable, Equatable {
        /// An option was recognised with enough confidence.
        case answered
        /// A voice command was recognised.
        case command
        /// The garbage path won: speech that is no option, noise or music.
        case notAnAnswer
        /// Two options (or an option and garbage) scored nearly the same.
        case ambiguous
        /// The best phrase was an option but its confidence was below the threshold.
        case lowConfidence
        /// The utterance held no words.
        case nothingHeard
    }

    /// The chosen option (0-based), or nil for no answer.
    public var option: Int?
    /// A recognised command, or nil.
    public var command: VoiceCommand?
    /// The words heard (best hypothesis, for the screen and logs).
    public var heard: String
    /// 0…1: how sure the recogniser is of `option`/`command` (0 when rejected by the garbage path).
    public var confidence: Double
    public var reason: Reason
    /// Diagnostics: per-frame score of the best path minus the free phone loop's (nil when not run).
    public var phoneLoopMargin: Double?
    /// Diagnostics: per-frame score of the best path minus the best rival's (another option for an
    /// answer, a path that is no command for a command; nil when not rescored).
    public var optionMargin: Double?
    /// Diagnostics: decibels of the utterance the echo canceller removed (nil when nothing played).
    public var echoRemovedDB: Double?
    /// The most the microphone rose over the intro's echo during the utterance (`EchoRatioMeter`), dB; nil when
    /// nothing played or there was not yet enough of the intro alone to compare with.
    public var echoRiseDB: Double?

    public init(
        option: Int?, command: VoiceCommand?, heard: String, confidence: Double, reason: Reason,
        phoneLoopMargin: Double? = nil, optionMargin: Double? = nil
    ) {
        self.option = option
        self.command = command
        self.heard = heard
        self.confidence = confidence
        self.reason = reason
        self.phoneLoopMargin = phoneLoopMargin
        self.optionMargin = optionMargin
    }

    /// True when this decision answers the question (an option, not a command).
    public var isAnswer: Bool { option != nil }
}

/// What feeding audio to the recogniser produced.
public enum RecognizerEvent: Sendable, Equatable {
    /// The voice-activity detector heard speech start.
    case speechStarted
    /// A partial hypothesis while speech goes on (for the screen).
    case partial(String)
    /// Speech ended (or was cut at the maximum length) and was decided.
    case decision(RecognitionDecision)
}
