import Game
import QuizCore
import TerminalUI

/// Turns the driver's state into the screens TerminalUI draws (pure).
struct GameScreens {
    /// Shown in the header, e.g. "Public-domain classics".
    var sourceName: String
    /// Whether the recogniser cannot say a choice (by track id): tagged "(keys only)".
    var keysOnly: @Sendable (String) -> Bool = { _ in false }

    func question(_ state: GameViewState) -> QuestionScreen {
        let session = state.session
        let question = session.currentQuestion
        let me = session.standings.first
        let rival = session.standings.first { $0.player.isRival }
        var screen = QuestionScreen(
            sourceName: sourceName, questionNumber: question.number, questionCount: session.questions.count,
            score: me?.score ?? 0, rivalName: rival.map { $0.player.name }, rivalScore: rival?.score,
            timeLeft: state.timeLeft, secondsLeft: state.secondsLeft,
            choices: question.choices.map { ChoiceItem($0.title, keysOnly: keysOnly($0.id)) },
            selectedIndex: state.selectedIndex, micLevel: state.voiceAvailable ? (state.micLevel ?? 0) : nil,
            heard: state.heard, status: state.status)
        if case .reveal(let outcome) = session.phase {
            screen.reveal = reveal(outcome, question: question, players: session.players)
            // What the recogniser understood, so a surprising voice answer can be understood.
            if screen.reveal?.method == .voice, screen.reveal?.note == nil, let heard = state.heard, !heard.isEmpty {
                screen.reveal?.note = "heard “\(heard)”"
            }
            screen.timeLeft = 0
            screen.secondsLeft = nil
        }
        return screen
    }

    func reveal(_ outcome: QuestionOutcome, question: Question, players: [QuizCore.Player]) -> RevealInfo {
        let mine = outcome.answers.last { $0.player == 0 }
        var note: String?
        if let winner = outcome.winner, winner.player != 0 {
            let name = players.first { $0.id == winner.player }?.name ?? "player \(winner.player + 1)"
            note = "\(name) answered first (\(Self.seconds(winner.elapsed)))"
        } else if outcome.ending == .timeout {
            note = "time ran out"
        } else if outcome.ending == .skipped {
            note = "skipped"
        }
        return RevealInfo(
            correctIndex: question.answerIndex, chosenIndex: mine?.option, title: question.answer.title,
            artist: question.answer.artist, method: mine.flatMap { Self.method($0.via) }, seconds: mine?.elapsed,
            points: mine?.points ?? 0, note: note)
    }

    func results(_ session: Session, placing: Int?, placingOutOf: Int?, status: String) -> ResultsScreen {
        let rival = session.players.first(where: \.isRival)
        let rounds = zip(session.questions, session.outcomes).map { question, outcome in
            let mine = outcome.answers.last { $0.player == 0 }
            let rivalAnswer = rival.flatMap { r in outcome.answers.last { $0.player == r.id } }
            return ResultsScreen.Round(
                title: question.answer.title, artist: question.answer.artist, correct: mine?.correct ?? false,
                method: mine.flatMap { Self.method($0.via) }, seconds: mine?.elapsed, points: mine?.points ?? 0,
                rivalPoints: rival == nil ? nil : (rivalAnswer?.points ?? 0))
        }
        let standings = session.standings
        return ResultsScreen(
            sourceName: sourceName, rounds: rounds, total: standings.first?.score ?? 0, rivalName: rival?.name,
            rivalTotal: rival.flatMap { r in standings.first { $0.player.id == r.id }?.score }, placing: placing,
            placingOutOf: placingOutOf, status: status)
    }

    static func method(_ via: QuizCore.AnswerMethod) -> TerminalUI.AnswerMethod? {
        switch via {
        case .voice: return .voice
        case .key, .typed: return .keys
        case .rival: return nil
        }
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.1f s", value)
    }
}
