import Foundation
import Testing

@testable import Speech

/// The loudest level of an utterance, in dBFS, from 20 ms chunk energies.
@Suite struct LoudnessTrackerTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        /// RMS of each 320-sample chunk, in least-significant bits.
        let rms: [Double]
        let lastChunks: Int
        let dBFS: Double
    }

    static let cases = [
        Case(description: "digital silence counts as one bit", rms: [0, 0, 0], lastChunks: 3, dBFS: -90.3),
        Case(description: "full scale", rms: [0, 32_768], lastChunks: 2, dBFS: 0),
        Case(description: "the loudest chunk wins", rms: [10, 1_000, 100], lastChunks: 3, dBFS: -30.3),
        Case(description: "only the last chunks count", rms: [32_768, 1, 10], lastChunks: 2, dBFS: -70.3),
        Case(description: "nothing added", rms: [], lastChunks: 5, dBFS: -90.3),
    ]

    @Test(arguments: cases)
    func loudestLevel(_ test: Case) {
        var tracker = LoudnessTracker()
        for rms in test.rms { tracker.add(sumOfSquares: rms * rms * 320, count: 320) }
        #expect(abs(tracker.loudestDBFS(lastChunks: test.lastChunks) - test.dBFS) < 0.05)
    }
}
