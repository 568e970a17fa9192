/// Whole recordings through the live path: 20 ms chunks, the same endpointing and rejection as the game.
extension Recognizer {
    /// Streams `audio` (16 kHz mono) in microphone-sized chunks, with the matching stretch of `reference` (what
    /// the speakers played, starting at the same instant) for echo cancellation, until a decision satisfies
    /// `decisive`; then ends the utterance.
    ///
    /// Returns the decisive decision, if any, and the last decision made (decisive or not).
    public func recognize(
        _ audio: [Int16], reference: [Int16]? = nil, until decisive: (RecognitionDecision) -> Bool = \.isAnswer
    ) throws(SpeechError) -> (decisive: RecognitionDecision?, last: RecognitionDecision?) {
        var found: RecognitionDecision?
        var last: RecognitionDecision?
        var start = 0
        while start < audio.count, found == nil {
            let end = min(start + Evaluator.chunkSize, audio.count)
            let played = reference.map { Self.slice($0, start, end) }
            if case .decision(let decision)? = try feed(Array(audio[start..<end]), reference: played) {
                last = decision
                if decisive(decision) { found = decision }
            }
            start = end
        }
        let final = try finish()
        if found == nil, let final {
            last = final
            if decisive(final) { found = final }
        }
        return (found, last)
    }

    /// `samples[start..<end]`, padded with silence past the end.
    private static func slice(_ samples: [Int16], _ start: Int, _ end: Int) -> [Int16] {
        guard start < samples.count else { return [Int16](repeating: 0, count: end - start) }
        let part = Array(samples[start..<min(end, samples.count)])
        return part + [Int16](repeating: 0, count: end - start - part.count)
    }
}
