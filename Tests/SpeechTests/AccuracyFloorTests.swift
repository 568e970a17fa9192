import Foundation
import Testing

@testable import Speech

/// Regression floor on the dev voice sample set (samples/voice/manifest.json, built by
/// scripts/make-voice-samples, or INTROQUIZ_DEV_MANIFEST). Fails if accuracy drops below 0.50 or the
/// false-accept rate rises above 0.20 — measured 0.675 / 0.00 (dev) and 0.50 / 0.08 (held-out) on the
/// espeak sets the design was chosen on; re-check the bounds once the shared dev set has landed.
@Suite struct AccuracyFloorTests {
    static var manifestPath: String? {
        if let env = ProcessInfo.processInfo.environment["INTROQUIZ_DEV_MANIFEST"] { return env }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("samples/voice/manifest.json").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    @Test(.enabled(if: manifestPath != nil && SpeechFixtures.available))
    func devSetStaysAboveTheFloor() throws {
        let manifest = try VoiceManifest(contentsOf: URL(fileURLWithPath: #require(Self.manifestPath)))
        let recognizer = try Recognizer(model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon))
        let report = try Evaluator().evaluate(manifest, with: recognizer)
        #expect(report.accuracy >= 0.50, "\(report.table())")
        #expect(report.falseAcceptRate <= 0.20, "\(report.table())")
    }
}
