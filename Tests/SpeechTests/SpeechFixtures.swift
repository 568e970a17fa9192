import AnswerMatching
import Audio
import Foundation
import TestSupport

@testable import Speech

/// Shared, lazily built speech objects for tests (model loading takes a moment).
enum SpeechFixtures {
    static let model: AcousticModel? = try? AcousticModel.locate()
    static let resources = ResourceDirectory.find()
    static let lexicon: Lexicon? = model.flatMap { try? Lexicon(model: $0, resources: resources) }
    static var available: Bool { model != nil && lexicon != nil }

    /// 16 kHz mono speech from espeak-ng, with `padding` seconds of quiet before and after.
    static func speech(_ text: String, voice: String = "en-us", rate: Int = 150, padding: Double = 0.6) throws
        -> [Int16]
    {
        let quiet = quietNoise(seconds: padding, seed: 7)
        return quiet + (try words(text, voice: voice, rate: rate)) + quiet
    }

    /// 16 kHz mono speech from a fresh `espeak-ng` process, the same samples on every call.
    ///
    /// Not the in-process `SpeechSynthesizer`: libespeak-ng carries state from call to call in one
    /// process (one phrase asked twice came out 62 137 and then 62 133 samples long, with different
    /// audio), so calibrated recognition tests passed or failed by the order tests ran in. The command
    /// line ends its speech with ~0.38 s of digital zeros the library does not give: they are cut, so the
    /// words are followed by the caller's padding only.
    static func words(_ text: String, voice: String = "en-us", rate: Int = 150) throws -> [Int16] {
        let result = try Subprocess.run("espeak-ng", ["-v", voice, "-s", "\(rate)", "--stdout", text])
        guard result.status == 0 else { throw FixtureError.espeak(text: text, errors: result.errors) }
        let samples = try Resampler.speechInput(WAVFile.decode(result.stdout, label: "espeak-ng \"\(text)\""))
        let lastSound = samples.lastIndex { abs(Int($0)) > 8 } ?? samples.count - 1
        return Array(samples[...min(lastSound + 160, samples.count - 1)])
    }

    enum FixtureError: Error, CustomStringConvertible {
        case espeak(text: String, errors: String)
        var description: String {
            switch self {
            case .espeak(let text, let errors): "espeak-ng could not speak \"\(text)\": \(errors)"
            }
        }
    }

    /// Low-level deterministic noise (a real room is never digitally silent).
    static func quietNoise(seconds: Double, seed: UInt64, amplitude: Int16 = 30) -> [Int16] {
        var state = seed
        return (0..<Int(seconds * 16_000)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int16(truncatingIfNeeded: Int64(state >> 33) % Int64(amplitude * 2 + 1) - Int64(amplitude))
        }
    }

    /// Feeds audio in 20 ms chunks and returns the first answering decision, else the last decision.
    static func recognize(_ samples: [Int16], with recognizer: Recognizer) throws -> RecognitionDecision? {
        let (decisive, last) = try recognizer.recognize(samples) { $0.isAnswer || $0.command != nil }
        return decisive ?? last
    }
}
