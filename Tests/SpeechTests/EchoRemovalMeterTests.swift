import Audio
import Foundation
import Testing

@testable import Speech

@Suite struct EchoRemovalMeterTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var chunks: [(microphone: [Int16], cancelled: [Int16])]
        var removedDB: Double?
        var description: String { name }
    }

    static let loud = [Int16](repeating: 1000, count: 320)
    static let tenth = [Int16](repeating: 100, count: 320)
    static let silent = [Int16](repeating: 0, count: 320)

    static let cases: [Case] = [
        Case(name: "nothing cancelled", chunks: [], removedDB: nil),
        Case(name: "silent microphone", chunks: [(silent, silent)], removedDB: nil),
        Case(name: "nothing removed", chunks: [(loud, loud)], removedDB: 0),
        Case(name: "a tenth of the amplitude left", chunks: [(loud, tenth)], removedDB: 20),
        Case(
            name: "energy summed over chunks, not averaged per chunk", chunks: [(loud, tenth), (tenth, tenth)],
            removedDB: 10 * log10(101.0 / 2)),
        Case(
            name: "all removed: capped, not infinite", chunks: [(loud, silent)],
            removedDB: 10 * log10(1000.0 * 1000 * 320)),
    ]

    @Test(arguments: cases)
    func measures(_ test: Case) {
        var meter = EchoRemovalMeter()
        for chunk in test.chunks {
            meter.add(microphone: chunk.microphone, cancelled: chunk.cancelled, wasCancelled: true)
            if meter.speechChunks == 0 { meter.markSpeechStart() }
        }
        if let expected = test.removedDB {
            let measured = meter.removedDB()
            #expect(measured.map { abs($0 - expected) < 1e-9 } == true, "\(String(describing: measured)) dB")
        } else {
            #expect(meter.removedDB() == nil)
        }
    }

    @Test func resetForgetsTheLastUtterance() {
        var meter = EchoRemovalMeter()
        meter.add(microphone: Self.loud, cancelled: Self.tenth, wasCancelled: true)
        meter.markSpeechStart()
        meter.reset()
        #expect(meter.removedDB() == nil)
        meter.add(microphone: Self.loud, cancelled: Self.loud, wasCancelled: true)
        meter.markSpeechStart()
        #expect(meter.removedDB() == 0)
    }

    /// An utterance of chunks of 320 samples, speech from the first: "e" the intro's echo (20 dB removed),
    /// "p" the player (nothing removed).
    static func meter(_ pattern: String) -> EchoRemovalMeter {
        var meter = EchoRemovalMeter()
        for kind in pattern {
            meter.add(microphone: loud, cancelled: kind == "p" ? loud : tenth, wasCancelled: true)
            if meter.speechChunks == 0 { meter.markSpeechStart() }
        }
        return meter
    }

    struct SpanCase: Sendable, CustomStringConvertible {
        var pattern: String
        var minimumChunks: Int
        var span: [Int]?
        var description: String { "\(pattern) (at least \(minimumChunks))" }
    }

    @Test(arguments: [
        SpanCase(pattern: "eeeppppeee", minimumChunks: 2, span: [3 * 320 - 100, 3 * 320 - 100]),
        SpanCase(pattern: "pppp", minimumChunks: 2, span: [0, 0]),
        SpanCase(pattern: "epepe", minimumChunks: 2, span: [320 - 100, 320 - 100]),
        SpanCase(pattern: "eeeeee", minimumChunks: 1, span: nil),
        SpanCase(pattern: "eeepeee", minimumChunks: 2, span: nil),
    ])
    func findsThePlayersPart(_ test: SpanCase) {
        let span = Self.meter(test.pattern).playerSpan(threshold: 9, margin: 100, minimumChunks: test.minimumChunks)
        #expect(span.map { [$0.dropFirst, $0.dropLast] } == test.span)
    }

    @Test func withoutPlaybackNothingIsCut() {
        var meter = EchoRemovalMeter()
        meter.add(microphone: Self.loud, cancelled: Self.loud, wasCancelled: false)
        meter.markSpeechStart()
        #expect(meter.removedDB() == nil)
        #expect(
            meter.playerSpan(threshold: 9, margin: 0, minimumChunks: 5).map { [$0.dropFirst, $0.dropLast] } == [0, 0])
    }

    @Test func keepsStepWithTheBufferedAudio() {
        var meter = Self.meter("eeepp")
        meter.markSpeechStart()
        meter.keepLast(samples: 3 * 320)
        #expect(meter.speechChunks == 1)
        // "epp" is left: one echo chunk before the player's two.
        #expect(
            meter.playerSpan(threshold: 9, margin: 0, minimumChunks: 1).map { [$0.dropFirst, $0.dropLast] } == [320, 0])
    }
}

extension EchoRemovalMeter {
    /// Adds a chunk by its samples before and after cancellation.
    mutating func add(microphone: [Int16], cancelled: [Int16], wasCancelled: Bool) {
        add(
            before: PCMBuffer.sumOfSquares(int16: microphone), after: PCMBuffer.sumOfSquares(int16: cancelled),
            samples: cancelled.count, cancelled: wasCancelled)
    }
}
