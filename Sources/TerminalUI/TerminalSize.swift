// TerminalUI — Foundation/Glibc only.
import Foundation

/// The size of the terminal in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// 80×24, used when nothing better is known.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    public var description: String { "\(columns)×\(rows)" }

    /// Picks the size to use: `COLUMNS`/`LINES` from the environment win (each on its own, when a positive
    /// integer), then the measured size (`ioctl(TIOCGWINSZ)`), then ``fallback``.
    public static func resolve(environment: [String: String], measured: TerminalSize?) -> TerminalSize {
        func positive(_ key: String) -> Int? {
            environment[key].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil }
        }
        let measured = measured.flatMap { $0.columns > 0 && $0.rows > 0 ? $0 : nil }
        return TerminalSize(
            columns: positive("COLUMNS") ?? measured?.columns ?? fallback.columns,
            rows: positive("LINES") ?? measured?.rows ?? fallback.rows)
    }
}
