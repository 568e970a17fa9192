import Foundation
import Testing
import TestSupport

/// A machine without sound: PulseAudio unreachable, no sound card.
@Suite struct NoDeviceTests {
    /// The private home plus a PulseAudio address where nothing listens.
    static func withoutSound(_ binary: IntroQuizBinary) -> [String: String] {
        binary.environment.merging(["PULSE_SERVER": "unix:/nonexistent/pulse/native"]) { $1 }
    }

    @Test func noOutputDeviceIsOneLineWithTheWayOutAndNoGameLeftBehind() throws {
        let binary = try IntroQuizBinary()
        let result = try Subprocess.run(
            IntroQuizBinary.path, ["play", "--rounds", "5"], environment: Self.withoutSound(binary), timeout: 60)
        #expect(result.status == 69, "\(result.errors)")
        #expect(result.errors.contains("--no-audio"))
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(binary.savedGames.isEmpty)
    }

    @Test func noMicrophoneTurnsVoiceOffAndKeysStillPlay() throws {
        let binary = try IntroQuizBinary()
        let answers = binary.home.url.appendingPathComponent("answers.txt")
        try Data("1\n2\n3\n4\n1\n".utf8).write(to: answers)
        let result = try Subprocess.run(
            IntroQuizBinary.path, ["play", "--no-audio", "--rounds", "5", "--seed", "1"], stdin: answers,
            environment: Self.withoutSound(binary), timeout: 60)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("voice answers are off"), "\(result.errors)")
        #expect(result.output.contains("Results"))
    }
}
