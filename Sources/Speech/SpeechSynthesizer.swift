public import Audio
internal import CEspeakNG

/// Spoken prompts for hands-free play, synthesised by libespeak-ng in synchronous mode.
///
/// Thread-safe: calls are serialised through the shared espeak lock (see `EspeakEngine`).
public struct SpeechSynthesizer: Sendable {
    /// Words per minute (espeak's 80…450; 175 is its normal rate).
    public var rate: Int
    /// espeak voice name, e.g. "en-us" or "en-gb".
    public var voice: String

    public init(voice: String = "en-us", rate: Int = 170) {
        self.voice = voice
        self.rate = rate
    }

    /// Speaks `text` into a mono buffer at espeak's rate (22 050 Hz).
    public func synthesize(_ text: String) throws(SpeechError) -> PCMBuffer {
        try EspeakEngine.run { (sampleRate: Int32) throws(SpeechError) -> PCMBuffer in
            let voiceResult = espeak_SetVoiceByName(voice)
            guard voiceResult == EE_OK else {
                throw SpeechError.espeak(operation: "espeak_SetVoiceByName(\(voice))", code: Int32(voiceResult.rawValue))
            }
            defer { _ = espeak_SetVoiceByName("en-us") }  // phonemes for G2P are always en-us
            espeak_SetParameter(espeakRATE, Int32(min(max(rate, 80), 450)), 0)
            let sink = SampleSink()
            let box = Unmanaged.passRetained(sink)
            defer { box.release() }
            let result = text.withCString { cText in
                espeak_Synth(
                    cText, text.utf8.count + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, box.toOpaque())
            }
            guard result == EE_OK else { throw SpeechError.espeak(operation: "espeak_Synth", code: Int32(result.rawValue)) }
            let sync = espeak_Synchronize()
            guard sync == EE_OK else { throw SpeechError.espeak(operation: "espeak_Synchronize", code: Int32(sync.rawValue)) }
            return PCMBuffer(int16: sink.samples, sampleRate: Int(sampleRate), channels: 1)
        }
    }
}
