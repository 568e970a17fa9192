/// Points for an answer: pure functions of correctness, speed and streak.
///
/// - A wrong answer, a timeout or an answer after the time limit scores 0.
/// - Speed points count from the moment the intro became audible: `maxPoints` when answered within
///   `fullPointsSeconds`, then falling linearly to half (`maxPoints / 2`) at the time limit.
/// - Streak bonus: the n-th right answer in a row multiplies the speed points by
///   `1 + streakStep × (n − 1)`, capped at `1 + maxStreakBonus` (+10 % per step, at most +50 %).
/// - The result is rounded to the nearest integer (halves away from zero).
public enum Scoring {
    /// Points for an instant right answer without streak.
    public static let maxPoints = 1000
    /// Answers this fast (seconds after the intro became audible) get full speed points.
    public static let fullPointsSeconds = 0.5
    /// Fraction of `maxPoints` left at the time limit.
    public static let pointsFractionAtLimit = 0.5
    /// Extra multiplier per right answer in a row after the first.
    public static let streakStep = 0.1
    /// Largest extra multiplier from a streak.
    public static let maxStreakBonus = 0.5

    /// Speed points before the streak bonus; 0 after `timeLimit` (and for a negative or non-finite time).
    ///
    /// - Parameters:
    ///   - elapsed: seconds from the intro becoming audible to the answer.
    ///   - timeLimit: the question's time limit in seconds (`GameSettings.answerSeconds`).
    public static func speedPoints(elapsed: Double, timeLimit: Double) -> Double {
        guard elapsed.isFinite, elapsed >= 0, elapsed <= timeLimit else { return 0 }
        let full = Double(maxPoints)
        guard elapsed > fullPointsSeconds, timeLimit > fullPointsSeconds else { return full }
        let progress = (elapsed - fullPointsSeconds) / (timeLimit - fullPointsSeconds)
        return full - progress * full * (1 - pointsFractionAtLimit)
    }

    /// The multiplier for the `streak`-th right answer in a row (1 for the first).
    public static func streakMultiplier(streak: Int) -> Double {
        guard streak > 1 else { return 1 }
        return 1 + min(Double(streak - 1) * streakStep, maxStreakBonus)
    }

    /// Points for one answer.
    ///
    /// - Parameters:
    ///   - correct: whether the answer was right.
    ///   - elapsed: seconds from the intro becoming audible to the answer.
    ///   - timeLimit: the question's time limit in seconds.
    ///   - streak: right answers in a row including this one (1 = no streak).
    public static func points(correct: Bool, elapsed: Double, timeLimit: Double, streak: Int) -> Int {
        guard correct else { return 0 }
        let points = speedPoints(elapsed: elapsed, timeLimit: timeLimit) * streakMultiplier(streak: streak)
        return Int(points.rounded(.toNearestOrAwayFromZero))
    }
}
