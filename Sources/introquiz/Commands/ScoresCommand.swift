import ArgumentParsing
import Foundation
import QuizCore

/// `introquiz scores [--json]`: the local leaderboards and the songs answered right most often.
enum ScoresCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        let store = ResultsStore(directories: try AppDirectories(environment: context.environment))
        let leaderboard = try store.loadLeaderboard()
        let history = try store.loadHistory()
        if arguments.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            struct Both: Encodable { var leaderboard: Leaderboard; var history: AnswerHistory }
            let data = try encoder.encode(Both(leaderboard: leaderboard, history: history))
            context.print(String(decoding: data, as: UTF8.self))
            return .ok
        }
        for line in ScoresReport.lines(leaderboard: leaderboard, history: history) { context.print(line) }
        return .ok
    }
}

/// The plain-text scores report (pure, so it is tested without files).
enum ScoresReport {
    static func lines(leaderboard: Leaderboard, history: AnswerHistory, topSongs: Int = 10) -> [String] {
        var lines: [String] = []
        if leaderboard.boards.isEmpty {
            lines.append("No games finished yet: play one with `introquiz play`.")
        }
        let dateFormat = Date.FormatStyle(date: .abbreviated, time: .omitted)
        for (key, entries) in leaderboard.boards.sorted(by: { $0.key < $1.key }) where !entries.isEmpty {
            lines.append("")
            lines.append(key)
            for (place, entry) in entries.enumerated() {
                lines.append(
                    String(format: "  %2d. %6d  ", place + 1, entry.score)
                        + "\(entry.correct)/\(entry.rounds) right  \(entry.name)  \(entry.date.formatted(dateFormat))")
            }
        }
        let known = history.entries.values.sorted {
            ($0.correctCount, $0.lastCorrect) > ($1.correctCount, $1.lastCorrect)
        }
        if !known.isEmpty {
            lines.append("")
            lines.append("Songs you know best")
            for entry in known.prefix(topSongs) {
                lines.append(String(format: "  %3d×  ", entry.correctCount) + "\(entry.track.title) — \(entry.track.artist)")
            }
        }
        return lines
    }
}
