import Testing

@testable import introquiz

/// What `--voice-log` saves of an utterance: everything heard since listening to the question began, and the
/// reference only when something played.
@Suite struct UtteranceCaptureTests {
    /// A 20 ms chunk whose samples all hold `index` (so a saved span tells which chunks it came from).
    static func chunk(_ index: Int) -> [Int16] { [Int16](repeating: Int16(index), count: 320) }

    /// The chunk indices a saved span holds, in order.
    static func chunks(of audio: [Int16]) -> [Int] {
        audio.enumerated().filter { $0.offset % 320 == 0 }.map { Int($0.element) }
    }

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

    // At most 2 s (100 chunks) of a question; trimming happens a second (50 chunks) at a time.
    @Test(arguments: [
        Case(
            name: "the question so far, no intro", before: 30, during: 10, playing: 0..<0, expectedChunks: 0..<40,
            expectsReference: false),
        Case(
            name: "speech from the first chunk", before: 1, during: 10, playing: 0..<0, expectedChunks: 0..<11,
            expectsReference: false),
        Case(
            name: "the intro played during the lead only", before: 30, during: 10, playing: 2..<6,
            expectedChunks: 0..<40, expectsReference: true),
        Case(
            name: "the intro played during the words", before: 30, during: 10, playing: 0..<40,
            expectedChunks: 0..<40, expectsReference: true),
        Case(
            name: "a long question keeps its last part", before: 120, during: 40, playing: 0..<40,
            expectedChunks: 60..<160, expectsReference: false),
    ])
    func savesTheQuestionSoFar(_ testCase: Case) throws {
        var capture = UtteranceCapture(maximumSeconds: 2)
        for index in 0..<testCase.before + testCase.during {
            capture.add(
                Self.chunk(index), reference: testCase.playing.contains(index) ? Self.chunk(1_000 + index) : nil)
            if index == testCase.before - 1 { capture.speechStarted() }
        }
        let decided = capture.decided()
        let heard = try #require(decided)
        let chunks = Self.chunks(of: heard.audio)
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

    @Test func eachUtteranceOfAQuestionCarriesTheOnesBeforeAndANewQuestionStartsAfresh() throws {
        var capture = UtteranceCapture(maximumSeconds: 2)
        for index in 0..<10 { capture.add(Self.chunk(index), reference: nil) }
        #expect(capture.decided() == nil)  // no speech start heard: nothing to save
        capture.speechStarted()
        for index in 10..<14 { capture.add(Self.chunk(index), reference: nil) }
        let firstHeard = capture.decided()
        let first = try #require(firstHeard)
        #expect(Self.chunks(of: first.audio) == Array(0...13))
        #expect(capture.decided() == nil)  // decided once
        capture.add(Self.chunk(14), reference: nil)
        capture.speechStarted()
        capture.add(Self.chunk(15), reference: nil)
        let secondHeard = capture.decided()
        let second = try #require(secondHeard)
        #expect(Self.chunks(of: second.audio) == Array(0...15))
        capture.restart()
        capture.add(Self.chunk(16), reference: nil)
        capture.speechStarted()
        capture.add(Self.chunk(17), reference: nil)
        let thirdHeard = capture.decided()
        let third = try #require(thirdHeard)
        #expect(Self.chunks(of: third.audio) == [16, 17])
    }
}
