// TerminalUI — Foundation/Glibc only.
import Foundation
import Glibc

/// A self-pipe that wakes a reader thread waiting in `poll()`.
///
/// `@unchecked Sendable`: `isClosed` and the write end are only used under `lock`; the read end is used only by the
/// reader thread, which is also the one that closes both ends.
final class WakePipe: @unchecked Sendable {
    let readEnd: Int32
    let writeEnd: Int32
    private let lock = NSLock()
    private var isClosed = false

    init() throws(TerminalError) {
        (readEnd, writeEnd) = try Platform.makePipe()
    }

    /// Asks the reader thread to stop.
    func wake() {
        send(0x51)
    }

    /// Writes one byte, unless the reader has already closed the pipe.
    func send(_ byte: UInt8) {
        lock.withLock {
            guard !isClosed else { return }
            var byte = byte
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Closes both ends (called by the reader thread when it ends).
    func close() {
        lock.withLock {
            isClosed = true
            _ = Glibc.close(writeEnd)
            _ = Glibc.close(readEnd)
        }
    }
}
