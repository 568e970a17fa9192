// TerminalUI — Foundation/Glibc only.

/// Something the terminal reports to the app.
public enum TerminalEvent: Sendable, Equatable {
    case key(Key)
    /// The window changed size (SIGWINCH); redraw for the new size.
    case resize(TerminalSize)
    /// Standard input was closed (the stream finishes after this).
    case endOfInput
}
