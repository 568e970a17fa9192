import Foundation
import QuizCore
import Testing

@testable import introquiz

/// The capture clock places chunks by the samples before them, from the least late delivery: lateness of single
/// deliveries and bursts do not move it; a stream that lost samples is followed once the window has passed.
@Suite struct CaptureClockTests {
    /// Lateness (ms) of each 20 ms chunk's delivery, and the chunks whose on-time instant must be exact.
    @Test(
        arguments: [
            ("steady", Array(repeating: 5, count: 200)),
            ("jitter", (0..<200).map { [3, 9, 1, 14, 6][$0 % 5] }),
            // The recogniser held the thread 0.2 s: 10 chunks then came at once.
            ("burst", (0..<200).map { $0 >= 100 && $0 < 110 ? 200 - ($0 - 100) * 20 + 2 : 2 }),
        ] as [(String, [Int])])
    func latenessDoesNotMoveIt(_ name: String, lateness: [Int]) {
        let start = ContinuousClock.now
        var clock = CaptureClock()
        let least = lateness.min()!
        for (index, late) in lateness.enumerated() {
            let due = start + .milliseconds(20 * (index + 1))
            let placed = clock.onTime(count: 320, deliveredAt: due + .milliseconds(late))
            // Once the least late delivery so far is the least of all, every chunk is placed by it.
            if index >= lateness.firstIndex(of: least)! {
                let error = abs((placed - (due + .milliseconds(least))).inSeconds * 1_000)
                #expect(error < 0.01, "\(name): chunk \(index) placed \(error) ms off")
            }
        }
    }

    @Test func followsAStreamThatLostSamples() {
        let start = ContinuousClock.now
        var clock = CaptureClock()
        var last: ContinuousClock.Instant?
        for index in 0..<400 {
            // From chunk 100 on, 0.5 s of audio never arrived: every delivery is 0.5 s later than its samples say.
            let gap: Duration = index >= 100 ? .milliseconds(500) : .zero
            let delivered = start + .milliseconds(20 * (index + 1)) + gap
            last = clock.onTime(count: 320, deliveredAt: delivered)
            if index == 399 { #expect(abs((last! - delivered).inSeconds * 1_000) < 0.01) }
        }
    }
}
