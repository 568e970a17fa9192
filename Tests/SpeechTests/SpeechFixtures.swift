import AnswerMatching
import Audio
import Foundation

@testable import Speech

/// Shared, lazily built speech objects for tests (model loading takes a moment).
enum SpeechFixtures {
    static let model: AcousticModel? = try? AcousticModel.locate()
    static let resources = ResourceDirectory.find()
    static let lexicon: Lexicon? = model.flatMap { try? Lexicon(model: $0, resources: resources) }
    static var available: Bool { model != nil && lexicon != nil }

    /// 16 kHz mono speech from espeak-ng, with `padding` seconds of quiet before and after.
    static func speech(_ text: String, voice: String = "en-us", rate: Int = 150, padding: Double = 0.6) throws -> [Int16] {
        let buffer = try SpeechSynthesizer(voice: voice, rate: rate).synthesize(text)
        let samples = try Resampler.speechInput(buffer)
        let quiet = quietNoise(seconds: padding, seed: 7)
        return quiet + samples + quiet
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
