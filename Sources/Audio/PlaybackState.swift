internal import CPortAudio
import Synchronization

/// What a `Player` shares with PortAudio's real-time callback.
///
/// Lives at a fixed address (allocated by the `Player`, freed only after its stream is closed). The
/// callback reads the pre-filled samples and touches only atomics: no allocation, no locks, no calls
/// into the Swift runtime that might allocate. Written by others only through the atomics.
struct PlaybackState: ~Copyable {
    /// Interleaved samples, owned by the Player.
    let samples: UnsafePointer<Float>
    let frameCount: Int
    let channels: Int
    /// Frames over which the end of the slice fades to silence.
    let endFadeFrames: Int
    /// Frames over which `stop()` fades to silence.
    let stopFadeFrames: Int
    /// The stream's output latency in seconds (bit pattern), set before the stream starts.
    let outputLatency = Atomic<UInt64>(0)
    /// Next frame to play. Written by the callback only.
    let position = Atomic<Int>(0)
    /// Set by `stop()`; the callback then fades out and completes.
    let stopRequested = Atomic<Bool>(false)
    /// Frame at which the stop fade reaches silence; `Int.max` until a stop is seen. Callback only.
    let stopEnd = Atomic<Int>(Int.max)
    /// Stream time (seconds, bit pattern) at which the first frame reaches the DAC; 0 until known.
    let firstDacTime = Atomic<UInt64>(0)
    /// True once the callback has delivered the last (faded) frame.
    let delivered = Atomic<Bool>(false)
    /// Stream time (seconds, bit pattern) at which the last frame reaches the DAC; set with `delivered`.
    let lastDacTime = Atomic<UInt64>(0)
    let sampleRate: Double
    /// Callbacks that PortAudio flagged with an output underflow (the device ran dry: a glitch).
    let underflows = Atomic<Int>(0)
    /// Gain ramps (ducking), a ring of `rampCapacity` owned by the Player: it writes the next slot, then
    /// publishes it by incrementing `rampCount`; the callback plays the latest published one. A slot is
    /// rewritten only `rampCapacity` ramps later, never while the callback can still be reading it.
    let ramps: UnsafeMutablePointer<GainRamp>
    let rampCount = Atomic<Int>(0)
    static let rampCapacity = 64

    init(
        samples: UnsafePointer<Float>, frameCount: Int, channels: Int, sampleRate: Int, endFadeFrames: Int,
        stopFadeFrames: Int, ramps: UnsafeMutablePointer<GainRamp>
    ) {
        self.samples = samples
        self.ramps = ramps
        self.sampleRate = Double(sampleRate)
        self.frameCount = frameCount
        self.channels = channels
        self.endFadeFrames = max(1, endFadeFrames)
        self.stopFadeFrames = max(1, stopFadeFrames)
    }

    /// Fills `frames` frames of `output`: the slice, then silence. Always returns `paContinue`.
    ///
    /// The stream is never completed from here: with ALSA's PulseAudio plugin, a completed stream may
    /// drop audio still queued. The player stops the stream once `lastDacTime` has passed.
    func render(
        into output: UnsafeMutablePointer<Float>, frames: Int, time: UnsafePointer<PaStreamCallbackTimeInfo>?,
        flags: PaStreamCallbackFlags
    ) -> Int32 {
        if flags & PaStreamCallbackFlags(paOutputUnderflow) != 0 { underflows.add(1, ordering: .relaxed) }
        var dac = 0.0
        if let time {
            dac = time.pointee.outputBufferDacTime
            if dac <= 0 {  // some host APIs leave it unset: current stream time + output latency
                dac = time.pointee.currentTime + Double(bitPattern: outputLatency.load(ordering: .relaxed))
            }
        }
        if firstDacTime.load(ordering: .relaxed) == 0 {
            firstDacTime.store(dac.bitPattern, ordering: .releasing)
        }
        let start = position.load(ordering: .relaxed)
        var stopAt = stopEnd.load(ordering: .relaxed)
        if stopAt == Int.max && stopRequested.load(ordering: .acquiring) {
            stopAt = min(frameCount, start + stopFadeFrames)
            stopEnd.store(stopAt, ordering: .relaxed)
        }
        let end = min(frameCount, stopAt)
        let width = channels
        let endFade = Float(endFadeFrames)
        let stopFade = Float(stopFadeFrames)
        let published = rampCount.load(ordering: .acquiring)
        let ramp = published > 0 ? ramps[(published - 1) % Self.rampCapacity] : nil
        for index in 0..<frames {
            let frame = start + index
            let base = index * width
            guard frame < end else {
                for channel in 0..<width { output[base + channel] = 0 }
                continue
            }
            var gain = min(1, Float(frameCount - frame) / endFade)
            if stopAt != Int.max { gain = min(gain, Float(stopAt - frame) / stopFade) }
            if let ramp { gain *= ramp.gain(at: frame) }
            let source = frame * width
            for channel in 0..<width { output[base + channel] = samples[source + channel] * gain }
        }
        let next = min(end, start + frames)
        position.store(next, ordering: .releasing)
        if next >= end && !delivered.load(ordering: .relaxed) {
            let lastDac = dac + Double(max(0, end - start)) / sampleRate
            lastDacTime.store(lastDac.bitPattern, ordering: .relaxed)
            delivered.store(true, ordering: .releasing)
        }
        return Int32(paContinue.rawValue)
    }
}

/// PortAudio's callback for a `Player`: `context` is the player's `PlaybackState`.
func playbackCallback(
    _ input: UnsafeRawPointer?, _ output: UnsafeMutableRawPointer?, _ frameCount: UInt,
    _ timeInfo: UnsafePointer<PaStreamCallbackTimeInfo>?, _ flags: PaStreamCallbackFlags,
    _ context: UnsafeMutableRawPointer?
) -> Int32 {
    guard let output, let context else { return Int32(paAbort.rawValue) }
    let state = context.assumingMemoryBound(to: PlaybackState.self)
    return state.pointee.render(
        into: output.assumingMemoryBound(to: Float.self), frames: Int(frameCount), time: timeInfo, flags: flags)
}
