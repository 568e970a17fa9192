import Foundation
import Testing

@testable import TerminalUI

@Suite struct ScreenLayoutTests {
    static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 120, rows: 40),
        TerminalSize(columns: 20, rows: 6),
    ]
    static let questions = [Samples.asking, Samples.revealed, Samples.answeredRight]

    @Test(arguments: sizes, questions)
    func questionFits(_ size: TerminalSize, _ model: QuestionScreen) {
        let lines = ScreenLayout(size: size).question(model)
        #expect(lines.count <= size.rows)
        for line in lines {
            #expect(line.width <= size.columns, "\(line.plainText) is \(line.width) cells at \(size)")
        }
    }

    @Test(arguments: sizes)
    func resultsFit(_ size: TerminalSize) {
        let lines = ScreenLayout(size: size).results(Samples.results)
        #expect(lines.count <= size.rows)
        for line in lines {
            #expect(line.width <= size.columns, "\(line.plainText) is \(line.width) cells at \(size)")
        }
    }

    @Test(arguments: [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12),
        TerminalSize(columns: 120, rows: 40),
    ])
    func questionShowsKeyElements(_ size: TerminalSize) throws {
        let text = ScreenLayout(size: size).question(Samples.asking).map(\.plainText)
        #expect(text[0].hasPrefix("IntroQuiz"))
        #expect(text[0].contains("3/10"))
        #expect(text[0].contains("120"))
        #expect(text[0].contains("90"))
        #expect(text[1].contains("█") && text[1].contains("░") && text[1].contains("6.2 s"))
        for number in 1...6 { #expect(text.contains { $0.contains("\(number). ") }, "choice \(number)") }
        #expect(text.contains { $0.hasPrefix(" › 2. Greensleeves") })
        let tagged = text.filter { $0.hasSuffix("(keys only)") }
        #expect(tagged.count == 2)
        #expect(tagged.contains { $0.contains("…") } == (size.columns < 60))
        #expect(text.contains { $0.contains("mic") && $0.contains("heard: “green sleeves”") })
        #expect(text.last == "Say the title or press 1–6 · Esc quits")
    }

    @Test func bigScreenShowsFullHeaderAndUntruncatedTitles() {
        let text = ScreenLayout(size: TerminalSize(columns: 120, rows: 40)).question(Samples.asking).map(\.plainText)
        #expect(text[0].hasPrefix("IntroQuiz · Public-domain classics"))
        #expect(text[0].hasSuffix("3/10  You 120  Rival (hard) 90"))
        #expect(DisplayWidth.of(text[0]) == 120)
        #expect(text.contains { $0.contains("交響曲第9番 ニ短調 作品125「合唱付き」第4楽章 (keys only)") })
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func revealMarksAnswers(_ size: TerminalSize) {
        let text = ScreenLayout(size: size).question(Samples.revealed).map(\.plainText)
        #expect(text.contains { $0.hasPrefix(" ✓ 1. Ode to Joy") })
        #expect(text.contains { $0.hasPrefix(" ✗ 2. Greensleeves") })
        #expect(!text.contains { $0.contains("›") })
        #expect(text.contains { $0.contains("Wrong.") && $0.contains("Ode to Joy — Ludwig") })
        #expect(text.contains { $0.hasPrefix("   answered by voice in 1.4 s") })
        #expect(text.contains { $0.contains("no points") })
        #expect(!text.contains { $0.contains("mic") })
    }

    @Test func revealStylesWrongChoicesDimmed() {
        let lines = ScreenLayout(size: TerminalSize(columns: 80, rows: 24)).question(Samples.answeredRight)
        let choiceLines = lines.filter { $0.plainText.contains(". ") && $0.plainText.hasPrefix(" ") }.prefix(6)
        let styles = choiceLines.map { $0.spans[1].style }
        #expect(styles == [.correct, .dimmed, .dimmed, .dimmed, .dimmed, .dimmed])
        let text = lines.map(\.plainText)
        #expect(text.contains { $0.hasPrefix(" ✓ Right! Ode to Joy — Ludwig van Beethoven") })
        #expect(text.contains { $0.hasPrefix("   answered by voice in 1.4 s · +140 points") })
    }

    @Test func countdownBarFollowsFraction() {
        var model = Samples.asking
        model.secondsLeft = nil
        for (fraction, filled) in [(1.0, 40), (0.5, 20), (0.0, 0), (1.7, 40), (-1.0, 0)] {
            model.timeLeft = fraction
            let bar = ScreenLayout(size: TerminalSize(columns: 40, rows: 24)).question(model)[1].plainText
            #expect(bar.filter { $0 == "█" }.count == filled, "fraction \(fraction)")
            #expect(bar.count == 40)
        }
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func resultsShowRoundsTotalsAndPlacing(_ size: TerminalSize) {
        let text = ScreenLayout(size: size).results(Samples.results).map(\.plainText)
        #expect(text[0].hasPrefix("Results · Public-domain classics"))
        #expect(text[0].contains("1234") && text[0].contains("450"))
        for number in 1...10 { #expect(text.contains { $0.hasPrefix(String(format: "%2d  ", number)) }) }
        #expect(text.contains { $0.contains("Total") && $0.contains("1234") && $0.contains("450") })
        #expect(text.contains("You placed 3rd of 12 on the leaderboard."))
        #expect(text.contains { $0.contains("✓ voice 0.5s") })
        #expect(text.contains { $0.contains("✗ —") })
    }

    @Test func resultsOnSmallScreenSayHowManyAreHidden() {
        let text = ScreenLayout(size: TerminalSize(columns: 40, rows: 12)).results(Samples.results).map(\.plainText)
        #expect(text.contains { $0.hasPrefix("  … and ") && $0.hasSuffix(" more") })
        #expect(text.contains { $0.contains("Total") })
        #expect(text.last == "Return plays again · q quits")
    }
}
