import AnswerMatching
import Foundation
import Game
import QuizCore
import TerminalUI

/// Feeds the one input stream the driver reads: keys or lines, a ticker, and (elsewhere) the recogniser.
enum InputPumps {
    /// What a key means in the game (pure).
    static func kind(for key: Key) -> GameInput.Kind? {
        if let digit = key.digit, (1...6).contains(digit) { return .key(option: digit - 1) }
        switch key {
        case .up, .left, .backTab: return .moveSelection(delta: -1)
        case .down, .right, .tab: return .moveSelection(delta: 1)
        case .enter, .space: return .confirm
        case .escape: return .quit
        case .character("q"), .character("Q"): return .quit
        case .character("s"), .character("S"): return .command(.skip)
        case .character("r"), .character("R"): return .command(.repeatIntro)
        case .character("n"), .character("N"): return .command(.next)
        case .character("p"), .character("P"): return .command(.pause)
        default: return key.isQuit ? .quit : nil
        }
    }

    /// Keys and resizes from the terminal, until it ends or the task is cancelled.
    static func keys(
        from reader: TerminalEventReader, clock: any GameClock, into sink: @escaping @Sendable (GameInput) -> Void
    ) -> Task<Void, Never> {
        Task {
            for await event in reader.events {
                switch event {
                case .key(let key):
                    if let kind = kind(for: key) { sink(GameInput(kind, at: clock.now())) }
                case .resize:
                    sink(GameInput(.resize, at: clock.now()))
                case .endOfInput:
                    sink(GameInput(.quit, at: clock.now()))
                }
            }
        }
    }

    /// Typed lines (line mode): a number or title answers, an empty line goes on, "q" quits; end of input
    /// ends the stream, which ends the game.
    static func lines(
        from reader: LineReader, clock: any GameClock, into sink: @escaping @Sendable (GameInput) -> Void,
        finish: @escaping @Sendable () -> Void
    ) -> Task<Void, Never> {
        Task {
            for await line in reader.lines {
                let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
                switch trimmed.lowercased() {
                case "": sink(GameInput(.confirm, at: clock.now()))
                case "q", "quit", "exit": sink(GameInput(.quit, at: clock.now()))
                default: sink(GameInput(.typed(trimmed), at: clock.now()))
                }
            }
            finish()
        }
    }

    /// A tick every `interval` (countdown, rival, timeouts).
    static func ticker(
        every interval: Duration = .milliseconds(100), clock: any GameClock,
        into sink: @escaping @Sendable (GameInput) -> Void
    ) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                sink(GameInput(.tick, at: clock.now()))
            }
        }
    }
}
