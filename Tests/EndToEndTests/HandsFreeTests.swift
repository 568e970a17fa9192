import Audio
import Foundation
import TestSupport
import Testing

/// Hands-free play through the private PulseAudio: the game speaks its prompts to the speakers, and an answer
/// spoken into the virtual microphone (espeak-ng, a voice the recogniser was not tuned on) answers it.
@Suite(.serialized) struct HandsFreeTests {
    /// Waits until `process`'s stdout file holds `text`.
    static func waitForOutput(_ text: String, in file: URL, timeout: Double) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var output = ""
        while Date() < deadline {
            output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if output.contains(text) { return output }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return output
    }

    /// Starts a hands-free game of 5 questions (seed 21) with `intro`-second intros; its stdout goes to the returned file.
    /// `options` are added to the command line as they are (shell words).
    static func startGame(
        _ binary: IntroQuizBinary, intro: Int, options: String = ""
    ) throws -> (game: Subprocess, stdout: URL) {
        let stdout = binary.home.url.appendingPathComponent("game.out")
        let command =
            "exec '\(IntroQuizBinary.path)' play --hands-free --rounds 5 --seed 21 --intro \(intro) \(options) > '\(stdout.path)'"
        return (try Subprocess("sh", ["-c", command], environment: binary.environment), stdout)
    }

    /// While the player talks over the intro it ducks (by 20 dB at the speakers), and it comes back once what
    /// they said is decided — here talk that is no answer, so the question stays open.
    @Test func theIntroDucksWhileThePlayerTalks() throws {
        try VirtualAudio.require()
        let binary = try IntroQuizBinary()
        let talk = binary.home.url.appendingPathComponent("talk.wav")
        _ = try Subprocess.run(
            "espeak-ng", ["-v", "en-us+m3", "-s", "150", "-w", talk.path, "the weather was lovely yesterday afternoon"])
        let talkSeconds = try WAVFile.read(from: talk).duration
        let (game, stdout) = try Self.startGame(binary, intro: 15)
        defer { if !game.hasExited { game.terminate() } }

        var output = Self.waitForOutput("Your answer", in: stdout, timeout: 60)
        #expect(output.contains("Question 1 of 5"), "\(output)")
        let recorder = try VirtualAudio.Recorder(file: binary.home.url.appendingPathComponent("speakers.wav"))
        Thread.sleep(forTimeInterval: 1.5)
        let fedAt = recorder.recordedSeconds
        _ = try VirtualAudio.feedMicrophone(talk).wait(timeout: 20)
        Thread.sleep(forTimeInterval: 3)
        let speakers = try recorder.finish()
        output = (try? String(contentsOf: stdout, encoding: .utf8)) ?? ""
        // The intro is still playing: the game must be gone before the next test listens to the speakers.
        game.terminate()
        _ = try? game.wait(timeout: 10)
        #expect(!output.contains("Answered"), "the talk was taken for an answer: \(output)")

        // Median level of 50 ms windows (the intro's own loudness varies within a second).
        let level = { (from: Double, to: Double) -> Double in
            let window = speakers.sampleRate / 20
            let levels = stride(
                from: Int(from * Double(speakers.sampleRate)), to: Int(to * Double(speakers.sampleRate)), by: window
            )
            .map { PCMBuffer.rmsDBFS(speakers.frames(from: $0, count: window).mono().samples) }.sorted()
            return levels.isEmpty ? -.infinity : levels[levels.count / 2]
        }
        // The microphone hears the talk ≈ 0.1 s after it is fed; the game ducks ≈ 0.2 s into it.
        let before = level(fedAt - 1.2, fedAt - 0.1)
        let ducked = level(fedAt + 0.6, fedAt + talkSeconds - 0.4)
        let back = level(fedAt + talkSeconds + 1.4, fedAt + talkSeconds + 2.6)
        // When the speakers went 10 dB down: 10 ms windows from the feed on.
        let duckedAfter = stride(from: 0.0, to: talkSeconds, by: 0.01).first {
            level($0 + fedAt, $0 + fedAt + 0.01) < before - 10
        }
        print(
            "ducking: the intro at \(before) dBFS before, \(ducked) while the player talked, \(back) after; 10 dB down \(duckedAfter ?? -1) s after the talk was fed"
        )
        #expect(before > -40, "the intro was not playing: \(before) dBFS")
        #expect(ducked < before - 12, "before \(before) dBFS, while talking \(ducked) dBFS")
        #expect(back > before - 5, "before \(before) dBFS, after \(back) dBFS")
    }

    @Test func aSpokenAnswerAnswersAndStopEndsTheGame() throws {
        try VirtualAudio.require()
        let binary = try IntroQuizBinary()
        let say = { (text: String, name: String) throws -> URL in
            let file = binary.home.url.appendingPathComponent(name)
            _ = try Subprocess.run("espeak-ng", ["-v", "en-us+m3", "-s", "150", "-w", file.path, text])
            return file
        }
        let stop = try say("stop", "stop.wav")
        // What the game heard, for a failure's message.
        let log = binary.home.url.appendingPathComponent("heard")
        let (game, stdout) = try Self.startGame(binary, intro: 12, options: "--voice-log '\(log.path)'")
        defer { if !game.hasExited { game.terminate() } }

        // The spoken prompt plays first: the speakers carry speech before the question is open.
        let recorder = try VirtualAudio.Recorder(file: binary.home.url.appendingPathComponent("speakers.wav"))
        var output = Self.waitForOutput("Your answer", in: stdout, timeout: 60)
        let prompt = try recorder.finish()
        #expect(output.contains("Question 1 of 5"), "\(output)")
        #expect(prompt.duration > 1 && prompt.rmsDBFS > -45, "prompt: \(prompt.duration) s at \(prompt.rmsDBFS) dBFS")

        // Say the first choice's title, as printed ("1. Title"), while the intro plays.
        let firstChoice = output.split(separator: "\n").first { $0.hasPrefix("1. ") }.map { String($0.dropFirst(3)) }
        let answer = try say(try #require(firstChoice), "answer.wav")
        Thread.sleep(forTimeInterval: 1.5)
        _ = try VirtualAudio.feedMicrophone(answer).wait(timeout: 20)
        output = Self.waitForOutput("by voice", in: stdout, timeout: 20)
        #expect(
            output.contains("Answered by voice"),
            "\(output)\nit heard:\n\(Self.heardNotes(in: log).joined(separator: "\n"))")
        #expect(output.contains("Question 1 of 5"))

        // The reveal is announced and the game moves on by itself; during the next intro, "stop" said twice ends it
        // (`GameDriver.stopConfirmationSeconds`).
        output = Self.waitForOutput("Question 2 of 5", in: stdout, timeout: 40)
        #expect(output.contains("Question 2 of 5"), "\(output)")
        // Said up to four times, as a person would repeat a command that was not taken.
        for _ in 0..<4 where !game.hasExited {
            Thread.sleep(forTimeInterval: 1.5)
            _ = try VirtualAudio.feedMicrophone(stop).wait(timeout: 20)
            Thread.sleep(forTimeInterval: 1.5)
        }
        let result: Subprocess.Result
        do {
            result = try game.wait(timeout: 30)
        } catch {
            let printed = (try? String(contentsOf: stdout, encoding: .utf8)) ?? ""
            let afterFirst = printed.components(separatedBy: "Question 2 of 5").last ?? ""
            let heard = Self.heardNotes(in: log).joined(separator: "\n")
            Issue.record("\(error); the game printed after question 2:\n\(afterFirst)\nit heard:\n\(heard)")
            return
        }
        #expect(result.status == 0)
        #expect(result.errors.contains("saved after 1 of 5"), "\(result.errors)")
    }

    /// The notes of a voice log's samples (what the game heard and decided), in order.
    static func heardNotes(in log: URL) -> [String] {
        guard let samples = IntroQuizBinary.manifestSamples(in: log) else { return ["(nothing)"] }
        return samples.map { "\($0["audio"] ?? "?"): \($0["note"] ?? "")" }
    }

    /// `--voice-log DIR`: what the game heard is saved as an eval manifest — the microphone's audio of the answer and
    /// the intro that played over it — and `eval` hears it again as the game did.
    @Test func whatTheGameHeardIsSavedForEval() throws {
        try VirtualAudio.require()
        let binary = try IntroQuizBinary()
        let log = binary.home.url.appendingPathComponent("heard")
        let (game, stdout) = try Self.startGame(binary, intro: 10, options: "--voice-log '\(log.path)'")
        defer { if !game.hasExited { game.terminate() } }
        var output = Self.waitForOutput("Your answer", in: stdout, timeout: 60)
        let screenChoices = output.split(separator: "\n").compactMap { line -> String? in
            guard let number = line.first?.wholeNumberValue, (1...4).contains(number), line.dropFirst().hasPrefix(". ")
            else { return nil }
            return String(line.dropFirst(3))
        }
        let first = try #require(screenChoices.first, "\(output)")
        let answer = binary.home.url.appendingPathComponent("answer.wav")
        _ = try Subprocess.run("espeak-ng", ["-v", "en-us+m3", "-s", "150", "-w", answer.path, first])
        Thread.sleep(forTimeInterval: 1.5)
        _ = try VirtualAudio.feedMicrophone(answer).wait(timeout: 20)
        output = Self.waitForOutput("by voice", in: stdout, timeout: 20)
        #expect(output.contains("Answered by voice"), "\(output)")
        // Written off the microphone's thread, just after the decision.
        let deadline = Date().addingTimeInterval(10)
        var samples: [[String: Any]] = []
        while Date() < deadline {
            if let listed = IntroQuizBinary.manifestSamples(in: log), listed.contains(where: { $0["expect"] is String })
            {
                samples = listed
                break
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        game.terminate()
        _ = try? game.wait(timeout: 10)

        let sample = try #require(samples.first { $0["expect"] as? String == first }, "\(samples)")
        #expect(sample["choices"] as? [String] == Array(screenChoices.prefix(4)))
        let heard = try WAVFile.read(from: log.appendingPathComponent(try #require(sample["audio"] as? String)))
        let played = try WAVFile.read(from: log.appendingPathComponent(try #require(sample["playback"] as? String)))
        #expect(heard.sampleRate == 16_000 && heard.frameCount == played.frameCount)
        #expect(played.rmsDBFS > -40, "the intro was not in the playback: \(played.rmsDBFS) dBFS")
        // The spoken answer is in the saved audio, after a lead of silence (the virtual microphone hears only it).
        // Its words only: the file's own trailing silence is longer than what the game heard after them.
        let spoken = Correlation.envelope(
            try Resampler.speechInput(try WAVFile.read(from: answer)).map { Float($0) / 32_768 }, window: 160)
        let loud = spoken.indices.filter { spoken[$0] > 0.01 * (spoken.max() ?? 0) }
        let words = Array(spoken[try #require(loud.first)...(loud.last ?? 0)])
        let match = Correlation.bestMatch(of: words, in: Correlation.envelope(heard.samples, window: 160))
        print(
            "voice log: \(samples.count) samples; the answer found \(match.lag * 10) ms into its audio (correlation \(match.correlation))"
        )
        #expect(
            match.correlation > 0.8 && match.lag >= 50, "lag \(match.lag * 10) ms, correlation \(match.correlation)")

        let eval = try binary.run(["eval", log.appendingPathComponent("manifest.json").path, "--verbose"])
        #expect(eval.status == 0, "\(eval.errors)")
        let line = eval.output.split(separator: "\n").first { $0.contains(sample["audio"] as? String ?? "?") }
        #expect(line?.hasPrefix("correct") == true, "\(eval.output)")
    }
}
