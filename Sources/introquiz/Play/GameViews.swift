import Foundation
import Game
import QuizCore
import Synchronization
import TerminalUI

/// The full-screen view: redraws the whole frame on every change, in one write.
final class TerminalGameView: GameView {
    private let screens: GameScreens
    private let theme: Theme
    private let output: Int32

    init(screens: GameScreens, theme: Theme, output: Int32 = Platform.standardOutput) {
        self.screens = screens
        self.theme = theme
        self.output = output
    }

    func render(_ state: GameViewState) async {
        let screen = Screen(size: Platform.terminalSize(of: output), theme: theme)
        let frame: String
        if state.session.isFinished {
            frame = screen.frame(for: screens.results(state.session, placing: nil, placingOutOf: nil, status: ""))
        } else {
            frame = screen.frame(for: screens.question(state))
        }
        try? Platform.write(frame, to: output)
    }

    /// The results with the leaderboard placing, once it is known.
    func showResults(_ session: Session, placing: Int?, placingOutOf: Int?, status: String) {
        let screen = Screen(size: Platform.terminalSize(of: output), theme: theme)
        let model = screens.results(session, placing: placing, placingOutOf: placingOutOf, status: status)
        try? Platform.write(screen.frame(for: model), to: output)
    }
}

/// The plain view for pipes and screen readers: prints each question once, each reveal once, then the
/// results; never redraws.
final class LineGameView: GameView {
    private struct Printed { var question = 0; var revealed = 0; var status = "" }
    private let screens: GameScreens
    private let printed = Mutex(Printed())
    private let write: @Sendable (String) -> Void
    private let formatter = LineFormatter()

    init(screens: GameScreens, write: @escaping @Sendable (String) -> Void) {
        self.screens = screens
        self.write = write
    }

    func render(_ state: GameViewState) async {
        let session = state.session
        guard !session.isFinished else { return }
        let number = session.currentQuestion.number
        let model = screens.question(state)
        var lines: [String] = []
        printed.withLock { printed in
            if case .introPlaying = session.phase, printed.question < number {
                printed.question = number
                printed.status = state.status
                lines += formatter.question(model)
                lines.append(formatter.prompt(choiceCount: model.choices.count))
            } else if case .reveal = session.phase, printed.revealed < number, let reveal = model.reveal {
                printed.revealed = number
                lines += formatter.reveal(reveal)
            } else if state.statusKind == .reply, printed.status != state.status {
                printed.status = state.status
                lines.append(state.status)
            }
        }
        for line in lines { write(line + "\n") }
    }

    func showResults(_ session: Session, placing: Int?, placingOutOf: Int?, status: String) {
        let model = screens.results(session, placing: placing, placingOutOf: placingOutOf, status: status)
        for line in formatter.results(model) { write(line + "\n") }
    }
}
