// TerminalUI — Foundation/Glibc only.
import Foundation

/// What a typed line means in line mode.
public enum LineAnswer: Sendable, Equatable {
    /// A choice, 0-based.
    case choice(Int)
    /// "q", "quit", "exit".
    case quit
    /// An empty line (e.g. "next" after a reveal).
    case empty
    /// Anything else (the app may match it against the titles).
    case text(String)

    /// Reads `line` for a question with `choiceCount` choices: "2" → `.choice(1)`; out-of-range numbers are
    /// `.text` so the app can say which numbers are valid.
    public init(_ line: String, choiceCount: Int) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            self = .empty
        } else if let number = Int(trimmed), (1...max(1, choiceCount)).contains(number) {
            self = .choice(number - 1)
        } else if ["q", "quit", "exit"].contains(trimmed.lowercased()) {
            self = .quit
        } else {
            self = .text(trimmed)
        }
    }
}
