// TerminalUI — Foundation/Glibc only.
import Glibc

/// Puts the terminal back from signal handlers and `atexit`, where no Swift object can be reached.
///
/// Invariant (why the `nonisolated(unsafe)` state is safe): every field is written only by ``arm(input:output:saved:)``
/// and ``disarm()``, which ``RawTerminal`` calls from the one thread that owns it, while `armed` is `false` or before
/// the handlers are installed; the handlers only read fields and clear `armed`. Only one ``RawTerminal`` may exist at
/// a time (``TerminalError/alreadyActive``). The handlers use only async-signal-safe calls (`tcsetattr`, `write`,
/// `sigaction`, `raise`, and ``ErrorCapture``'s `dup2`, `close`, `lseek`, `read`) on memory allocated before they
/// were installed.
enum TerminalRestorer {
    /// Signals that end the process: restore, then re-raise with the default action.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGTRAP]
    /// Faults: restore, then put back the previous handler (the Swift runtime's backtracer, or the default) and
    /// return, so the faulting instruction runs again and reports as it would have.
    static let faultSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE]
    /// Written to the terminal on restore: reset attributes, show the cursor.
    static let resetSequence: StaticString = "\u{1B}[0m\u{1B}[?25h"
    /// Written after ``resetSequence`` when the alternate screen was entered: leave it.
    static let leaveAlternateSequence: StaticString = "\u{1B}[?1049l"

    nonisolated(unsafe) static var armed = false
    nonisolated(unsafe) static var input: Int32 = -1
    nonisolated(unsafe) static var output: Int32 = -1
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var leavesAlternateScreen = true
    /// Per signal number: the action in force before ``arm(input:output:saved:)``.
    nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    /// Per signal number: the action to put back from the handler (default, or the previous handler for faults).
    nonisolated(unsafe) static var after = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    nonisolated(unsafe) static var registeredAtExit = false

    /// Remembers how to restore the terminal and installs the handlers (and, once per process, an `atexit` hook).
    static func arm(input: Int32, output: Int32, saved: termios, leavesAlternateScreen: Bool) {
        precondition(!armed, "TerminalRestorer armed twice")
        self.input = input
        self.output = output
        self.saved = saved
        self.leavesAlternateScreen = leavesAlternateScreen
        if !registeredAtExit {
            registeredAtExit = true
            atexit { TerminalRestorer.restoreNow() }
        }
        armed = true
        for signal in terminatingSignals + faultSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handleFatalSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
            var fallback = sigaction()
            fallback.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&fallback.sa_mask)
            let previousHandler = previous[Int(signal)].__sigaction_handler.sa_handler
            let ignored = previousHandler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false  // SIG_IGN
            let keepsPrevious = faultSignals.contains(signal) && !ignored
            after[Int(signal)] = keepsPrevious ? previous[Int(signal)] : fallback
        }
    }

    /// Restores the terminal now and puts back the handlers that were there before. Returns the file holding
    /// what standard error received meanwhile (see ``ErrorCapture``; the caller reads and closes it), or -1.
    static func disarm() -> Int32 {
        let captured = restoreNow(keepingCapture: true)
        for signal in terminatingSignals + faultSignals {
            sigaction(signal, previous + Int(signal), nil)
        }
        return captured
    }

    /// Restores the saved attributes and writes the reset (and leave-alternate-screen) sequences, once, then points
    /// a captured standard error back at the terminal (``ErrorCapture``). What it caught is written there as it was,
    /// or with `keepingCapture` returned instead (else -1). Safe to call from a signal handler.
    @discardableResult
    static func restoreNow(keepingCapture: Bool = false) -> Int32 {
        guard armed else { return -1 }
        armed = false
        _ = tcsetattr(input, TCSANOW, &saved)
        _ = write(output, resetSequence.utf8Start, resetSequence.utf8CodeUnitCount)
        if leavesAlternateScreen {
            _ = write(output, leaveAlternateSequence.utf8Start, leaveAlternateSequence.utf8CodeUnitCount)
        }
        let errors = ErrorCapture.target
        let captured = ErrorCapture.stop()
        if keepingCapture { return captured }
        ErrorCapture.copy(from: captured, to: errors)
        return -1
    }
}

/// The handler for ``TerminalRestorer/terminatingSignals`` and ``TerminalRestorer/faultSignals``.
private func handleFatalSignal(_ signal: Int32) {
    TerminalRestorer.restoreNow()
    sigaction(signal, TerminalRestorer.after + Int(signal), nil)
    let isFault = signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE
    if !isFault {
        // Blocked while this handler runs; delivered with the default action as soon as it returns.
        raise(signal)
    }
}
