internal import CPortAudio
import Foundation
import Synchronization

/// Plays one buffer (an intro slice) through a PortAudio output stream.
///
/// The slice fades out over its last `fadeOut` seconds; `stop()` fades out over `stopFade` seconds and
/// returns once the sound is gone. `audibleAt` tells when the first sample actually reached the
/// speakers (stream DAC time, i.e. stream time + output latency), on the monotonic `ContinuousClock`,
/// so scoring can measure answer times from what the player heard.
///
/// Thread safety: every method may be called from any thread. The stream handle and clock anchors are
/// behind a `Mutex`; the real-time callback shares only `PlaybackState`'s atomics and the immutable
/// sample memory, which are freed in `deinit` after the stream is closed.
public final class Player: @unchecked Sendable {
    /// The device playing.
    public let device: AudioDevice
    /// What is played (after any conversion to a rate/channel layout the device accepts).
    public let sampleRate: Int
    public let channels: Int
    /// Length of the slice in seconds.
    public let duration: Double

    private let system: AudioSystem
    private let samples: UnsafeMutablePointer<Float>
    private let state: UnsafeMutablePointer<PlaybackState>
    private let stream: Mutex<StreamHandle>
    /// Every gain change so far (the ring in `state` holds the latest for the callback).
    private let schedule = Mutex(GainSchedule())

    /// The PortAudio stream and what we know about its clock.
    private struct StreamHandle: ~Copyable {
        var pointer: UnsafeMutableRawPointer?
        var started = false
        /// Stream time and `ContinuousClock` time read together just after starting.
        var anchor: (stream: Double, clock: ContinuousClock.Instant)?
    }

    /// Opens an output stream on `device` (default: the system's default output) for `buffer`.
    ///
    /// Nothing sounds until `start()`. If the device refuses the buffer's rate, the buffer is resampled
    /// to the device's default rate. Throws `noOutputDevice`, `deviceNotFound` or `audioSystem`.
    public init(
        _ buffer: PCMBuffer, device: AudioDevice? = nil, system: AudioSystem, fadeOut: Double = 0.03,
        stopFade: Double = 0.01
    ) throws {
        let device = try device ?? system.outputDevice()
        guard device.outputChannels > 0 else { throw AudioError.noOutputDevice }
        let channels = min(buffer.channels, device.outputChannels)
        var rate = buffer.sampleRate
        // At least 50 ms of buffering: the device's "low" latency (≈ 9 ms through ALSA's PulseAudio plugin)
        // underflows on a busy machine (measured: 79–171 glitches per 1.5 s at load 12 on 2 cores; none at
        // 50 ms). `stop()` is then heard within ≈ 80 ms; `audibleAt` accounts for the latency.
        var parameters = PaStreamParameters(
            device: PaDeviceIndex(device.index), channelCount: Int32(channels), sampleFormat: paFloat32,
            suggestedLatency: max(0.05, device.defaultLowOutputLatency), hostApiSpecificStreamInfo: nil)
        if Pa_IsFormatSupported(nil, &parameters, Double(rate)) != paFormatIsSupported {
            rate = Int(device.defaultSampleRate)
        }
        // One conversion (remix, then resample) at most, and none when the device takes the buffer as is.
        let audio =
            channels == buffer.channels && rate == buffer.sampleRate
            ? buffer : try Resampler.convert(buffer, toRate: rate, channels: channels)
        self.device = device
        self.system = system
        sampleRate = audio.sampleRate
        self.channels = audio.channels
        duration = audio.duration

        let samples = UnsafeMutablePointer<Float>.allocate(capacity: max(1, audio.samples.count))
        audio.samples.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { samples.initialize(from: base, count: source.count) }
        }
        self.samples = samples
        let ramps = UnsafeMutablePointer<GainRamp>.allocate(capacity: PlaybackState.rampCapacity)
        ramps.initialize(
            repeating: GainRamp(startFrame: 0, from: 1, to: 1, frames: 0), count: PlaybackState.rampCapacity)
        let state = UnsafeMutablePointer<PlaybackState>.allocate(capacity: 1)
        self.state = state
        state.initialize(
            to: PlaybackState(
                samples: samples, frameCount: audio.frameCount, channels: audio.channels, sampleRate: audio.sampleRate,
                endFadeFrames: Int(fadeOut * Double(audio.sampleRate)),
                stopFadeFrames: Int(stopFade * Double(audio.sampleRate)), ramps: ramps))

        var pointer: UnsafeMutableRawPointer?
        let status = Pa_OpenStream(
            &pointer, nil, &parameters, Double(audio.sampleRate), UInt(paFramesPerBufferUnspecified),
            paClipOff, playbackCallback, UnsafeMutableRawPointer(state))
        if status != paNoError.rawValue {
            state.deinitialize(count: 1)
            state.deallocate()
            ramps.deallocate()
            samples.deallocate()
            throw AudioError.audioSystem(
                operation: "open output \"\(device.name)\" at \(audio.sampleRate) Hz",
                message: AudioSystem.text(status))
        }
        let latency = Pa_GetStreamInfo(pointer)?.pointee.outputLatency ?? device.defaultLowOutputLatency
        state.pointee.outputLatency.store(latency.bitPattern, ordering: .relaxed)
        stream = Mutex(StreamHandle(pointer: pointer))
    }

    deinit {
        stream.withLock { handle in
            if let pointer = handle.pointer {
                Pa_AbortStream(pointer)
                Pa_CloseStream(pointer)
                handle.pointer = nil
            }
        }
        let ramps = state.pointee.ramps
        state.deinitialize(count: 1)
        state.deallocate()
        ramps.deallocate()
        samples.deallocate()
    }

    // MARK: - Control

    /// Starts playing. Throws `audioSystem` if PortAudio cannot start the stream; a second call does nothing.
    public func start() throws {
        try stream.withLock { handle in
            guard let pointer = handle.pointer, !handle.started else { return }
            try AudioSystem.check(Pa_StartStream(pointer), "start playback on \"\(device.name)\"")
            handle.started = true
            handle.anchor = (Pa_GetStreamTime(pointer), ContinuousClock.now)
        }
    }

    /// Fades out quickly and stops; returns once the sound has stopped (at most ~0.3 s). Idempotent.
    public func stop() {
        state.pointee.stopRequested.store(true, ordering: .releasing)
        guard stream.withLock({ $0.started }) else { return close() }
        let deadline = ContinuousClock.now + .milliseconds(250)
        while !isFinished && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.002)
        }
        close()
    }

    /// True once the whole slice (or the stop fade) has been heard, or the player was closed.
    public var isFinished: Bool {
        stream.withLock { handle in
            guard let pointer = handle.pointer else { return true }
            guard handle.started else { return false }
            if Pa_IsStreamActive(pointer) != 1 { return true }  // stopped by an error
            guard state.pointee.delivered.load(ordering: .acquiring) else { return false }
            let lastDac = Double(bitPattern: state.pointee.lastDacTime.load(ordering: .relaxed))
            return Pa_GetStreamTime(pointer) >= lastDac
        }
    }

    /// Waits until the slice has finished playing (or was stopped), then releases the device.
    public func waitUntilFinished() async {
        while !isFinished {
            try? await Task.sleep(for: .milliseconds(5))
        }
        close()
    }

    /// Ramps the volume to `gain` (0…1) over `seconds`, from the next frame handed to the device (heard an
    /// output latency later): ducking the intro while the player talks, and bringing it back.
    public func setGain(_ gain: Float, over seconds: Double) {
        schedule.withLock { schedule in
            let ramp = schedule.ramp(
                to: min(1, max(0, gain)), over: Int(seconds * Double(sampleRate)),
                from: state.pointee.position.load(ordering: .acquiring))
            let published = state.pointee.rampCount.load(ordering: .relaxed)
            state.pointee.ramps[published % PlaybackState.rampCapacity] = ramp
            state.pointee.rampCount.store(published + 1, ordering: .releasing)
        }
    }

    /// The gain the slice was (or will be) played with at each of `count` instants `1 / rate` s apart from
    /// `seconds` into it — for an echo reference at `rate` to match what the speakers played.
    public func gains(fromSeconds seconds: Double, count: Int, rate: Double) -> [Float] {
        let frameRate = Double(sampleRate)
        return schedule.withLock { schedule in
            (0..<max(0, count)).map { schedule.gain(at: Int(((seconds + Double($0) / rate) * frameRate).rounded(.down))) }
        }
    }

    /// When the first sample reached the speakers, on the monotonic clock; nil before that is known.
    public var audibleAt: ContinuousClock.Instant? {
        let dac = state.pointee.firstDacTime.load(ordering: .acquiring)
        guard dac != 0, let anchor = stream.withLock({ $0.anchor }) else { return nil }
        return anchor.clock + .seconds(Double(bitPattern: dac) - anchor.stream)
    }

    /// Seconds of the slice handed to the device so far (audible a latency later).
    public var playedSeconds: Double {
        Double(state.pointee.position.load(ordering: .acquiring)) / Double(sampleRate)
    }

    /// How many times the device ran dry during playback (each is an audible glitch; should stay 0).
    public var underflows: Int {
        state.pointee.underflows.load(ordering: .relaxed)
    }

    /// The stream's output latency in seconds, as PortAudio reports it.
    public var outputLatency: Double {
        Double(bitPattern: state.pointee.outputLatency.load(ordering: .relaxed))
    }

    /// Stops the stream at once (what was to be heard has been heard, or was faded out) and closes it.
    private func close() {
        stream.withLock { handle in
            guard let pointer = handle.pointer else { return }
            if handle.started { Pa_AbortStream(pointer) }
            Pa_CloseStream(pointer)
            handle.pointer = nil
        }
    }
}
