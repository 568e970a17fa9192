// TerminalUI — Foundation/Glibc only.
import Glibc

/// Holds what the process writes to standard error while a full-screen frame is up, and gives it back after.
///
/// Libraries write warnings straight to descriptor 2 (libspeexdsp's "The echo canceller started acting funny and
/// got slapped (reset)" when its filter diverges, ALSA, libmpg123). On the alternate screen such a line lands in
/// the middle of the frame and stays there until the next redraw. ``RawTerminal`` points descriptor 2 at an
/// unlinked temporary file while it owns the screen and, once the terminal is back, writes what was caught there
/// to the real standard error: each distinct line once, with a count when it repeated (``summary(of:)``).
///
/// Same invariant as ``TerminalRestorer`` (whose restore calls ``stop()`` and ``copy(from:to:)`` from signal
/// handlers): the state is written only by the thread that owns the ``RawTerminal``, before the handlers are
/// installed or after they are removed, and the signal-time functions use only `dup2`, `close`, `lseek`, `read` and
/// `write` on a buffer allocated up front.
enum ErrorCapture {
    /// The descriptor being captured (-1: none).
    nonisolated(unsafe) static var target: Int32 = -1
    /// A duplicate of what `target` pointed at before.
    nonisolated(unsafe) static var saved: Int32 = -1
    /// The unlinked file that receives `target`'s writes.
    nonisolated(unsafe) static var file: Int32 = -1
    /// Copy buffer for ``copy(from:to:)``, allocated before any handler can need it.
    nonisolated(unsafe) static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    static let bufferSize = 4096
    /// At most this much of the capture is read back for ``summary(of:)``; the rest is left out (a game that
    /// ran for hours with a warning a second is still told in a few lines).
    static let replayLimit = 1 << 20

    /// Points `fd` at a new unlinked file in the temporary directory. Returns false, and changes nothing, when that
    /// is not possible (the warnings then go where they went before).
    static func start(_ fd: Int32) -> Bool {
        guard target < 0 else { return false }
        let directory = Platform.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array("\(directory)/introquiz-errors.XXXXXX".utf8CString)
        let capture = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard capture >= 0 else { return false }
        _ = fcntl(capture, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let copy = dup(fd)
        guard copy >= 0, dup2(capture, fd) >= 0 else {
            if copy >= 0 { close(copy) }
            close(capture)
            return false
        }
        target = fd
        saved = copy
        file = capture
        return true
    }

    /// Points the captured descriptor back where it was. Returns the capture file rewound to its start (the
    /// caller reads and closes it), or -1 when nothing was captured. Async-signal-safe.
    static func stop() -> Int32 {
        guard target >= 0 else { return -1 }
        _ = dup2(saved, target)
        close(saved)
        let capture = file
        target = -1
        saved = -1
        file = -1
        _ = lseek(capture, 0, SEEK_SET)
        return capture
    }

    /// Copies all of `capture` to `fd` as it is and closes `capture`. Async-signal-safe: the path taken when
    /// the process is ending on a signal, where no summary can be built.
    static func copy(from capture: Int32, to fd: Int32) {
        guard capture >= 0 else { return }
        while true {
            let count = read(capture, buffer, bufferSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset < count {
                let written = write(fd, buffer + offset, count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
            if offset < count { break }
        }
        close(capture)
    }

    /// Reads up to ``replayLimit`` bytes of `capture` and closes it.
    static func contents(of capture: Int32) -> String {
        guard capture >= 0 else { return "" }
        defer { close(capture) }
        var bytes: [UInt8] = []
        while bytes.count < replayLimit {
            let count = read(capture, buffer, min(bufferSize, replayLimit - bytes.count))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What was captured, for people: each distinct non-empty line once, in the order first written, followed by
    /// " (×N)" when it was written N > 1 times; every line ends in a newline. Empty when nothing was written.
    static func summary(of text: String) -> String {
        var order: [Substring] = []
        var counts: [Substring: Int] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let trimmed = line.drop { $0 == "\r" }
            guard !trimmed.allSatisfy(\.isWhitespace) else { continue }
            if counts[trimmed] == nil { order.append(trimmed) }
            counts[trimmed, default: 0] += 1
        }
        return order.map { line in
            let count = counts[line]!
            return count > 1 ? "\(line) (×\(count))\n" : "\(line)\n"
        }.joined()
    }
}
