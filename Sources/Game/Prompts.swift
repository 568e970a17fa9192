public import QuizCore

/// What hands-free mode says, as plain sentences (pure, so it is tested and the same in every voice).
public enum Prompts {
    /// Before the intro: the question number and the choices with their numbers.
    public static func question(_ question: Question, of count: Int) -> String {
        let choices = question.choices.enumerated().map { "\($0.offset + 1): \($0.element.title)" }
        return "Question \(question.number) of \(count). " + choices.joined(separator: ". ") + "."
    }

    /// After the question: what it was and how it went for player 0.
    public static func reveal(_ outcome: QuestionOutcome, question: Question) -> String {
        let answer = "\(question.answer.title), by \(question.answer.artist)"
        switch outcome.ending {
        case .answered:
            let winner = outcome.winner
            if winner?.player == 0 { return "Right! \(answer). \(winner?.points ?? 0) points." }
            return "The rival got it: \(answer)."
        case .allWrong: return "Not quite. It was \(answer)."
        case .timeout: return "Time's up. It was \(answer)."
        case .skipped: return "Skipped. It was \(answer)."
        }
    }

    /// At the end.
    public static func results(_ session: Session) -> String {
        let standings = session.ranking
        guard let me = session.standings.first else { return "Game over." }
        var text = "Game over. You scored \(me.score) points, \(me.correct) of \(session.questions.count) right."
        if let rival = standings.first(where: \.player.isRival) {
            text += rival.score > me.score ? " The rival won with \(rival.score)." : " You beat the rival."
        }
        return text
    }
}
