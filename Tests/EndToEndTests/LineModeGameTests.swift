import Foundation
import Testing
import TestSupport

/// `introquiz play` with stdin not a terminal: the plain line mode scripts and screen readers use.
@Suite struct LineModeGameTests {
    static let quiet = ["--no-audio", "--no-voice", "--rounds", "5"]

    /// The questions' lines ("Question k of 5 …" and the numbered choices) of a run's output.
    static func questionLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).compactMap { line in
            if line.hasPrefix("Question ") { return line.components(separatedBy: " Score:").first }
            return line.first.map { "123456".contains($0) } == true ? line : nil
        }
    }

    /// The right titles of a finished game, from `introquiz replay` (lines "   * 2. Title").
    static func answers(fromReplay output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let star = line.range(of: "* "), line.hasPrefix("   *") else { return nil }
            let rest = line[star.upperBound...]
            guard let dot = rest.range(of: ". ") else { return nil }
            return String(rest[dot.upperBound...])
        }
    }

    @Test func aScriptedGamePlaysToTheEndAndIsSavedScoredAndReplayable() throws {
        let binary = try IntroQuizBinary()
        let result = try binary.run(["play", "--seed", "11"] + Self.quiet, input: "1\n2\n3\n4\n1\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(Self.questionLines(result.output).filter { $0.hasPrefix("Question ") }.count == 5)
        #expect(result.output.contains("Results"))
        let saves = binary.savedGames
        #expect(saves.count == 1)
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: try #require(saves.first))) as? [String: Any]
        #expect(record?["finished"] as? Bool == true)
        #expect(record?["seed"] as? Int == 11)

        let replay = try binary.run(["replay"])
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(Self.answers(fromReplay: replay.output).count == 5)
        let scores = try binary.run(["scores"])
        #expect(scores.status == 0)
        #expect(scores.output.contains("demo pack"), "\(scores.output)")
    }

    @Test func aLineThatIsNoChoiceIsAnsweredOnceAndTheQuestionStaysOpen() throws {
        let result = try IntroQuizBinary().run(["play", "--seed", "11"] + Self.quiet, input: "xyzzy\nxyzzy\n1\n2\n3\n4\n1\n")
        #expect(result.status == 0, "\(result.errors)")
        let replies = result.output.split(separator: "\n").filter { $0.contains("is not one of the choices") }
        #expect(replies == ["\"xyzzy\" is not one of the choices — type its number or more of its title"], "\(result.output)")
        #expect(Self.questionLines(result.output).filter { $0.hasPrefix("Question ") }.count == 5)
    }

    @Test func theSameSeedAsksTheSameQuestions() throws {
        let first = try IntroQuizBinary().run(["play", "--seed", "2024"] + Self.quiet, input: "1\n1\n1\n1\n1\n")
        let second = try IntroQuizBinary().run(["play", "--seed", "2024"] + Self.quiet, input: "2\n2\n2\n2\n2\n")
        #expect(first.status == 0 && second.status == 0)
        #expect(Self.questionLines(first.output) == Self.questionLines(second.output))
        let other = try IntroQuizBinary().run(["play", "--seed", "2025"] + Self.quiet, input: "1\n1\n1\n1\n1\n")
        #expect(Self.questionLines(first.output) != Self.questionLines(other.output))
    }

    @Test func typedTitlesAnswerThroughTheMatcher() throws {
        // Learn the answers of seed 77 from one home, then type them (lower case, no punctuation) in another.
        let scout = try IntroQuizBinary()
        _ = try scout.run(["play", "--seed", "77"] + Self.quiet, input: "1\n1\n1\n1\n1\n")
        let titles = Self.answers(fromReplay: try scout.run(["replay"]).output)
        #expect(titles.count == 5)
        let typed = titles.map { $0.lowercased().filter { $0.isLetter || $0 == " " } }.joined(separator: "\n") + "\n"
        let player = try IntroQuizBinary()
        let result = try player.run(["play", "--seed", "77"] + Self.quiet, input: typed)
        #expect(result.status == 0, "\(result.errors)")
        let reveals = result.output.split(separator: "\n").filter { $0.hasPrefix("Right! It was") }
        #expect(reveals.count == 5, "\(result.output)")
    }

    @Test func aGameLeftEarlyResumesWhereItStopped() throws {
        let binary = try IntroQuizBinary()
        let first = try binary.run(["play", "--seed", "5"] + Self.quiet, input: "1\n2\n")
        #expect(first.status == 0)
        #expect(first.errors.contains("saved after 2 of 5"), "\(first.errors)")
        let resumed = try binary.run(["play", "--resume", "--no-audio", "--no-voice"], input: "3\n4\n1\n")
        #expect(resumed.status == 0, "\(resumed.errors)")
        #expect(resumed.output.contains("Question 3 of 5"))
        #expect(!resumed.output.contains("Question 2 of 5"))
        #expect(resumed.output.contains("Results"))
        let replay = try binary.run(["replay"])
        #expect(Self.answers(fromReplay: replay.output).count == 5)
        #expect(!replay.output.contains("(not played)"))
    }

    @Test func aCorruptSaveIsKeptAsideWithAClearLine() throws {
        let binary = try IntroQuizBinary()
        _ = try binary.run(["play", "--seed", "3"] + Self.quiet, input: "1\n")
        let save = try #require(binary.savedGames.first)
        try Data("{\"version\": 1, \"id\": ".utf8).write(to: save)
        let result = try binary.run(["play", "--resume", "--no-audio", "--no-voice"], input: "1\n")
        #expect(result.status != 0)
        #expect(result.errors.contains(save.lastPathComponent), "\(result.errors)")
        let folder = save.deletingLastPathComponent().path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.contains { $0.contains("corrupt") }, "\(names)")
    }
}
