// TerminalUI — Foundation/Glibc only.
import Glibc

/// Turns SIGWINCH into a byte on a pipe, so a thread waiting in `poll()` wakes up.
///
/// Invariant: `wakeFD` is set before the handler is installed and cleared after it is removed, by the one
/// ``TerminalEventReader`` that won ``start(wakeFD:)``; the handler only reads it and calls `write`.
enum ResizeSignal {
    nonisolated(unsafe) static var wakeFD: Int32 = -1
    nonisolated(unsafe) static var previous = sigaction()

    /// Installs the handler writing to `wakeFD`; `false` if another reader already has it.
    static func start(wakeFD: Int32) -> Bool {
        guard self.wakeFD < 0 else { return false }
        self.wakeFD = wakeFD
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleResize
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, &previous)
        return true
    }

    /// Puts the previous SIGWINCH action back.
    static func stop() {
        sigaction(SIGWINCH, &previous, nil)
        wakeFD = -1
    }
}

private func handleResize(_ signal: Int32) {
    var byte: UInt8 = 0x57  // ReadLoop.resizeByte
    let fd = ResizeSignal.wakeFD
    if fd >= 0 { _ = write(fd, &byte, 1) }
}
