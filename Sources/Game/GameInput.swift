public import AnswerMatching

/// Everything that can happen to a running game, stamped with the game-clock time it happened.
///
/// Keyboard, recogniser and ticker each produce these into one stream; the driver consumes them in order, so
/// the first valid answer wins and later ones are ignored.
public struct GameInput: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A choice picked by its number key (0-based option).
        case key(option: Int)
        /// Arrow keys: move the highlight by `delta`.
        case moveSelection(delta: Int)
        /// Return/Space: pick the highlighted choice, or go on from a reveal.
        case confirm
        /// A line typed in line mode (a number or a title).
        case typed(String)
        /// The recogniser's decision for one utterance.
        case voice(VoiceResult)
        /// Microphone level 0…1 (for the meter).
        case micLevel(Double)
        /// Words heard so far in the current utterance.
        case heard(String)
        /// A game command from the keyboard or the voice.
        case command(VoiceCommand)
        /// Leave the game now (Esc, q, Ctrl-C); it stays saved and can be resumed.
        case quit
        /// Time passes (drives timeouts, the rival and the countdown bar).
        case tick
        /// The terminal changed size.
        case resize
    }

    public var kind: Kind
    /// Game-clock seconds.
    public var at: Double

    public init(_ kind: Kind, at: Double) {
        self.kind = kind
        self.at = at
    }
}
