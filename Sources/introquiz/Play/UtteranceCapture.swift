/// The audio of each utterance as the live game heard it: the microphone before echo cancellation and the echo
/// reference over the same span, from `preRollSamples` before the recogniser heard speech start until it decided.
/// That is what `eval` needs to hear the utterance again as the game did (its `audio` and `playback`): the lead
/// lets the voice detector and the echo canceller settle before the words, as they had in the game.
///
/// Pure: the voice input feeds it chunks and the recogniser's events; `voice-log` writes what it returns.
struct UtteranceCapture {
    /// What one utterance sounded like: `reference` is nil when nothing played during any of it.
    struct Heard: Equatable {
        var audio: [Int16]
        var reference: [Int16]?
    }

    let preRollSamples: Int
    /// An utterance longer than this (it cannot be: the recogniser decides by then) is cut to its last part.
    let maximumSamples: Int
    private var audio: [Int16] = []
    private var reference: [Int16] = []
    private var inUtterance = false

    init(preRollSeconds: Double = 2, maximumSeconds: Double = 20, rate: Int = 16_000) {
        preRollSamples = Int(preRollSeconds * Double(rate))
        maximumSamples = Int(maximumSeconds * Double(rate))
    }

    /// A microphone chunk and what played over it (nil: nothing).
    mutating func add(_ chunk: [Int16], reference played: [Int16]?) {
        audio += chunk
        if let played {
            reference += played.prefix(chunk.count)
            if played.count < chunk.count { reference += repeatElement(0, count: chunk.count - played.count) }
        } else {
            reference += repeatElement(0, count: chunk.count)
        }
        let keep = inUtterance ? maximumSamples : preRollSamples
        if audio.count > keep + 16_000 { trim(to: keep) }  // a second at a time, not every chunk
    }

    /// The recogniser heard speech start (in the chunk just added).
    mutating func speechStarted(chunk: Int = 320) {
        trim(to: preRollSamples + chunk)
        inUtterance = true
    }

    /// The recogniser decided (after the chunk just added), or the utterance was dropped: its audio, or nil when no
    /// speech start was heard. The last `preRollSamples` stay as the lead of the next utterance.
    mutating func decided() -> Heard? {
        defer {
            inUtterance = false
            trim(to: preRollSamples)
        }
        guard inUtterance else { return nil }
        return Heard(audio: audio, reference: reference.contains { $0 != 0 } ? reference : nil)
    }

    private mutating func trim(to count: Int) {
        guard audio.count > count else { return }
        audio.removeFirst(audio.count - count)
        reference.removeFirst(reference.count - count)
    }
}
