import QuizCore
import TestSupport
import Testing

@Suite struct RivalTests {
    private static func question(number: Int, answerIndex: Int = 2) -> Question {
        Question(number: number, answerIndex: answerIndex, choices: QuizFixtures.pool(4), clipOffset: 0)
    }

    /// Pinned moves (cross-checked with an independent Python implementation) so replays never drift.
    @Test(
        arguments: [
            (20_261_130, RivalLevel.easy, 0, 6.909706312639911),
            (20_261_130, .expert, 2, 1.9513864298217194),
            (1, .easy, 2, 6.016215669490531),
            (3, .easy, 3, 7.640053599752825),
            (3, .expert, 2, 2.2763883069653827),
        ] as [(UInt64, RivalLevel, Int, Double)])
    func goldenMoves(seed: UInt64, level: RivalLevel, option: Int, delay: Double) {
        let move = Rival(level: level).move(seed: seed, question: Self.question(number: 1))
        #expect(move == RivalMove(option: option, delay: delay))
    }

    @Test(arguments: RivalLevel.allCases)
    func accuracyAndSpeedMatchTheLevel(level: RivalLevel) {
        let trials = 4_000
        var right = 0
        var wrongOptions = [Int](repeating: 0, count: 4)
        var delaySum = 0.0
        let rival = Rival(level: level)
        for trial in 0..<trials {
            let question = Self.question(number: trial % 20 + 1, answerIndex: 1)
            let move = rival.move(seed: UInt64(trial / 20), question: question)
            #expect(level.reactionSeconds.contains(move.delay))
            delaySum += move.delay
            if move.option == 1 { right += 1 } else { wrongOptions[move.option] += 1 }
        }
        // Binomial standard deviation ≤ 0.008 at 4 000 trials: allow about 5σ.
        let accuracy = Double(right) / Double(trials)
        #expect(abs(accuracy - level.accuracy) < 0.04, "\(level): accuracy \(accuracy)")
        let middle = (level.reactionSeconds.lowerBound + level.reactionSeconds.upperBound) / 2
        #expect(abs(delaySum / Double(trials) - middle) < 0.1, "\(level): mean delay \(delaySum / Double(trials))")
        // Wrong picks spread over the three wrong options.
        let wrong = trials - right
        for option in [0, 2, 3] {
            #expect(abs(Double(wrongOptions[option]) - Double(wrong) / 3) < Double(wrong) * 0.08 + 10)
        }
    }

    @Test func strongerLevelsAreFasterAndMoreAccurate() {
        let levels = RivalLevel.allCases
        for (weaker, stronger) in zip(levels, levels.dropFirst()) {
            #expect(weaker.accuracy < stronger.accuracy)
            #expect(weaker.reactionSeconds.upperBound > stronger.reactionSeconds.upperBound)
            #expect(weaker.reactionSeconds.lowerBound > stronger.reactionSeconds.lowerBound)
        }
    }

    @Test func movesDependOnSeedAndQuestionOnly() {
        let rival = Rival(level: .normal)
        let first = rival.move(seed: 5, question: Self.question(number: 3))
        #expect(first == rival.move(seed: 5, question: Self.question(number: 3)))
        let others = (1...20).map { rival.move(seed: 5, question: Self.question(number: $0)).delay }
        #expect(Set(others).count == 20)
    }
}
