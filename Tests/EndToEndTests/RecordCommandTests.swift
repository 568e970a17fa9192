import Foundation
import Testing
import TestSupport

/// `introquiz record` against the private PulseAudio's virtual microphone.
@Suite(.serialized) struct RecordCommandTests {
    @Test func recordsTakesIntoAnEvalManifest() throws {
        try VirtualAudio.require()
        let binary = try IntroQuizBinary()
        let speech = binary.home.url.appendingPathComponent("say.wav")
        _ = try Subprocess.run("espeak-ng", ["-v", "en-us", "-w", speech.path, "greensleeves"])
        let out = binary.home.url.appendingPathComponent("mine")
        let input = binary.home.url.appendingPathComponent("answers.txt")
        try Data("2\nnone\nq\n".utf8).write(to: input)
        let record = try Subprocess(
            IntroQuizBinary.path,
            ["record", "--choices", "Swan Lake|Greensleeves|Danny Boy", "--out", out.path, "--seconds", "2.5"],
            stdin: input, environment: binary.environment)
        Thread.sleep(forTimeInterval: 1.2)  // the first take is recording now
        _ = try VirtualAudio.feedMicrophone(speech).wait(timeout: 20)
        let result = try record.wait(timeout: 60)
        #expect(result.status == 0, "\(result.errors)")

        let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let samples = try #require(manifest["samples"] as? [[String: Any]])
        #expect(samples.count == 2)
        #expect(samples.first?["expect"] as? String == "Greensleeves")
        #expect(samples.last?["expect"] is NSNull)
        #expect(samples.first?["choices"] as? [String] == ["Swan Lake", "Greensleeves", "Danny Boy"])
        let take = out.appendingPathComponent(try #require(samples.first?["audio"] as? String))
        let stats = try Subprocess.run("sox", [take.path, "-n", "stat"])
        let rms = stats.errors.split(separator: "\n").first { $0.hasPrefix("RMS     amplitude") }
        let level = Double(rms?.split(separator: " ").last.map(String.init) ?? "") ?? 0
        #expect(level > 0.005, "the take should hold the spoken words: \(stats.errors)")
    }
}
