public import Audio
public import Foundation
import Synchronization

/// A microphone that "hears" a prepared recording: on `start` it delivers it in 320-sample chunks from
/// a background thread (as fast as possible, or paced in real time), then silence is not sent.
public final class ScriptedMicrophone: SpeechInput {
    private let samples: [Int16]
    private let realTime: Bool
    private let running = Atomic<Bool>(false)
    private let levelBits = Atomic<UInt64>((-Double.infinity).bitPattern)
    private let finished = DispatchSemaphore(value: 0)
    /// Chunks delivered so far.
    public var deliveredChunks: Int { delivered.load(ordering: .relaxed) }
    private let delivered = Atomic<Int>(0)

    /// `samples` are 16 kHz mono; a last partial chunk is padded with zeros.
    public init(samples: [Int16], realTime: Bool = false) {
        self.samples = samples
        self.realTime = realTime
    }

    /// A scripted microphone playing a WAV file (any rate/channels; converted to 16 kHz mono).
    public convenience init(wav: URL, realTime: Bool = false) throws {
        try self.init(samples: Resampler.speechInput(WAVFile.read(from: wav)), realTime: realTime)
    }

    public func start(_ handler: @escaping @Sendable ([Int16]) -> Void) throws {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let thread = Thread { [self] in
            var index = 0
            while index < samples.count && running.load(ordering: .acquiring) {
                var chunk = Array(samples[index..<min(samples.count, index + 320)])
                chunk += [Int16](repeating: 0, count: 320 - chunk.count)
                levelBits.store(PCMBuffer.rmsDBFS(int16: chunk).bitPattern, ordering: .relaxed)
                handler(chunk)
                delivered.add(1, ordering: .relaxed)
                index += 320
                if realTime { Thread.sleep(forTimeInterval: 0.02) }
            }
            finished.signal()
        }
        thread.start()
    }

    /// Waits until the whole recording has been delivered (or `stop` was called).
    public func waitUntilDelivered() {
        finished.wait()
        finished.signal()
    }

    public func stop() {
        running.store(false, ordering: .releasing)
    }

    public var level: Double { Double(bitPattern: levelBits.load(ordering: .relaxed)) }
}

/// A player that makes no sound: it records what was asked of it. `audibleAt` is the instant `start()`
/// was called plus `latency`; it finishes after `duration` of wall time, or at `stop()`.
public final class SilentPlayback: IntroPlayback {
    public let duration: Duration
    public let latency: Duration
    private let state = Mutex<(started: ContinuousClock.Instant?, stopped: Bool, stops: Int)>((nil, false, 0))

    public init(duration: Duration, latency: Duration = .milliseconds(20)) {
        self.duration = duration
        self.latency = latency
    }

    public func start() throws {
        state.withLock { if $0.started == nil { $0.started = .now } }
    }

    public func stop() {
        state.withLock {
            $0.stopped = true
            $0.stops += 1
        }
    }

    /// How many times `stop()` was called.
    public var stopCount: Int { state.withLock { $0.stops } }

    public var audibleAt: ContinuousClock.Instant? {
        state.withLock { $0.started.map { $0 + latency } }
    }

    public var isFinished: Bool {
        state.withLock { s in
            s.stopped || s.started.map { ContinuousClock.now >= $0 + latency + duration } ?? false
        }
    }

    public func waitUntilFinished() async {
        while !isFinished { try? await Task.sleep(for: .milliseconds(2)) }
    }
}
