import ArgumentParsing
import Foundation
import QuizCore

/// `introquiz replay [FILE]`: a finished game, question by question, rebuilt from its recorded events.
enum ReplayCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        let store = GameStore(directories: try AppDirectories(environment: context.environment))
        let record: GameRecord
        if let file = arguments.positional("FILE") {
            record = try store.load(file: context.url(file))
        } else {
            let scan = try store.scan()
            for problem in scan.problems { context.error("introquiz replay: skipped \(problem)") }
            guard let last = scan.lastFinished else {
                throw CommandFailure(
                    "no finished game in \(store.directory.path); play one with `introquiz play`", status: .noInput)
            }
            record = last
        }
        let session = try record.replay()
        for line in ReplayReport.lines(record: record, session: session) { context.print(line) }
        return .ok
    }
}

/// The text of a replay (pure).
enum ReplayReport {
    static func lines(record: GameRecord, session: Session) -> [String] {
        let names = Dictionary(uniqueKeysWithValues: session.players.map { ($0.id, $0.name) })
        var lines = [
            "Game \(record.id) — \(record.source), seed \(record.seed), \(record.questions.count) questions"
                + (record.finished ? "" : " (unfinished)")
        ]
        for (index, question) in record.questions.enumerated() {
            lines.append("")
            lines.append("\(index + 1). \(question.answer.title) — \(question.answer.artist)")
            for (option, track) in question.choices.enumerated() {
                let mark = option == question.answerIndex ? "*" : " "
                lines.append("   \(mark) \(option + 1). \(track.title)")
            }
            guard index < session.outcomes.count else {
                lines.append("   (not played)")
                continue
            }
            let outcome = session.outcomes[index]
            for answer in outcome.answers {
                let who = names[answer.player] ?? "player \(answer.player + 1)"
                let verdict = answer.correct ? "right, +\(answer.points)" : "wrong"
                lines.append(
                    String(format: "   %@ chose %d by %@ after %.1f s: %@", who, answer.option + 1,
                           answer.via.rawValue, answer.elapsed, verdict))
            }
            switch outcome.ending {
            case .timeout: lines.append("   time ran out")
            case .skipped: lines.append("   skipped")
            case .answered, .allWrong: break
            }
        }
        lines.append("")
        for standing in session.ranking {
            lines.append(
                "\(standing.player.name): \(standing.score) points, \(standing.correct)/\(record.questions.count) right, "
                    + "best streak \(standing.bestStreak)")
        }
        return lines
    }
}
