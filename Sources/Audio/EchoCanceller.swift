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
public final class EchoCanceller {
    private let echo: OpaquePointer
    public let frameSize: Int
    private var pendingMic: [Int16] = []
    private var pendingReference: [Int16] = []

    /// - Parameters:
    ///   - sampleRate: of both signals (16 000 for speech input).
    ///   - frameSize: samples per speex frame (10 ms = 160 at 16 kHz).
    ///   - tail: echo path length to model, seconds (room reverberation plus output latency).
    public init(sampleRate: Int = 16_000, frameSize: Int = 160, tail: Double = 0.25) throws(AudioError) {
        let filterLength = Int32(max(Double(frameSize), tail * Double(sampleRate)))
        guard let echo = speex_echo_state_init(Int32(frameSize), filterLength) else {
            throw AudioError.audioSystem(operation: "speex_echo_state_init", message: "could not create the echo canceller")
        }
        var rate = Int32(sampleRate)
        speex_echo_ctl(echo, SPEEX_ECHO_SET_SAMPLING_RATE, &rate)
        self.echo = echo
        self.frameSize = frameSize
    }

    deinit {
        speex_echo_state_destroy(echo)
    }

    /// Cancels `reference` out of `microphone`. Both must cover the same span (equal counts); a
    /// shorter reference is padded with silence. Returns the cleaned samples available so far.
    public func process(microphone: [Int16], reference: [Int16]) -> [Int16] {
        pendingMic += microphone
        pendingReference += reference
        if pendingReference.count < pendingMic.count {
            pendingReference.append(contentsOf: repeatElement(0, count: pendingMic.count - pendingReference.count))
        }
        // Whole frames only, each cancelled straight into the output: no per-frame copies.
        let count = pendingMic.count / frameSize * frameSize
        let output = [Int16](unsafeUninitializedCapacity: count) { out, initialized in
            pendingMic.withUnsafeBufferPointer { mic in
                pendingReference.withUnsafeBufferPointer { ref in
                    for start in stride(from: 0, to: count, by: frameSize) {
                        let target = out.baseAddress! + start
                        speex_echo_cancellation(echo, mic.baseAddress! + start, ref.baseAddress! + start, target)
                    }
                }
            }
            initialized = count
        }
        pendingMic.removeFirst(count)
        pendingReference.removeFirst(count)
        return output
    }

    /// Forgets the learned echo path (e.g. after the output device changed).
    public func reset() {
        speex_echo_state_reset(echo)
        pendingMic.removeAll()
        pendingReference.removeAll()
    }
}
