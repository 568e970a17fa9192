import Game
import QuizCore

/// A view that can also show the final results (with the leaderboard placing).
protocol ResultsShowing: GameView {
    func showResults(_ session: Session, placing: Int?, placingOutOf: Int?, status: String)
}

extension TerminalGameView: ResultsShowing {}
extension LineGameView: ResultsShowing {}

/// One game about to be played: the parts shared by the full-screen and the line-mode front ends.
struct GameRun {
    let setup: PlaySetup
    let clock: MonotonicGameClock
    let devices: LiveDevices
    let voice: LiveVoiceInput?
    let inputs: AsyncStream<GameInput>
    let sink: AsyncStream<GameInput>.Continuation
    let store: GameStore
    let results: ResultsStore
    let handsFree: Bool
    let notice: String?

    /// Runs the driver on `view`; saves after every question; a finished game goes to the leaderboard and
    /// history and its results are shown.
    func play(on view: some ResultsShowing, revealSeconds: Double, resultsStatus: String) async throws -> GameEnd {
        let record = setup.record
        let store = self.store
        let sink = self.sink
        let driver = GameDriver(
            session: setup.session, clock: clock,
            audio: devices.intro(clock: clock, adapter: setup.services.playback, tracks: setup.tracks), voice: voice,
            view: view,
            announcer: devices.announcer,
            options: DriverOptions(handsFree: handsFree, revealSeconds: revealSeconds, notice: notice),
            voiceSink: { sink.yield($0) },
            save: { session in
                var updated = record
                updated.update(from: session)
                try store.save(updated)
            })
        let end = try await driver.run(inputs: inputs)
        if case .finished(let session) = end {
            var finished = record
            finished.update(from: session)
            let (placing, outOf) = recordResults(finished, session: session)
            _ = try? store.prune()  // the newest 100 finished games stay for replay; the saves folder stays small
            view.showResults(session, placing: placing, placingOutOf: outOf, status: resultsStatus)
        }
        return end
    }

    /// Adds a finished game to the leaderboard and history; returns its place and the board's size.
    private func recordResults(_ record: GameRecord, session: Session) -> (Int?, Int?) {
        guard let recorded = try? results.recordFinished(record, session: session) else { return (nil, nil) }
        let board = recorded.leaderboard.top(source: record.source, rounds: record.questions.count)
        return (recorded.ranks.first ?? nil, board.count)
    }
}
