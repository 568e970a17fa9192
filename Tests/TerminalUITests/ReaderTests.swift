import Glibc
import Testing

@testable import TerminalUI

/// The background readers, fed through a pipe instead of a terminal. Serialized: SIGWINCH is process-wide.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ReaderTests {
    /// Writes `bytes` to the pipe's write end.
    func send(_ bytes: [UInt8], to fd: Int32) {
        var bytes = bytes
        #expect(throws: Never.self) { try Platform.writeAll(&bytes, to: fd) }
    }

    @Test func eventReaderDecodesKeysEscapeResizeAndEnd() async throws {
        let ends = try Platform.makePipe()
        defer { _ = close(ends.read) }
        let reader = try TerminalEventReader(
            input: ends.read, escapeTimeout: .milliseconds(30), size: { TerminalSize(columns: 33, rows: 11) })
        var iterator = reader.events.makeAsyncIterator()
        send(Array("1\u{1B}[A".utf8), to: ends.write)
        #expect(await iterator.next() == .key(.character("1")))
        #expect(await iterator.next() == .key(.up))
        send([0x1B], to: ends.write)
        #expect(await iterator.next() == .key(.escape))
        kill(getpid(), SIGWINCH)
        #expect(await iterator.next() == .resize(TerminalSize(columns: 33, rows: 11)))
        send([0x03], to: ends.write)
        #expect(await iterator.next() == .key(.control("c")))
        _ = close(ends.write)
        #expect(await iterator.next() == .endOfInput)
        #expect(await iterator.next() == nil)
    }

    @Test func eventReaderCancels() async throws {
        let ends = try Platform.makePipe()
        defer {
            _ = close(ends.read)
            _ = close(ends.write)
        }
        let reader = try TerminalEventReader(input: ends.read)
        reader.cancel()
        var count = 0
        for await _ in reader.events { count += 1 }
        #expect(count == 0)
    }

    @Test func lineReaderSplitsLines() async throws {
        let ends = try Platform.makePipe()
        defer { _ = close(ends.read) }
        let reader = try LineReader(input: ends.read)
        send(Array("2\r\nhello wor".utf8), to: ends.write)
        send(Array("ld\nQ".utf8), to: ends.write)
        _ = close(ends.write)
        var lines: [String] = []
        for await line in reader.lines { lines.append(line) }
        #expect(lines == ["2", "hello world", "Q"])
    }
}
