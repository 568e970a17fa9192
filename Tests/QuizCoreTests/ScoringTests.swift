import QuizCore
import Testing

@Suite struct ScoringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var correct = true
        var elapsed: Double
        var limit = 10.0
        var streak = 1
        var points: Int
        var testDescription: String { "correct=\(correct) t=\(elapsed) limit=\(limit) streak=\(streak)" }
    }

    @Test(arguments: [
        Case(elapsed: 0, points: 1000),
        Case(elapsed: 0.25, points: 1000),
        Case(elapsed: 0.5, points: 1000),
        Case(elapsed: 5.25, points: 750),  // halfway between 0.5 s and the limit
        Case(elapsed: 10, points: 500),  // at the limit: half
        Case(elapsed: 10.001, points: 0),  // after the limit
        Case(elapsed: -1, points: 0),  // never negative time
        Case(correct: false, elapsed: 0.1, points: 0),
        Case(correct: false, elapsed: 3, streak: 5, points: 0),
        Case(elapsed: 0.3, streak: 2, points: 1100),
        Case(elapsed: 0.3, streak: 3, points: 1200),
        Case(elapsed: 0.3, streak: 6, points: 1500),
        Case(elapsed: 0.3, streak: 30, points: 1500),  // capped at +50 %
        Case(elapsed: 10, streak: 2, points: 550),
        Case(elapsed: 0.2, limit: 0.4, points: 1000),  // limit inside the full-points window
    ])
    func points(_ example: Case) {
        let points = Scoring.points(
            correct: example.correct, elapsed: example.elapsed, timeLimit: example.limit, streak: example.streak)
        #expect(points == example.points)
    }

    @Test func speedPointsNeverIncreaseWithTime() {
        var previous = Scoring.speedPoints(elapsed: 0, timeLimit: 15)
        for step in 1...150 {
            let current = Scoring.speedPoints(elapsed: Double(step) * 0.1, timeLimit: 15)
            #expect(current <= previous)
            #expect(current >= 500)
            previous = current
        }
    }

    @Test(arguments: [(0, 1.0), (1, 1.0), (2, 1.1), (5, 1.4), (6, 1.5), (100, 1.5)])
    func streakMultiplier(streak: Int, multiplier: Double) {
        #expect(abs(Scoring.streakMultiplier(streak: streak) - multiplier) < 1e-12)
    }
}
