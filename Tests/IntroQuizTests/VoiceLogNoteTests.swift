import Speech
import Testing

@testable import introquiz

/// A voice log's note on an utterance over the intro says what the echo measures found, when they could.
@Suite struct VoiceLogNoteTests {
    @Test(
        arguments: [
            (nil, nil, ", over the intro"),
            (23.14, nil, ", over the intro (echo canceller removed 23.1 dB)"),
            (nil, -0.26, ", over the intro (microphone -0.3 dB over the echo)"),
            (8.0, 12.44, ", over the intro (echo canceller removed 8.0 dB, microphone 12.4 dB over the echo)"),
        ] as [(Double?, Double?, String)])
    func overTheIntro(removed: Double?, rise: Double?, note: String) {
        var decision = RecognitionDecision(
            option: nil, command: nil, heard: "dunno", confidence: 0, reason: .lowConfidence)
        decision.echoRemovedDB = removed
        decision.echoRiseDB = rise
        #expect(VoiceLog.overIntro(decision) == note)
    }
}
