// TerminalUI — Foundation/Glibc only.

/// Plain text lines for line mode (stdin is not a terminal, or a screen reader is in use). Pure.
///
/// No escape sequences, no box drawing, no meaning carried by symbols alone: every line reads as a sentence.
public struct LineFormatter: Sendable {
    public init() {}

    /// "Question 3 of 10 (Public-domain classics). Score: you 120, Rival (hard) 90." then the numbered choices.
    public func question(_ model: QuestionScreen) -> [String] {
        var score = "Score: you \(model.score)"
        if let rivalScore = model.rivalScore { score += ", \(model.rivalName ?? "rival") \(rivalScore)" }
        var lines = ["Question \(model.questionNumber) of \(model.questionCount) (\(model.sourceName)). \(score)."]
        lines += choices(model.choices)
        return lines
    }

    /// "1. Ode to Joy", "2. Greensleeves (keys only)".
    public func choices(_ choices: [ChoiceItem]) -> [String] {
        choices.enumerated().map { index, item in
            "\(index + 1). \(item.text)" + (item.keysOnly ? " " + Wording.keysOnlyTag : "")
        }
    }

    /// "Your answer (1-4, or q to quit): " — no newline; the number range uses a plain hyphen for speech.
    public func prompt(choiceCount: Int) -> String {
        "Your answer (1-\(choiceCount), or q to quit): "
    }

    /// "Right! It was Ode to Joy by Ludwig van Beethoven. Answered by voice in 1.4 s. +140 points." (+ note line).
    public func reveal(_ reveal: RevealInfo) -> [String] {
        let answered = Wording.answered(reveal.method, seconds: reveal.seconds)
        var lines = [
            "\(Wording.verdict(reveal)) It was \(reveal.title) by \(reveal.artist). "
                + "\(answered.prefix(1).uppercased() + answered.dropFirst()). \(Wording.points(reveal.points))."
        ]
        if let note = reveal.note { lines.append(note) }
        return lines
    }

    /// One sentence per round, then the totals and the leaderboard placing.
    public func results(_ model: ResultsScreen) -> [String] {
        var lines = ["Results (\(model.sourceName)):"]
        for (index, round) in model.rounds.enumerated() {
            var line = "Round \(index + 1): \(round.title) by \(round.artist). "
            line += round.correct ? "Right, " : "Wrong, "
            line += Wording.answered(round.method, seconds: round.seconds) + ", " + Wording.points(round.points)
            if let rivalPoints = round.rivalPoints { line += "; rival \(Wording.points(rivalPoints))" }
            lines.append(line + ".")
        }
        var total = "Total: you \(model.total) points"
        if let rivalTotal = model.rivalTotal { total += ", \(model.rivalName ?? "rival") \(rivalTotal) points" }
        lines.append(total + ".")
        if let placing = model.placing { lines.append(Wording.placing(placing, of: model.placingOutOf)) }
        return lines
    }
}
