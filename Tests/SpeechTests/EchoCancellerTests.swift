import Audio
import Foundation
import Testing

/// The echo canceller learns a delayed, attenuated copy of the playback and removes most of it; aligned to the
/// measured delay, it removes more.
@Suite struct EchoCancellerTests {
    /// Noise plus tones: a stand-in for music with a broad spectrum.
    static func playback(seconds: Int, seed: UInt64 = 42) -> [Int16] {
        var state = seed
        return (0..<(16_000 * seconds)).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            let noise = Double(Int64(state >> 40) % 2001 - 1000)
            return Int16(noise * 4 + 3000 * sin(Double(i) * 0.05) + 2000 * sin(Double(i) * 0.013))
        }
    }

    static func delayed(_ playback: [Int16], by delay: Int, gain: Double) -> [Int16] {
        (0..<playback.count).map { i in i >= delay ? Int16(Double(playback[i - delay]) * gain) : 0 }
    }

    /// Feeds both in 20 ms chunks; returns the cleaned microphone.
    static func cancel(_ mic: [Int16], _ playback: [Int16], with canceller: EchoCanceller) -> [Int16] {
        stride(from: 0, to: mic.count, by: 320).flatMap { start in
            canceller.process(
                microphone: Array(mic[start..<start + 320]), reference: Array(playback[start..<start + 320]))
        }
    }

    static func removedDB(_ mic: [Int16], _ cleaned: [Int16], over range: Range<Int>) -> Double {
        20 * log10(rms(Array(mic[range])) / max(rms(Array(cleaned[range])), 1))
    }

    static func rms(_ samples: [Int16]) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))).squareRoot()
    }

    @Test(arguments: [(480, nil), (480, 0.128), (2_000, 0.128)] as [(Int, Double?)])
    func removesDelayedPlaybackEcho(delay: Int, alignedTail: Double?) throws {
        let canceller = try EchoCanceller(alignedTail: alignedTail)
        let playback = Self.playback(seconds: 4)
        let mic = Self.delayed(playback, by: delay, gain: 0.4)
        let cleaned = Self.cancel(mic, playback, with: canceller)
        #expect(cleaned.count == mic.count)
        let removed = Self.removedDB(mic, cleaned, over: 48_000..<64_000)
        #expect(removed > 10, "echo reduced by only \(removed) dB")
        if alignedTail != nil {
            let aligned = try #require(canceller.referenceDelay)
            #expect(abs(aligned - (delay - EchoCanceller.alignmentLeadSamples)) <= 2)
        }
    }

    /// The same 125 ms echo: the unaligned filter spends half its taps on the delay, the aligned one none.
    @Test func alignedRemovesMoreThanUnaligned() throws {
        let playback = Self.playback(seconds: 6, seed: 7)
        let mic = Self.delayed(playback, by: 2_000, gain: 0.5)
        let plain = Self.cancel(mic, playback, with: try EchoCanceller())
        let aligned = Self.cancel(mic, playback, with: try EchoCanceller(alignedTail: 0.128))
        let lastTwo = 64_000..<96_000
        let gain = Self.removedDB(mic, aligned, over: lastTwo) - Self.removedDB(mic, plain, over: lastTwo)
        #expect(gain > 3, "aligned removed only \(gain) dB more")
    }

    @Test func resetForgetsTheAlignment() throws {
        let canceller = try EchoCanceller(alignedTail: 0.128)
        let playback = Self.playback(seconds: 3)
        _ = Self.cancel(Self.delayed(playback, by: 800, gain: 0.5), playback, with: canceller)
        #expect(abs((canceller.referenceDelay ?? 0) - 792) <= 2)
        canceller.reset()
        #expect(canceller.referenceDelay == nil)
    }
}

/// The delay estimator finds how late the microphone hears the reference, or nothing when it does not.
@Suite struct EchoDelayEstimatorTests {
    @Test(arguments: [
        (0, 1.0, true), (37, 0.3, true), (480, 0.8, true), (4_000, 0.5, true), (4_700, 1.0, true),
        // Beyond the longest delay looked for, and a microphone that hears something else: no estimate.
        (6_000, 1.0, false),
    ])
    func findsTheDelay(delay: Int, gain: Double, found: Bool) throws {
        var estimator = EchoDelayEstimator()
        let playback = EchoCancellerTests.playback(seconds: 3)
        let mic = EchoCancellerTests.delayed(playback, by: delay, gain: gain)
        var last: EchoDelayEstimator.Estimate?
        for start in stride(from: 0, to: mic.count, by: 320) {
            last =
                estimator.add(
                    microphone: Array(mic[start..<start + 320]), reference: Array(playback[start..<start + 320]))
                ?? last
        }
        if found {
            // Searched at a quarter of the rate, placed between coarse lags: within 2 samples.
            let estimate = try #require(last)
            #expect(abs(estimate.delay - delay) <= 2)
            #expect(estimate.correlation > 0.8)
        } else {
            #expect(last == nil)
        }
    }

    /// The echo path steps 26 ms later (a new intro placed its reference otherwise): the estimate follows within
    /// a second, by the first search whose window lies mostly past the step, instead of holding the old lag in its
    /// average (which took 1.3 s).
    @Test func followsADelayThatMoves() throws {
        let playback = EchoCancellerTests.playback(seconds: 6, seed: 3)
        let before = EchoCancellerTests.delayed(playback, by: 480, gain: 0.5)
        let after = EchoCancellerTests.delayed(playback, by: 900, gain: 0.5)
        let mic = Array(before[..<48_000] + after[48_000...])
        var estimator = EchoDelayEstimator()
        var found: [(at: Int, delay: Int)] = []
        for start in stride(from: 0, to: mic.count, by: 320) {
            let range = start..<start + 320
            if let estimate = estimator.add(microphone: Array(mic[range]), reference: Array(playback[range])) {
                found.append((start + 320, estimate.delay))
            }
        }
        #expect(found.filter { $0.at <= 48_000 }.allSatisfy { abs($0.delay - 480) <= 2 })
        let firstAfter = try #require(found.first { abs($0.delay - 900) <= 2 })
        #expect(firstAfter.at - 48_000 <= 16_000, "followed \(firstAfter.at - 48_000) samples after the step")
        #expect(found.filter { $0.at >= firstAfter.at }.allSatisfy { abs($0.delay - 900) <= 2 })
    }

    @Test func unrelatedSoundOrSilenceGivesNoEstimate() {
        let playback = EchoCancellerTests.playback(seconds: 3)
        let other = EchoCancellerTests.playback(seconds: 3, seed: 99)
        var estimator = EchoDelayEstimator()
        var silent = EchoDelayEstimator()
        var found: [EchoDelayEstimator.Estimate] = []
        for start in stride(from: 0, to: playback.count, by: 320) {
            let range = start..<start + 320
            if let estimate = estimator.add(microphone: Array(other[range]), reference: Array(playback[range])) {
                found.append(estimate)
            }
            if let estimate = silent.add(microphone: Array(playback[range]), reference: Array(repeating: 0, count: 320))
            {
                found.append(estimate)
            }
        }
        #expect(found.isEmpty)
    }
}
