// TerminalUI — Foundation/Glibc only.
import Foundation
import Glibc

/// Reads lines from a descriptor (stdin by default) on a background thread, as an `AsyncStream<String>`.
///
/// Lines come without their newline (a trailing CR is dropped too); the stream finishes at end of input or after
/// ``cancel()``. Bytes are decoded as UTF-8, invalid ones replaced.
public final class LineReader: Sendable {
    public let lines: AsyncStream<String>
    private let reader: WakePipe

    public init(input: Int32 = Platform.standardInput) throws(TerminalError) {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        let pipe = try WakePipe()
        self.lines = lines
        self.reader = pipe
        let thread = Thread {
            var buffer: [UInt8] = []
            reading: while true {
                guard let ready = try? Platform.waitReadable([input, pipe.readEnd], timeoutMilliseconds: -1) else {
                    break
                }
                if ready.contains(pipe.readEnd) { break }
                var bytes: [UInt8] = []
                do {
                    guard let available = try Platform.readAvailable(input, limit: 4096) else { continue }
                    bytes = available
                } catch {
                    // A read error (EIO after a hang-up) ends input like end-of-file does, rather than spinning.
                }
                if bytes.isEmpty { break reading }
                buffer += bytes
                while let newline = buffer.firstIndex(of: 0x0A) {
                    continuation.yield(Self.decode(buffer[..<newline]))
                    buffer.removeSubrange(...newline)
                }
            }
            if !buffer.isEmpty { continuation.yield(Self.decode(buffer[...])) }
            pipe.close()
            continuation.finish()
        }
        thread.name = "LineReader"
        continuation.onTermination = { _ in pipe.wake() }
        thread.start()
    }

    deinit {
        cancel()
    }

    /// Stops reading; the stream finishes. Idempotent.
    public func cancel() {
        reader.wake()
    }

    /// UTF-8 text of one line without a trailing CR.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.last == 0x0D ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }
}
