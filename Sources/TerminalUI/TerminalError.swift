// TerminalUI — Foundation/Glibc only.
import Glibc

/// A terminal operation that failed.
public enum TerminalError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Raw mode needs a terminal, and this descriptor is a file or a pipe.
    case notATerminal(fd: Int32)
    /// A C call failed; `errno` is its error number.
    case systemCall(String, errno: Int32)
    /// Raw mode was entered twice; only one ``RawTerminal`` may own the terminal at a time.
    case alreadyActive

    public var description: String {
        switch self {
        case .notATerminal(let fd):
            return "file descriptor \(fd) is not a terminal; run in a terminal, or use line mode"
        case .systemCall(let name, let errno):
            return "\(name) failed: \(String(cString: strerror(errno))) (errno \(errno))"
        case .alreadyActive:
            return "the terminal is already in raw mode (one RawTerminal at a time)"
        }
    }
}
