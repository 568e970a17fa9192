import AnswerMatching
import Audio
import Foundation
import Testing

@testable import Speech

@Suite(.enabled(if: SpeechFixtures.available)) struct EvaluatorTests {
    static let fixedKeys = [
        "samples", "inChoice", "correct", "accuracy", "rejectedInChoice", "wrong", "outOfChoice", "falseAccepts",
        "falseAcceptRate", "audioSeconds", "processSeconds", "realTimeFactor", "medianDecisionDelayMs",
    ]

    /// A tiny manifest made here (espeak speech at 22.05 kHz stereo, plus noise) runs end to end and
    /// reports every fixed JSON field with consistent counts.
    @Test func reportsTheFixedJSONFields() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("eval-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let speech = try SpeechSynthesizer().synthesize("swan lake")
        let stereo = PCMBuffer(samples: speech.samples.flatMap { [$0, $0] }, sampleRate: speech.sampleRate, channels: 2)
        try WAVFile.write(stereo, to: directory.appendingPathComponent("a.wav"))
        let noise = PCMBuffer(int16: SpeechFixtures.quietNoise(seconds: 1.5, seed: 9, amplitude: 2000), sampleRate: 16_000, channels: 1)
        try WAVFile.write(noise, to: directory.appendingPathComponent("n.wav"))
        let manifest = """
            {"samples": [
              {"audio": "a.wav", "choices": ["Greensleeves", "Swan Lake"], "expect": "Swan Lake", "note": "x"},
              {"audio": "n.wav", "choices": ["Greensleeves", "Swan Lake"], "expect": null, "playback": "n.wav"}
            ]}
            """
        try manifest.write(to: directory.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        let recognizer = try Recognizer(model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon))
        let report = try Evaluator().evaluate(
            VoiceManifest(contentsOf: directory.appendingPathComponent("manifest.json")), with: recognizer)
        #expect(report.samples == 2 && report.inChoice == 1 && report.outOfChoice == 1)
        #expect(report.correct + report.wrong + report.rejectedInChoice == report.inChoice)
        #expect(report.audioSeconds > 2)
        let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any]
        for key in Self.fixedKeys { #expect(object?[key] != nil, "missing \(key)") }
        #expect(report.table().contains("correct"))
    }

    struct BadManifest: Sendable, CustomStringConvertible {
        var text: String
        var description: String { text }
    }

    @Test(arguments: [
        BadManifest(text: "not json"),
        BadManifest(text: #"{"samples": [{"audio": "a.wav"}]}"#),
        BadManifest(text: #"{"samples": [{"audio": "a.wav", "choices": ["A"], "expect": "B"}]}"#),
        BadManifest(text: #"{"samples": [{"audio": "a.wav", "choices": [], "expect": null}]}"#),
    ])
    func badManifestsAreBadData(_ bad: BadManifest) {
        do {
            _ = try VoiceManifest(data: Data(bad.text.utf8), directory: URL(fileURLWithPath: "/tmp"), label: "m.json")
            Issue.record("accepted a bad manifest")
        } catch {
            guard case .badData = error else { Issue.record("expected badData, got \(error)"); return }
        }
    }

    @Test func reportArithmetic() {
        func outcome(_ kind: EvaluationReport.Outcome.Kind, expect: String?) -> EvaluationReport.Outcome {
            EvaluationReport.Outcome(audio: "x", expect: expect, answer: nil, heard: "", kind: kind, reason: "", confidence: 0)
        }
        let report = EvaluationReport(
            outcomes: [outcome(.correct, expect: "A"), outcome(.wrong, expect: "A"), outcome(.rejected, expect: "A"),
                outcome(.correct, expect: "A"), outcome(.falseAccept, expect: nil), outcome(.correctlyRejected, expect: nil)],
            audioSeconds: 10, processSeconds: 1, delaysMs: [100, 300, 200])
        #expect(report.accuracy == 0.5 && report.falseAcceptRate == 0.5)
        #expect(report.realTimeFactor == 0.1 && report.medianDecisionDelayMs == 200)
    }
}
