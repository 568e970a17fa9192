// TerminalUI — Foundation/Glibc only.
import Foundation
import Glibc

/// Every libc call the terminal code makes, in one place.
///
/// Nothing here keeps state; ``RawTerminal`` and ``TerminalEventReader`` own what they set up.
public enum Platform {
    /// Standard input's descriptor (0).
    public static let standardInput: Int32 = 0
    /// Standard output's descriptor (1).
    public static let standardOutput: Int32 = 1
    /// Standard error's descriptor (2).
    public static let standardError: Int32 = 2

    /// Whether `fd` is a terminal (`isatty`).
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The window size the kernel reports for `fd` (`ioctl(TIOCGWINSZ)`), or `nil` if it is not a terminal.
    public static func measuredSize(of fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The size to lay out for: `COLUMNS`/`LINES` from this process's environment first, then the measured
    /// size of `fd`, then 80×24.
    public static func terminalSize(of fd: Int32 = standardOutput) -> TerminalSize {
        TerminalSize.resolve(environment: ProcessInfo.processInfo.environment, measured: measuredSize(of: fd))
    }

    /// This process's environment (for ``Theme/resolve(name:environment:)`` and friends).
    public static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Writes every byte of `string` to `fd` with as few `write` calls as the kernel allows.
    public static func write(_ string: String, to fd: Int32 = standardOutput) throws(TerminalError) {
        var bytes = Array(string.utf8)
        try writeAll(&bytes, to: fd)
    }

    /// Writes all of `bytes`, retrying after `EINTR` and partial writes.
    static func writeAll(_ bytes: inout [UInt8], to fd: Int32) throws(TerminalError) {
        var offset = 0
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .systemCall("write", errno: failure) }
    }

    // MARK: - termios

    /// The current terminal attributes of `fd` (`tcgetattr`).
    static func attributes(of fd: Int32) throws(TerminalError) -> termios {
        var attributes = termios()
        guard tcgetattr(fd, &attributes) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        return attributes
    }

    /// Sets the terminal attributes of `fd` (`tcsetattr`), after pending output is written.
    static func setAttributes(_ attributes: termios, of fd: Int32) throws(TerminalError) {
        var attributes = attributes
        guard tcsetattr(fd, TCSADRAIN, &attributes) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
    }

    /// `attributes` changed for raw key input: no line buffering, no echo, no signals from keys (Ctrl-C
    /// arrives as byte 3), no flow control, no CR→NL translation. Output processing stays on.
    static func rawAttributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    // MARK: - Descriptors

    /// A pipe whose ends do not block and close on exec: (read end, write end).
    static func makePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Waits until one of `fds` is readable or `timeoutMilliseconds` pass (-1 = forever).
    ///
    /// Returns which descriptors are readable (or hung up, failed or closed); empty on timeout or interruption.
    static func waitReadable(_ fds: [Int32], timeoutMilliseconds: Int32) throws(TerminalError) -> [Int32] {
        var polls = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = poll(&polls, nfds_t(polls.count), timeoutMilliseconds)
        if count < 0 {
            if errno == EINTR { return [] }
            throw .systemCall("poll", errno: errno)
        }
        return polls.filter { $0.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 }.map(\.fd)
    }

    /// Reads what is available from `fd` (at most `limit` bytes): `[]` at end of input, `nil` if it would block
    /// or was interrupted.
    static func readAvailable(_ fd: Int32, limit: Int = 256) throws(TerminalError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = read(fd, &buffer, limit)
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
            throw .systemCall("read", errno: errno)
        }
        return Array(buffer.prefix(count))
    }
}
