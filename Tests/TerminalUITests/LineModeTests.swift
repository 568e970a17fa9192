import Testing

@testable import TerminalUI

@Suite struct LineModeTests {
    let formatter = LineFormatter()

    @Test func questionReadsAsText() {
        let lines = formatter.question(Samples.asking)
        #expect(lines[0] == "Question 3 of 10 (Public-domain classics). Score: you 120, Rival (hard) 90.")
        #expect(lines[1] == "1. Ode to Joy")
        #expect(lines[6] == "6. Swan Lake (keys only)")
        #expect(lines.count == 7)
        #expect(formatter.prompt(choiceCount: 6) == "Your answer (1-6, or q to quit): ")
    }

    @Test func revealSaysWhatHappened() throws {
        let right = try #require(Samples.answeredRight.reveal)
        #expect(
            formatter.reveal(right) == [
                "Right! It was Ode to Joy by Ludwig van Beethoven. Answered by voice in 1.4 s. +140 points."
            ])
        let wrong = try #require(Samples.revealed.reveal)
        let lines = formatter.reveal(wrong)
        #expect(lines[0].hasPrefix("Wrong. It was Ode to Joy"))
        #expect(lines[1] == "Rival (hard) answered first in 2.1 s")
        var timedOut = wrong
        timedOut.chosenIndex = nil
        timedOut.method = nil
        #expect(
            formatter.reveal(timedOut)[0].hasPrefix("Time's up. It was Ode to Joy by Ludwig van Beethoven. No answer."))
    }

    @Test func resultsListEveryRound() {
        let lines = formatter.results(Samples.results)
        #expect(lines.first == "Results (Public-domain classics):")
        #expect(lines.count == 1 + 10 + 2)
        #expect(
            lines[1]
                == "Round 1: Song number 1 by Composer 1. Right, answered by voice in 0.5 s, +101 points; rival no points."
        )
        #expect(lines[9].contains("Wrong, no answer, no points"))
        #expect(lines[11] == "Total: you 1234 points, Rival (hard) 450 points.")
        #expect(lines[12] == "You placed 3rd of 12 on the leaderboard.")
    }

    @Test func noEscapesAnywhere() throws {
        let all =
            formatter.question(Samples.asking) + formatter.reveal(try #require(Samples.revealed.reveal))
            + formatter.results(Samples.results)
        #expect(!all.joined().contains("\u{1B}"))
    }

    @Test(arguments: [
        ("2", 4, LineAnswer.choice(1)), (" 4 \n", 4, .choice(3)), ("5", 4, .text("5")), ("0", 4, .text("0")),
        ("q", 4, .quit), ("QUIT", 4, .quit), ("", 4, .empty), ("  ", 4, .empty), ("ode to joy", 4, .text("ode to joy")),
    ])
    func answers(_ line: String, _ count: Int, _ expected: LineAnswer) {
        #expect(LineAnswer(line, choiceCount: count) == expected)
    }

    @Test(arguments: [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
        (21, "21st"), (22, "22nd"), (101, "101st"), (111, "111th"),
    ])
    func ordinals(_ number: Int, _ expected: String) {
        #expect(Wording.ordinal(number) == expected)
    }
}
