// AnswerMatching — Foundation only, pure logic.

/// A spoken or typed command that is not an answer.
public enum VoiceCommand: String, Sendable, CaseIterable {
    /// Play the intro again ("repeat", "again", "play it again").
    case repeatIntro
    /// Skip this question ("skip").
    case skip
    /// Give up on this question ("pass", "i don't know").
    case pass
    /// Go on to the next question ("next").
    case next
    /// Pause the game ("pause", "wait").
    case pause
    /// Resume a paused game ("resume", "continue").
    case resume
    /// End the game ("stop", "quit").
    case stop
}

/// What a player's words mean before any title matching.
public enum AnswerIntent: Equatable, Sendable {
    /// An option named by number, letter or ordinal; 0-based.
    case option(Int)
    /// A command.
    case command(VoiceCommand)
    /// Anything else: the words, with wrappers such as "it's" or "i think it's" stripped.
    case text([String])
}
