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
        for key in leaderboard.boards.keys.sorted() {
            guard let entries = leaderboard.boards[key], !entries.isEmpty else { continue }
            lines.append("")
            lines.append(key)
            for (place, entry) in entries.enumerated() {
                lines.append(
                    "  \(String(place + 1).leftPadded(2)). \(String(entry.score).leftPadded(6))  "
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
                lines.append("  \(String(entry.correctCount).leftPadded(3))×  \(entry.track.title) — \(entry.track.artist)")
            }
        }
        return lines
    }
}

extension String {
    /// Right-aligned in `width` columns (no truncation).
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
