internal import CPortAudio
import Foundation
import Synchronization

/// Captures the microphone through PortAudio and delivers 16 kHz mono Int16 in 20 ms chunks.
///
/// The device runs at its own default rate; the real-time callback only copies samples into a
/// `SampleRing`. A consumer thread drains the ring every few milliseconds, mixes to mono, resamples to
/// 16 kHz with libsoxr and hands each full 320-sample chunk to the handler (on that thread).
///
/// Thread safety: `start`/`stop` may be called from any thread (the stream handle is behind a Mutex);
/// the callback shares only the ring, whose memory is freed in `deinit` after the stream is closed.
public final class Microphone: @unchecked Sendable {
    /// Samples per delivered chunk: 20 ms at 16 kHz.
    public static let chunkSize = 320
    /// Rate of delivered samples.
    public static let outputRate = Resampler.speechRate
    /// About how long before its delivery a chunk's first sample was captured (device buffering, the chunk
    /// itself, resampling): what places a chunk against what the speakers played.
    public static let captureDelay: Duration = .milliseconds(60)

    /// The device capturing.
    public let device: AudioDevice
    /// The rate the device runs at.
    public let deviceRate: Int
    /// Channels captured from the device (mixed to mono before resampling).
    public let deviceChannels: Int

    private let system: AudioSystem
    private let ring: UnsafeMutablePointer<SampleRing>
    private let stream: Mutex<UnsafeMutableRawPointer?>
    private let running = Atomic<Bool>(false)
    private let levelBits = Atomic<UInt64>((-Double.infinity).bitPattern)
    private let consumerDone = DispatchSemaphore(value: 0)
    private let consumerRunning = Atomic<Bool>(false)
    /// Ends the async stream handed out by `start()`, if any.
    private let finish = Mutex<(@Sendable () -> Void)?>(nil)

    /// Opens `device` (default: the system's default input) at its default rate. Nothing is captured
    /// until `start`. Throws `noInputDevice`, `deviceNotFound` or `audioSystem`.
    public init(device: AudioDevice? = nil, system: AudioSystem) throws {
        let device = try device ?? system.inputDevice()
        guard device.inputChannels > 0 else { throw AudioError.noInputDevice }
        let rate = Int(device.defaultSampleRate.rounded())
        var parameters = PaStreamParameters(
            device: PaDeviceIndex(device.index), channelCount: 1, sampleFormat: paFloat32,
            suggestedLatency: device.defaultLowInputLatency, hostApiSpecificStreamInfo: nil)
        if Pa_IsFormatSupported(&parameters, nil, Double(rate)) != paFormatIsSupported {
            parameters.channelCount = Int32(min(2, device.inputChannels))  // some hardware only does stereo
        }
        self.device = device
        self.system = system
        deviceRate = rate
        deviceChannels = Int(parameters.channelCount)
        let ring = UnsafeMutablePointer<SampleRing>.allocate(capacity: 1)
        ring.initialize(to: SampleRing(minimumCapacity: 2 * rate * deviceChannels, channels: deviceChannels))  // 2 s of slack
        self.ring = ring

        var pointer: UnsafeMutableRawPointer?
        let status = Pa_OpenStream(
            &pointer, &parameters, nil, Double(rate), UInt(paFramesPerBufferUnspecified), paClipOff,
            captureCallback, UnsafeMutableRawPointer(ring))
        if status != paNoError.rawValue {
            ring.deinitialize(count: 1)
            ring.deallocate()
            throw AudioError.audioSystem(
                operation: "open input \"\(device.name)\" at \(rate) Hz", message: AudioSystem.text(status))
        }
        stream = Mutex(pointer)
    }

    deinit {
        stop()
        stream.withLock { pointer in
            if let open = pointer { Pa_CloseStream(open) }
            pointer = nil
        }
        ring.deinitialize(count: 1)
        ring.deallocate()
    }

    // MARK: - Control

    /// Starts capturing; `handler` receives each 320-sample chunk on the consumer thread.
    /// Throws `audioSystem` if the stream cannot start, `invalidFormat` if it is already running.
    public func start(_ handler: @escaping @Sendable ([Int16]) -> Void) throws {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else {
            throw AudioError.invalidFormat("microphone \"\(device.name)\" is already capturing")
        }
        // Made here so a failure is thrown to the caller; from then on only the consumer thread uses it.
        nonisolated(unsafe) let resampler: StreamResampler
        do {
            resampler = try StreamResampler(from: deviceRate, to: Self.outputRate)
            try stream.withLock { pointer in
                guard let open = pointer else { throw AudioError.noInputDevice }
                try AudioSystem.check(Pa_StartStream(open), "start capture on \"\(device.name)\"")
            }
        } catch {
            running.store(false, ordering: .releasing)
            throw error
        }
        consumerRunning.store(true, ordering: .releasing)
        let consumer = Thread { [self] in
            consume(resampler: resampler, handler: handler)
            consumerRunning.store(false, ordering: .releasing)
            consumerDone.signal()
        }
        consumer.name = "introquiz.microphone"
        consumer.start()
    }

    /// Starts capturing and returns the chunks as an async stream (it ends when `stop` is called).
    public func start() throws -> AsyncStream<[Int16]> {
        let (chunks, continuation) = AsyncStream.makeStream(of: [Int16].self, bufferingPolicy: .bufferingNewest(500))
        try start { continuation.yield($0) }
        finish.withLock { $0 = { continuation.finish() } }
        return chunks
    }

    /// Stops capturing: the stream stops, the consumer thread delivers what it has and ends. Idempotent.
    public func stop() {
        guard running.exchange(false, ordering: .acquiringAndReleasing) else { return }
        stream.withLock { pointer in
            if let open = pointer { Pa_StopStream(open) }
        }
        if consumerRunning.load(ordering: .acquiring) { consumerDone.wait() }
        finish.withLock { action in
            action?()
            action = nil
        }
    }

    /// Level of the latest chunk, RMS in dBFS (−∞ for digital silence or before the first chunk).
    public var level: Double {
        Double(bitPattern: levelBits.load(ordering: .relaxed))
    }

    /// Device samples dropped because the consumer fell behind (should stay 0).
    public var droppedSamples: Int {
        ring.pointee.dropped.load(ordering: .relaxed)
    }

    // MARK: - Consumer thread

    private func consume(resampler: StreamResampler, handler: @Sendable ([Int16]) -> Void) {
        var raw: [Float] = []
        var pending: [Int16] = []
        raw.reserveCapacity(deviceRate)
        while true {
            let stillRunning = running.load(ordering: .acquiring)
            raw.removeAll(keepingCapacity: true)
            ring.pointee.read(into: &raw)
            if !raw.isEmpty {
                let mono =
                    deviceChannels == 1
                    ? raw : PCMBuffer(samples: raw, sampleRate: deviceRate, channels: deviceChannels).mono().samples
                if let converted = try? resampler.process(mono) {
                    pending.append(contentsOf: converted.lazy.map(PCMBuffer.int16))
                }
                var taken = 0
                while pending.count - taken >= Self.chunkSize {
                    let chunk = Array(pending[taken..<taken + Self.chunkSize])
                    taken += Self.chunkSize
                    levelBits.store(PCMBuffer.rmsDBFS(int16: chunk).bitPattern, ordering: .relaxed)
                    handler(chunk)
                }
                pending.removeFirst(taken)  // once per drain, not once per chunk
            }
            if !stillRunning { return }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}

/// PortAudio's callback for a `Microphone`: `context` is its `SampleRing`. Copies, nothing else.
func captureCallback(
    _ input: UnsafeRawPointer?, _ output: UnsafeMutableRawPointer?, _ frameCount: UInt,
    _ timeInfo: UnsafePointer<PaStreamCallbackTimeInfo>?, _ flags: PaStreamCallbackFlags,
    _ context: UnsafeMutableRawPointer?
) -> Int32 {
    guard let context else { return Int32(paAbort.rawValue) }
    guard let input else { return Int32(paContinue.rawValue) }
    let ring = context.assumingMemoryBound(to: SampleRing.self)
    ring.pointee.write(input.assumingMemoryBound(to: Float.self), count: Int(frameCount) * ring.pointee.channels)
    return Int32(paContinue.rawValue)
}
