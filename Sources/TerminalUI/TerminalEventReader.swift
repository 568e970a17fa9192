// TerminalUI — Foundation/Glibc only.
import Foundation
import Glibc

/// Reads keys (and resizes) on a background thread and hands them out as an `AsyncStream`.
///
/// The thread waits with `poll()` on the input and on a wake-up pipe; the SIGWINCH handler and ``cancel()`` write
/// to that pipe. A lone ESC becomes ``Key/escape`` after `escapeTimeout` without further bytes. Cancelling (or
/// ending the consuming task, or `deinit`) stops the thread and finishes the stream. Only one reader may watch
/// SIGWINCH at a time; a second one still reads keys but gets no resize events.
///
/// `Sendable`: all mutable state lives in ``WakePipe``, guarded by its lock; the thread owns the decoder.
public final class TerminalEventReader: Sendable {
    /// The events, in order. Iterate it once.
    public let events: AsyncStream<TerminalEvent>
    private let pipe: WakePipe

    /// Starts reading `input`.
    /// - Parameters:
    ///   - escapeTimeout: how long a lone ESC waits for the rest of a sequence.
    ///   - size: asked for the new size after SIGWINCH (default: ``Platform/terminalSize(of:)`` of stdout).
    public init(
        input: Int32 = Platform.standardInput, escapeTimeout: Duration = .milliseconds(50),
        size: @escaping @Sendable () -> TerminalSize = { Platform.terminalSize() }
    ) throws(TerminalError) {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
        let pipe = try WakePipe()
        self.events = events
        self.pipe = pipe
        let watchesResize = ResizeSignal.start(wakeFD: pipe.writeEnd)
        let milliseconds =
            escapeTimeout.components.seconds * 1000
            + escapeTimeout.components.attoseconds / 1_000_000_000_000_000
        let loop = ReadLoop(
            input: input, wake: pipe.readEnd, escapeTimeoutMilliseconds: Int32(max(1, milliseconds)), size: size,
            continuation: continuation)
        let thread = Thread {
            loop.run()
            if watchesResize { ResizeSignal.stop() }
            pipe.close()
            continuation.finish()
        }
        thread.name = "TerminalEventReader"
        continuation.onTermination = { _ in pipe.send(ReadLoop.stopByte) }
        thread.start()
    }

    deinit {
        cancel()
    }

    /// Stops the reader thread; the stream finishes. Idempotent.
    public func cancel() {
        pipe.send(ReadLoop.stopByte)
    }
}

/// The reader thread's loop; owns the decoder.
private struct ReadLoop: @unchecked Sendable {
    static let stopByte: UInt8 = 0x51  // "Q"
    static let resizeByte: UInt8 = 0x57  // "W"

    let input: Int32
    let wake: Int32
    let escapeTimeoutMilliseconds: Int32
    let size: @Sendable () -> TerminalSize
    let continuation: AsyncStream<TerminalEvent>.Continuation

    func run() {
        var decoder = KeyDecoder()
        while true {
            let timeout = decoder.hasPending ? escapeTimeoutMilliseconds : -1
            guard let ready = try? Platform.waitReadable([input, wake], timeoutMilliseconds: timeout) else { return }
            if ready.isEmpty, decoder.hasPending {
                decoder.flush().forEach { continuation.yield(.key($0)) }
            }
            if ready.contains(wake) {
                let bytes = (try? Platform.readAvailable(wake)) ?? nil
                if bytes?.contains(Self.stopByte) == true { return }
                if bytes?.contains(Self.resizeByte) == true { continuation.yield(.resize(size())) }
            }
            if ready.contains(input) {
                var bytes: [UInt8] = []
                do {
                    guard let available = try Platform.readAvailable(input) else { continue }
                    bytes = available
                } catch {
                    // A read error (EIO after a hang-up) ends input like end-of-file does, rather than spinning.
                }
                if bytes.isEmpty {
                    decoder.flush().forEach { continuation.yield(.key($0)) }
                    continuation.yield(.endOfInput)
                    return
                }
                decoder.feed(bytes).forEach { continuation.yield(.key($0)) }
            }
        }
    }
}
