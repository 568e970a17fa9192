import Foundation
import Testing
import TestSupport

/// The binary's surface: help, version, usage errors, bad files — each exit code and the one-line message.
@Suite struct CommandLineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        /// Text that must appear on stdout (status 0) or stderr (otherwise).
        var says: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--version"], status: 0, says: "introquiz 0."),
        Case(arguments: ["help"], status: 0, says: "COMMANDS:"),
        Case(arguments: ["help", "eval"], status: 0, says: "MANIFEST"),
        Case(arguments: ["play", "--help"], status: 0, says: "--rounds"),
        Case(arguments: ["play", "--rounds", "7"], status: 64, says: "--rounds must be one of 5, 10, 20 (got 7)"),
        Case(arguments: ["play", "--round", "5"], status: 64, says: "did you mean '--rounds'?"),
        Case(arguments: ["play", "--rival", "godlike"], status: 64, says: "easy, normal, hard, expert"),
        Case(arguments: ["fly"], status: 64, says: "unknown command 'fly'"),
        Case(arguments: ["decode"], status: 64, says: "missing CLIP"),
        Case(arguments: ["decode", "/nonexistent/x.mp3", "--out", "/tmp/x.wav"], status: 66, says: "/nonexistent/x.mp3"),
        Case(arguments: ["replay", "/nonexistent/game.json"], status: 66, says: "/nonexistent/game.json"),
        Case(arguments: ["play", "--chart", "France", "--no-audio"], status: 64, says: "two-letter country code"),
    ]

    @Test(arguments: cases)
    func exitStatusAndMessage(_ testCase: Case) throws {
        let binary = try IntroQuizBinary()
        let result = try binary.run(testCase.arguments)
        #expect(result.status == testCase.status, "stderr: \(result.errors)")
        let text = testCase.status == 0 ? result.output : result.errors
        #expect(text.contains(testCase.says), "got: \(text)")
        if testCase.status != 0 {
            #expect(result.errors.split(separator: "\n").count == 1, "one line expected, got: \(result.errors)")
        }
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadFile(name: "empty.mp3", bytes: []),
        BadFile(name: "text.mp3", bytes: Array("this is not an mp3 file at all\n".utf8)),
        BadFile(name: "garbage.mp3", bytes: (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
    ])
    func brokenClipsGiveOneLineNamingTheFile(_ file: BadFile) throws {
        let binary = try IntroQuizBinary()
        let clip = binary.home.url.appendingPathComponent(file.name)
        try Data(file.bytes).write(to: clip)
        let result = try binary.run(["decode", clip.path, "--out", binary.home.url.appendingPathComponent("o.wav").path])
        #expect(result.status == 65)
        #expect(result.errors.contains(file.name))
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    }

    /// A voice log folder whose manifest is not one stops `play` with one line before a game is made: nothing in it
    /// is overwritten, and no save is left behind.
    @Test func aVoiceLogThatIsNoManifestStopsPlayBeforeTheGame() throws {
        let binary = try IntroQuizBinary()
        let log = binary.home.url.appendingPathComponent("log")
        try FileManager.default.createDirectory(at: log, withIntermediateDirectories: true)
        let manifest = log.appendingPathComponent("manifest.json")
        try Data("my notes, not a manifest".utf8).write(to: manifest)
        let result = try binary.run(["play", "--no-audio", "--no-voice", "--voice-log", log.path], input: "1\n")
        #expect(result.status == 65, "\(result.errors)")
        #expect(result.errors.contains("\(manifest.path) is not a sample manifest"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "my notes, not a manifest")
        let saves = binary.home.url.appendingPathComponent("state/introquiz/games")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: saves.path)) ?? []).isEmpty)
    }

    @Test func decodeWritesTheRequestedSlice() throws {
        let binary = try IntroQuizBinary()
        let out = binary.home.url.appendingPathComponent("slice.wav")
        let clip = IntroQuizBinary.demoPack.appendingPathComponent("ode-to-joy.mp3").path
        let result = try binary.run(["decode", clip, "--start", "1", "--seconds", "2.5", "--out", out.path])
        #expect(result.status == 0, "\(result.errors)")
        let soxi = try Subprocess.run("soxi", ["-D", out.path])
        let seconds = try #require(Double(soxi.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(abs(seconds - 2.5) < 0.03)
    }
}
