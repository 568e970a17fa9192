internal import CSpeexDSP

/// Removes the sound the speakers are playing from the microphone signal (libspeexdsp).
///
/// Feed the microphone and the *reference* — exactly what was sent to the speakers over the same
/// span, both 16 kHz mono Int16 — in lockstep. An adaptive filter learns the room's echo path (up to
/// `tail` seconds of delay and reverberation) and subtracts it. speex's preprocessor, which would then
/// suppress residual echo and noise, is left out: it distorted speech more than it removed music (see
/// `RecognizerSettings.echoCancellation`). Audio is processed in frames of `frameSize` samples; input
/// that does not fill a frame waits for the next call, so output may lag by less than one frame. Owns
/// its speex state; not thread-safe (confine it with the recogniser).
///
/// With `alignedTail` set, the canceller also measures how late the microphone hears the reference
/// (`EchoDelayEstimator`) and, once it knows, runs a second filter beside the first, on the reference delayed
/// to `alignmentLeadSamples` before the echo, modelling only `alignedTail` seconds after it: it spends no taps on
/// the bulk delay and converges faster and deeper (bench/README.md, "Echo path alignment"). It starts afresh when
/// the delay moves by more than `realignmentSamples`, or the echo comes before its delayed reference. Each frame's
/// output is that of the filter whose recent output is quieter (both leave the player's voice; the quieter one
/// left less of the music), by `switchRatio` to change over: while the aligned filter converges, after it started
/// or started again, the first one's output stands.
public final class EchoCanceller {
    /// The filter over the reference as given, and the one over the aligned reference (once the delay is known).
    private var echo: OpaquePointer
    private var alignedEcho: OpaquePointer?
    public let frameSize: Int
    private let sampleRate: Int
    private let alignedTail: Double?
    private var pendingMic: [Int16] = []
    private var pendingReference: [Int16] = []
    /// The reference delayed by `referenceDelay` (as given, before alignment), in step with `pendingMic`.
    private var pendingAlignedReference: [Int16] = []
    private var estimator: EchoDelayEstimator?
    /// Reference samples played but not yet handed to the aligned filter (the last `referenceDelay` of them wait).
    private var referenceHistory: [Int16] = []
    /// How many samples the aligned filter's reference is delayed by; nil until aligned.
    public private(set) var referenceDelay: Int?
    /// Recent output energy of each filter (per sample, smoothed over about `smoothingFrames` frames).
    private var plainEnergy = 0.0
    private var alignedEnergy = 0.0
    /// True while the aligned filter's output is the one given out.
    private var usesAligned = false

    /// The reference is placed this many samples before the measured echo: the filter models only what
    /// comes after it, and the measure may be a sample or two late.
    public static let alignmentLeadSamples = 8
    /// A delay measured this far from the one aligned to (2 ms at 16 kHz) aligns again: speex took seconds to
    /// follow a loopback room's echo that stepped 2.75 ms later (5–10 dB removed after the step, 20–35 before).
    public static let realignmentSamples = 32
    /// The other filter's output must be this much quieter (energy ratio, 3 dB) to be given out instead.
    static let switchRatio = 2.0
    static let smoothingFrames = 10.0

    /// - Parameters:
    ///   - sampleRate: of both signals (16 000 for speech input).
    ///   - frameSize: samples per speex frame (10 ms = 160 at 16 kHz).
    ///   - tail: echo path length to model, seconds (room reverberation plus output latency).
    ///   - alignedTail: echo path length to model after the bulk delay once it is measured; nil never aligns.
    ///   - maximumDelay: the longest bulk delay looked for, seconds (with `alignedTail`).
    public init(
        sampleRate: Int = 16_000, frameSize: Int = 160, tail: Double = 0.25, alignedTail: Double? = nil,
        maximumDelay: Double = 0.3
    ) throws(AudioError) {
        self.echo = try Self.makeState(sampleRate: sampleRate, frameSize: frameSize, tail: tail)
        self.frameSize = frameSize
        self.sampleRate = sampleRate
        self.alignedTail = alignedTail
        if alignedTail != nil {
            estimator = EchoDelayEstimator(
                maximumDelay: Int(maximumDelay * Double(sampleRate)), window: sampleRate, interval: sampleRate / 2)
        }
    }

    private static func makeState(sampleRate: Int, frameSize: Int, tail: Double) throws(AudioError) -> OpaquePointer {
        let filterLength = Int32(max(Double(frameSize), tail * Double(sampleRate)))
        guard let echo = speex_echo_state_init(Int32(frameSize), filterLength) else {
            throw AudioError.audioSystem(
                operation: "speex_echo_state_init", message: "could not create the echo canceller")
        }
        var rate = Int32(sampleRate)
        speex_echo_ctl(echo, SPEEX_ECHO_SET_SAMPLING_RATE, &rate)
        return echo
    }

    deinit {
        speex_echo_state_destroy(echo)
        if let alignedEcho { speex_echo_state_destroy(alignedEcho) }
    }

    /// Cancels `reference` out of `microphone`. Both must cover the same span (equal counts); a
    /// shorter reference is padded with silence. Returns the cleaned samples available so far.
    public func process(microphone: [Int16], reference: [Int16]) -> [Int16] {
        var reference = reference
        if reference.count < microphone.count {
            reference.append(contentsOf: repeatElement(0, count: microphone.count - reference.count))
        }
        if estimator != nil { pendingAlignedReference += align(microphone: microphone, reference: reference) }
        pendingMic += microphone
        pendingReference += reference
        // Whole frames only, each cancelled straight into the output.
        let count = pendingMic.count / frameSize * frameSize
        var other = [Int16](repeating: 0, count: alignedEcho == nil ? 0 : frameSize)
        let output = [Int16](unsafeUninitializedCapacity: count) { out, initialized in
            pendingMic.withUnsafeBufferPointer { mic in
                pendingReference.withUnsafeBufferPointer { ref in
                    pendingAlignedReference.withUnsafeBufferPointer { aligned in
                        other.withUnsafeMutableBufferPointer { other in
                            for start in stride(from: 0, to: count, by: frameSize) {
                                let target = out.baseAddress! + start
                                speex_echo_cancellation(
                                    echo, mic.baseAddress! + start, ref.baseAddress! + start, target)
                                guard let alignedEcho else { continue }
                                speex_echo_cancellation(
                                    alignedEcho, mic.baseAddress! + start, aligned.baseAddress! + start,
                                    other.baseAddress!)
                                choose(
                                    plain: UnsafeMutableBufferPointer(start: target, count: frameSize), aligned: other)
                            }
                        }
                    }
                }
            }
            initialized = count
        }
        pendingMic.removeFirst(count)
        pendingReference.removeFirst(count)
        if estimator != nil { pendingAlignedReference.removeFirst(count) }
        return output
    }

    /// Keeps both filters' recent output energies and puts the aligned filter's frame into `plain` while it is
    /// the quieter one.
    private func choose(plain: UnsafeMutableBufferPointer<Int16>, aligned: UnsafeMutableBufferPointer<Int16>) {
        func energy(_ frame: UnsafeMutableBufferPointer<Int16>) -> Double {
            frame.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame.count)
        }
        let keep = 1 - 1 / Self.smoothingFrames
        plainEnergy = plainEnergy * keep + energy(plain) * (1 - keep)
        alignedEnergy = alignedEnergy * keep + energy(aligned) * (1 - keep)
        if usesAligned, alignedEnergy > plainEnergy * Self.switchRatio {
            usesAligned = false
        } else if !usesAligned, plainEnergy > alignedEnergy * Self.switchRatio {
            usesAligned = true
        }
        if usesAligned { _ = plain.update(fromContentsOf: aligned) }
    }

    /// Measures the delay with this chunk, (re)starts the aligned filter if the delay is new or moved, and returns
    /// the chunk's reference as that filter should see it: delayed by `referenceDelay`.
    private func align(microphone: [Int16], reference: [Int16]) -> [Int16] {
        referenceHistory += reference
        if let found = estimator?.add(microphone: microphone, reference: reference), let alignedTail {
            let moved =
                referenceDelay.map { abs($0 - found.delay) > Self.realignmentSamples || found.delay < $0 } ?? true
            if moved, let fresh = try? Self.makeState(sampleRate: sampleRate, frameSize: frameSize, tail: alignedTail) {
                if let alignedEcho { speex_echo_state_destroy(alignedEcho) }
                alignedEcho = fresh
                referenceDelay = max(found.delay - Self.alignmentLeadSamples, 0)
                usesAligned = false
                alignedEnergy = plainEnergy * Self.switchRatio * 2
            }
        }
        let delay = referenceDelay ?? 0
        let end = referenceHistory.count - delay
        let delayed =
            [Int16](repeating: 0, count: max(reference.count - max(end, 0), 0))
            + referenceHistory[max(end - reference.count, 0)..<max(end, 0)]
        let keep = (estimator?.maximumDelay ?? 0) + reference.count
        if referenceHistory.count > 2 * keep { referenceHistory.removeFirst(referenceHistory.count - keep) }
        return delayed
    }

    /// Forgets the learned echo path (e.g. after the output device changed).
    public func reset() {
        speex_echo_state_reset(echo)
        if let alignedEcho { speex_echo_state_destroy(alignedEcho) }
        alignedEcho = nil
        pendingMic.removeAll()
        pendingReference.removeAll()
        pendingAlignedReference.removeAll()
        referenceHistory.removeAll()
        estimator?.reset()
        referenceDelay = nil
        usesAligned = false
        plainEnergy = 0
        alignedEnergy = 0
    }
}
