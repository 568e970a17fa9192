// TerminalUI — Foundation/Glibc only.
import Foundation

/// Phrases shared by the full-screen layout and line mode, so both say the same thing.
enum Wording {
    /// "1.4 s".
    static func seconds(_ value: Double) -> String {
        String(format: "%.1f s", value)
    }

    /// "1.4s" (narrow tables).
    static func compactSeconds(_ value: Double) -> String {
        String(format: "%.1fs", value)
    }

    /// "answered by voice in 1.4 s", "answered with keys", "no answer".
    static func answered(_ method: AnswerMethod?, seconds: Double?) -> String {
        guard let method else { return "no answer" }
        let how = method == .voice ? "answered by voice" : "answered with keys"
        return seconds.map { "\(how) in \(Self.seconds($0))" } ?? how
    }

    /// "+140 points", "+1 point", "no points".
    static func points(_ points: Int) -> String {
        if points == 0 { return "no points" }
        let sign = points > 0 ? "+" : ""
        return "\(sign)\(points) point\(abs(points) == 1 ? "" : "s")"
    }

    /// "1st", "2nd", "3rd", "11th", "22nd".
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// "You placed 3rd of 12 on the leaderboard."
    static func placing(_ place: Int, of count: Int?) -> String {
        let outOf = count.map { " of \($0)" } ?? ""
        return "You placed \(ordinal(place))\(outOf) on the leaderboard."
    }

    /// "Right!", "Wrong.", "Time's up."
    static func verdict(_ reveal: RevealInfo) -> String {
        if reveal.isCorrect { return "Right!" }
        return reveal.chosenIndex == nil ? "Time's up." : "Wrong."
    }

    /// "(keys only)".
    static let keysOnlyTag = "(keys only)"
}
