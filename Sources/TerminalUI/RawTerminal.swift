// TerminalUI — Foundation/Glibc only.
import Glibc

/// Owns the terminal in raw mode for as long as it lives, and always gives it back.
///
/// Creating one saves the terminal attributes, switches to raw input (no echo, no line buffering, Ctrl-C arrives
/// as the key ``Key/control(_:)`` `"c"` instead of `SIGINT`), and by default enters the alternate screen and hides
/// the cursor. On the alternate screen, what the process writes to standard error while it lasts (when that is a
/// terminal) is held back and written after the screen is restored, repeated lines once (``ErrorCapture``). The terminal is restored (attributes, cursor, main screen) by ``restore()``, by `deinit`, at `exit()`,
/// and from handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGTRAP (which then re-raise with the default
/// action) and SIGSEGV, SIGBUS, SIGILL, SIGFPE (which hand over to the previous handler). Only one may exist at a
/// time. Not `Sendable`: keep it where it was created (typically `main`) and use ``withRawTerminal(input:output:alternateScreen:_:)``
/// or `defer { terminal.restore() }`.
public final class RawTerminal {
    /// The descriptor keys are read from (its attributes are changed).
    public let input: Int32
    /// The descriptor frames are written to.
    public let output: Int32
    private let original: termios
    private var isRestored = false

    /// Enters raw mode.
    /// - Throws: ``TerminalError/notATerminal(fd:)`` when `input` or `output` is not a terminal (use line mode),
    ///   ``TerminalError/alreadyActive``, or a failing system call.
    public init(
        input: Int32 = Platform.standardInput, output: Int32 = Platform.standardOutput, alternateScreen: Bool = true,
        errors: Int32 = Platform.standardError
    ) throws(TerminalError) {
        guard Platform.isTerminal(input) else { throw .notATerminal(fd: input) }
        guard Platform.isTerminal(output) else { throw .notATerminal(fd: output) }
        guard !TerminalRestorer.armed else { throw .alreadyActive }
        self.input = input
        self.output = output
        self.original = try Platform.attributes(of: input)
        TerminalRestorer.arm(
            input: input, output: output, saved: original, leavesAlternateScreen: alternateScreen)
        do {
            try Platform.setAttributes(Platform.rawAttributes(from: original), of: input)
            let enter = alternateScreen ? "\u{1B}[?1049h\u{1B}[H\u{1B}[2J" : ""
            try Platform.write(enter + "\u{1B}[?25l", to: output)
            if alternateScreen, Platform.isTerminal(errors) { _ = ErrorCapture.start(errors) }
        } catch {
            restore()
            throw error
        }
    }

    deinit {
        restore()
    }

    /// The current size to lay out for (`COLUMNS`/`LINES`, then `ioctl`).
    public var size: TerminalSize {
        Platform.terminalSize(of: output)
    }

    /// Writes `text` (usually a whole frame from ``Screen``) in one go.
    public func write(_ text: String) throws(TerminalError) {
        try Platform.write(text, to: output)
    }

    /// Gives the terminal back: original attributes, cursor shown, main screen, old signal handlers. Idempotent.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        let errors = ErrorCapture.target
        let captured = TerminalRestorer.disarm()
        if captured >= 0 { try? Platform.write(ErrorCapture.summary(of: ErrorCapture.contents(of: captured)), to: errors) }
    }
}

/// Runs `body` with the terminal in raw mode and restores it afterwards, whether `body` returns or throws.
public func withRawTerminal<Result>(
    input: Int32 = Platform.standardInput, output: Int32 = Platform.standardOutput, alternateScreen: Bool = true,
    isolation: isolated (any Actor)? = #isolation, _ body: (RawTerminal) async throws -> Result
) async throws -> Result {
    let terminal = try RawTerminal(input: input, output: output, alternateScreen: alternateScreen)
    defer { terminal.restore() }
    return try await body(terminal)
}
