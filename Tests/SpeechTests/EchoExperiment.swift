import Audio
import Foundation
import Testing

/// Measurement harness, not a regression test: runs only when INTROQUIZ_ECHO_PAIRS names `MIC.wav:REF.wav`
/// pairs (comma-separated). Prints the echo canceller's removal per half second, unaligned and aligned.
@Suite struct EchoExperiment {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTROQUIZ_ECHO_PAIRS"] != nil))
    func removalPerHalfSecond() throws {
        for pair in ProcessInfo.processInfo.environment["INTROQUIZ_ECHO_PAIRS"]!.split(separator: ",") {
            let paths = pair.split(separator: ":").map(String.init)
            let mic = try Resampler.speechInput(WAVFile.read(from: URL(fileURLWithPath: paths[0])))
            let ref = try Resampler.speechInput(WAVFile.read(from: URL(fileURLWithPath: paths[1])))
            for aligned in [nil, 0.128] as [Double?] {
                let canceller = try EchoCanceller(alignedTail: aligned)
                var cleaned: [Int16] = []
                var delays: [String] = []
                for start in stride(from: 0, to: min(mic.count, ref.count) - 320, by: 320) {
                    cleaned += canceller.process(
                        microphone: Array(mic[start..<start + 320]), reference: Array(ref[start..<start + 320]))
                    if start % 8_000 < 320 { delays.append(canceller.referenceDelay.map { "\($0)" } ?? "-") }
                }
                let rows = stride(from: 0, to: cleaned.count - 8_000, by: 8_000).map { start in
                    String(format: "%5.1f", EchoCancellerTests.removedDB(mic, cleaned, over: start..<start + 8_000))
                }
                let name = paths[0].split(separator: "/").suffix(2).joined(separator: "/")
                print("\(name) \(aligned == nil ? "plain  " : "aligned"):", rows.joined(separator: " "))
                if aligned != nil { print("   delay:", delays.joined(separator: " ")) }
            }
        }
    }
}
