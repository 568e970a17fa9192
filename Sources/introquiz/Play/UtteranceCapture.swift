/// The audio of each utterance as the live game heard it: the microphone before echo cancellation and the echo
/// reference over the same span, from when listening to the question began (at most `maximumSamples` back) until
/// the recogniser decided. That is what `eval` needs to hear the utterance again as the game did (its `audio` and
/// `playback`): the voice detector, the front end's noise estimate and the echo canceller had adapted to everything
/// heard since the intro started, and the words alone, or with a lead of two seconds, are decided otherwise
/// (measured: a loopback room's logs with a 2 s lead answered a music-only utterance the game had rejected, and
/// answered otherwise than the game).
///
/// Pure: the voice input feeds it chunks and the recogniser's events; `voice-log` writes what it returns.
struct UtteranceCapture {
    /// What one utterance sounded like: `reference` is nil when nothing played during any of it.
    struct Heard: Equatable {
        var audio: [Int16]
        var reference: [Int16]?
    }

    /// A question listened to for longer than this keeps only its last part.
    let maximumSamples: Int
    private var audio: [Int16] = []
    private var reference: [Int16] = []
    private var inUtterance = false

    init(maximumSeconds: Double = 30, rate: Int = 16_000) {
        maximumSamples = Int(maximumSeconds * Double(rate))
    }

    /// Listening to a new question begins: what was heard before is no lead of its utterances.
    mutating func restart() {
        audio = []
        reference = []
        inUtterance = false
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
        if audio.count > maximumSamples + 16_000 {  // a second at a time, not every chunk
            audio.removeFirst(audio.count - maximumSamples)
            reference.removeFirst(reference.count - maximumSamples)
        }
    }

    /// The recogniser heard speech start (in the chunk just added).
    mutating func speechStarted() {
        inUtterance = true
    }

    /// The recogniser decided (after the chunk just added), or the utterance was dropped: everything heard since
    /// listening began, or nil when no speech start was heard since the last decision. It all stays as the lead of
    /// the question's next utterance.
    mutating func decided() -> Heard? {
        defer { inUtterance = false }
        guard inUtterance else { return nil }
        return Heard(audio: audio, reference: reference.contains { $0 != 0 } ? reference : nil)
    }
}
