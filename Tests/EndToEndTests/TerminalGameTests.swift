import Foundation
import Testing
import TestSupport

/// `introquiz play` full screen in a real terminal (tmux), with sound through the private PulseAudio.
@Suite(.serialized) struct TerminalGameTests {
    /// A shell line that records the terminal settings before and after the game, then waits.
    static func wrapped(_ arguments: String, in home: URL) -> String {
        let before = home.appendingPathComponent("stty-before").path
        let after = home.appendingPathComponent("stty-after").path
        return "stty -g > \(before); \(IntroQuizBinary.path) \(arguments); echo EXIT=$?; stty -g > \(after); sleep 60"
    }

    /// The terminal settings before and after the game, when they differ (nil when restored).
    static func unrestored(_ home: URL) throws -> String? {
        let before = try String(contentsOf: home.appendingPathComponent("stty-before"), encoding: .utf8)
        let after = try String(contentsOf: home.appendingPathComponent("stty-after"), encoding: .utf8)
        return !before.isEmpty && before == after ? nil : "before: \(before) after: \(after)"
    }

    @Test func playsIntroAnswersByKeyAndRestoresTheTerminal() throws {
        try VirtualAudio.require()
        let binary = try IntroQuizBinary()
        let tmux = try TmuxSession(
            Self.wrapped("play --no-voice --rounds 5 --seed 9", in: binary.home.url), environment: binary.environment)
        let first = try tmux.waitFor("press 1–4")
        #expect(first.contains("1/5"))
        #expect(first.contains("1. ") && first.contains("4. "))
        // The intro is playing: the speakers' monitor hears it.
        let playing = try Speakers.rms(seconds: 1.0)
        #expect(playing > 0.02, "intro RMS \(playing)")

        try tmux.send("2")
        let reveal = try tmux.waitFor("press Return for the next question")
        #expect(reveal.contains("Right") || reveal.contains("Wrong"))
        #expect(reveal.contains("answered with keys"))
        // The answer stopped the intro.
        Thread.sleep(forTimeInterval: 0.3)
        let after = try Speakers.rms(seconds: 0.8)
        #expect(after < playing / 10, "still sounding after the answer: \(after) vs \(playing)")

        try tmux.send("Enter")
        try tmux.waitFor("2/5")
        try tmux.send("Down")
        try tmux.send("Enter")
        try tmux.waitFor("press Return for the next question")
        try tmux.send("Escape")
        let end = try tmux.waitFor("EXIT=0")
        #expect(end.contains("saved after 2 of 5"))
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try Self.unrestored(binary.home.url) == nil)
    }

    struct Interrupt: Sendable, CustomTestStringConvertible {
        var name: String
        var keys: String?
        var signal: Int32?
        var testDescription: String { name }
    }

    @Test(arguments: [
        Interrupt(name: "Ctrl-C", keys: "C-c", signal: nil),
        Interrupt(name: "SIGTERM", keys: nil, signal: SIGTERM),
    ])
    func theTerminalIsRestoredWhenInterrupted(_ interrupt: Interrupt) throws {
        try VirtualAudio.require()
        let binary = try IntroQuizBinary()
        let tmux = try TmuxSession(
            Self.wrapped("play --no-voice --no-audio --rounds 5 --seed 4", in: binary.home.url),
            environment: binary.environment)
        try tmux.waitFor("press 1–4")
        if let keys = interrupt.keys { try tmux.send(keys) }
        if let signal = interrupt.signal {
            // Only the game itself (not the tmux server or shell whose command lines contain the same words).
            let pattern = "^\(IntroQuizBinary.path) play --no-voice --no-audio --rounds 5 --seed 4"
            let killed = try Subprocess.run("pkill", ["-\(signal)", "-f", pattern])
            #expect(killed.status == 0, "no game process matched \(pattern)")
        }
        try tmux.waitFor("EXIT=")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try Self.unrestored(binary.home.url) == nil)
        #expect(!(try tmux.screen()).contains("press 1–4"), "the game screen should be gone (alternate screen left)")
    }
}
