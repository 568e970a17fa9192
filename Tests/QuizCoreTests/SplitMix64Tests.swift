import Foundation
import QuizCore
import Testing

@Suite struct SplitMix64Tests {
    /// Reference outputs of SplitMix64 for seed 1234567 (Vigna's C reference implementation).
    @Test func matchesReferenceStream() {
        var rng = SplitMix64(seed: 1_234_567)
        #expect(rng.next() == 6_457_827_717_110_365_317)
        #expect(rng.next() == 3_203_168_211_198_807_973)
        #expect(rng.next() == 9_817_491_932_198_370_423)
    }

    @Test(arguments: [1, 2, 3, 6, 7, 100, 1 << 40])
    func drawStaysBelowBound(bound: Int) {
        var rng = SplitMix64(seed: UInt64(bound))
        for _ in 0..<2_000 {
            let value = rng.draw(below: bound)
            #expect(value >= 0 && value < bound)
        }
    }

    @Test func drawIsRoughlyUniform() {
        var rng = SplitMix64(seed: 42)
        var counts = [Int](repeating: 0, count: 6)
        let draws = 60_000
        for _ in 0..<draws { counts[rng.draw(below: 6)] += 1 }
        // Each bucket expects 10 000; 5 standard deviations is about ±456.
        for count in counts { #expect(abs(count - draws / 6) < 460, "bucket count \(count)") }
    }

    @Test func unitIsInHalfOpenInterval() {
        var rng = SplitMix64(seed: 7)
        var sum = 0.0
        for _ in 0..<10_000 {
            let value = rng.unit()
            #expect(value >= 0 && value < 1)
            sum += value
        }
        #expect(abs(sum / 10_000 - 0.5) < 0.02)
    }

    @Test(arguments: [0, 1, 2, 5, 50])
    func shuffleIsAPermutation(count: Int) {
        var rng = SplitMix64(seed: 99)
        var values = Array(0..<count)
        rng.shuffle(&values)
        #expect(values.sorted() == Array(0..<count))
    }

    @Test func shuffleIsReproducibleAndPinned() {
        var first = SplitMix64(seed: 2024)
        var second = SplitMix64(seed: 2024)
        var lhs = Array(0..<10)
        var rhs = Array(0..<10)
        first.shuffle(&lhs)
        second.shuffle(&rhs)
        #expect(lhs == rhs)
        #expect(lhs != Array(0..<10))
    }

    @Test func derivedStreamsAreIndependentAndStable() {
        let seed: UInt64 = 5
        var answers = SplitMix64.derived(seed: seed, purpose: .answers)
        var choices1 = SplitMix64.derived(seed: seed, purpose: .choices, index: 1)
        var choices2 = SplitMix64.derived(seed: seed, purpose: .choices, index: 2)
        var again = SplitMix64.derived(seed: seed, purpose: .choices, index: 1)
        let firsts = [answers.next(), choices1.next(), choices2.next()]
        #expect(Set(firsts).count == 3)
        #expect(again.next() == firsts[1])
    }

    @Test func codableRoundTripKeepsPosition() throws {
        var rng = SplitMix64(seed: 11)
        _ = rng.next()
        let data = try JSONEncoder().encode(rng)
        var restored = try JSONDecoder().decode(SplitMix64.self, from: data)
        #expect(restored.next() == rng.next())
    }
}
