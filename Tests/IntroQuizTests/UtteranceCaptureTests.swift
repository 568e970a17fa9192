import Testing

@testable import introquiz

/// What `--voice-log` saves of an utterance: the lead before speech started, the speech, and the reference only when
/// something played.
@Suite struct UtteranceCaptureTests {
    /// A 20 ms chunk whose samples all hold `index` (so a saved span tells which chunks it came from).
    static func chunk(_ index: Int) -> [Int16] { [Int16](repeating: Int16(index), count: 320) }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Chunks 0..<before are heard before speech starts (speech starts in chunk `before - 1`)…
        var before: Int
        /// …then this many more until the decision.
        var during: Int
        /// Chunks over which the intro played.
        var playing: Range<Int>
        /// The chunks the saved audio spans.
        var expectedChunks: Range<Int>
        var expectsReference: Bool
        var testDescription: String { name }
    }

    // Pre-roll 0.1 s (5 chunks) plus the chunk speech started in; at most 0.4 s (20 chunks) of utterance.
    @Test(arguments: [
        Case(
            name: "lead, speech, no intro", before: 30, during: 10, playing: 0..<0, expectedChunks: 24..<40,
            expectsReference: false),
        Case(
            name: "a short lead is all there was", before: 3, during: 10, playing: 0..<0, expectedChunks: 0..<13,
            expectsReference: false),
        Case(
            name: "the intro played during the lead only", before: 30, during: 10, playing: 20..<26,
            expectedChunks: 24..<40, expectsReference: true),
        Case(
            name: "the intro ended before the lead", before: 90, during: 10, playing: 0..<60,
            expectedChunks: 84..<100, expectsReference: false),
        Case(
            name: "a long utterance keeps its last part", before: 10, during: 100, playing: 0..<110,
            expectedChunks: 60..<110, expectsReference: true),
    ])
    func savesTheUtteranceWithItsLead(_ testCase: Case) throws {
        var capture = UtteranceCapture(preRollSeconds: 0.1, maximumSeconds: 0.4)
        for index in 0..<testCase.before + testCase.during {
            capture.add(
                Self.chunk(index), reference: testCase.playing.contains(index) ? Self.chunk(1_000 + index) : nil)
            if index == testCase.before - 1 { capture.speechStarted() }
        }
        let decided = capture.decided()
        let heard = try #require(decided)
        // Trimming happens a second at a time, so a long utterance may keep up to a second more than its limit.
        let chunks = heard.audio.enumerated().filter { $0.offset % 320 == 0 }.map { Int($0.element) }
        #expect(chunks.last == testCase.expectedChunks.last)
        #expect(chunks.count >= testCase.expectedChunks.count && chunks.count <= testCase.expectedChunks.count + 50)
        #expect(chunks == Array(chunks.first!...chunks.last!))
        #expect((heard.reference != nil) == testCase.expectsReference)
        if let reference = heard.reference {
            #expect(reference.count == heard.audio.count)
            for (sample, played) in zip(heard.audio, reference) where played != 0 {
                #expect(Int(played) == 1_000 + Int(sample))
            }
        }
    }

    @Test func noSpeechStartNoUtteranceAndTheNextLeadIsKept() throws {
        var capture = UtteranceCapture(preRollSeconds: 0.1, maximumSeconds: 0.4)
        for index in 0..<10 { capture.add(Self.chunk(index), reference: nil) }
        #expect(capture.decided() == nil)  // listening began mid-utterance: nothing to save
        capture.speechStarted()
        for index in 10..<14 { capture.add(Self.chunk(index), reference: nil) }
        let firstHeard = capture.decided()
        let first = try #require(firstHeard)
        #expect(first.audio.first == 5 && first.audio.last == 13)  // the 5 chunks kept as a lead, and on
        // The next utterance starts at once: its lead is the end of the last one.
        capture.add(Self.chunk(14), reference: nil)
        capture.speechStarted()
        capture.add(Self.chunk(15), reference: nil)
        let secondHeard = capture.decided()
        let second = try #require(secondHeard)
        #expect(second.audio.first == 9 && second.audio.last == 15)
    }
}
