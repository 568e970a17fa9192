internal import CEspeakNG
import Synchronization

/// The process-wide libespeak-ng instance, shared by grapheme-to-phoneme and speech synthesis.
///
/// libespeak-ng keeps global state and is not thread-safe, so every call goes through `run`, which
/// holds one process-wide lock and initialises the library (synchronous mode, en-us) on first use.
enum EspeakEngine {
    private static let state = Mutex<Int32?>(nil)  // sample rate once initialised

    /// Runs `body` with the library initialised and locked; `body` gets the synthesis sample rate.
    static func run<T>(_ body: (Int32) throws(SpeechError) -> T) throws(SpeechError) -> T {
        try state.withLock { (rate: inout Int32?) throws(SpeechError) -> T in
            if rate == nil {
                let result = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, 0)
                guard result > 0 else { throw SpeechError.espeak(operation: "espeak_Initialize", code: result) }
                let voice = espeak_SetVoiceByName("en-us")
                guard voice == EE_OK else {
                    throw SpeechError.espeak(operation: "espeak_SetVoiceByName(en-us)", code: Int32(voice.rawValue))
                }
                espeak_SetSynthCallback(espeakCollectSamples)
                rate = result
            }
            return try body(rate!)
        }
    }

    /// espeak-ng's own phoneme names for `text` (en-us), one array of phonemes per word.
    static func phonemes(for text: String) throws(SpeechError) -> [[String]] {
        try run { _ in
            var words: [[String]] = []
            let separator = Int32(UInt8(ascii: "_")) << 8
            text.withCString { cText in
                var pointer: UnsafeRawPointer? = UnsafeRawPointer(cText)
                while pointer != nil {
                    guard let out = espeak_TextToPhonemes(&pointer, espeakCHARS_UTF8, separator) else { break }
                    let clause = String(cString: out)
                    for word in clause.split(separator: " ") {
                        words.append(word.split(separator: "_").map(String.init))
                    }
                }
            }
            return words
        }
    }
}

/// Collects synthesised samples into the `SampleSink` passed as espeak's user data.
private func espeakCollectSamples(
    _ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(userData).takeUnretainedValue()
    if let samples, count > 0 { sink.samples.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count))) }
    return 0
}

/// Receives samples from espeak's callback; only touched while `EspeakEngine`'s lock is held.
final class SampleSink {
    var samples: [Int16] = []
}
