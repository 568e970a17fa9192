import Audio
import Foundation
import Testing

/// The echo canceller learns a delayed, attenuated copy of the playback and removes most of it.
@Suite struct EchoCancellerTests {
    @Test func removesDelayedPlaybackEcho() throws {
        let canceller = try EchoCanceller()
        var state: UInt64 = 42
        let seconds = 4
        let playback: [Int16] = (0..<(16_000 * seconds)).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            let noise = Double(Int64(state >> 40) % 2001 - 1000)
            return Int16(noise * 4 + 3000 * sin(Double(i) * 0.05))
        }
        let delay = 480  // 30 ms through the room
        let mic: [Int16] = (0..<playback.count).map { i in i >= delay ? Int16(Double(playback[i - delay]) * 0.4) : 0 }
        var cleaned: [Int16] = []
        var start = 0
        while start < mic.count {
            cleaned += canceller.process(microphone: Array(mic[start..<start + 320]), reference: Array(playback[start..<start + 320]))
            start += 320
        }
        #expect(cleaned.count == mic.count)
        let lastSecond = (16_000 * (seconds - 1))..<(16_000 * seconds)
        let before = rms(Array(mic[lastSecond]))
        let after = rms(Array(cleaned[lastSecond]))
        #expect(20 * log10(before / max(after, 1)) > 10, "echo reduced by only \(20 * log10(before / max(after, 1))) dB")
    }

    private func rms(_ samples: [Int16]) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))).squareRoot()
    }
}
