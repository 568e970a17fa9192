import Foundation
import QuizCore
import TestSupport
import Testing

@Suite struct ReplayTests {
    /// Plays a whole game: the person alternates right and wrong answers at growing delays, the rival
    /// answers when it is due, and every outcome is recorded.
    static func playFullGame(seed: UInt64, rounds: Int = 5) throws -> (GameRecord, Session) {
        var game = try SessionHarness(names: ["Ann"], rival: .hard, rounds: rounds, seed: seed)
        var record = GameRecord(
            id: "g\(seed)", startedAt: GameStoreTests.fixedNow, source: "pack:demo", pool: QuizFixtures.pool(20),
            recentlyPlayed: [], session: game.session)
        for round in 0..<rounds {
            game.start()
            let personDelay = 0.4 + Double(round) * 0.9
            let rival = try #require(game.session.pendingRivalAnswer())
            guard case .answer(_, _, _, let rivalAt) = rival else { throw SessionError.noQuestions }
            let personFirst = game.clock.now() + personDelay < rivalAt
            if personFirst {
                _ = game.answer(0, round % 3 == 2 ? game.wrong : game.right, after: personDelay, via: .voice)
            }
            if case .introPlaying = game.session.phase { game.session.apply(rival) }
            if case .introPlaying = game.session.phase { game.session.apply(.timeout) }
            record.update(from: game.session)
            game.session.apply(.next)
            game.clock.advance(by: 3)
        }
        record.update(from: game.session)
        return (record, game.session)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func replayReproducesQuestionsAndScores(seed: UInt64) throws {
        let (record, played) = try Self.playFullGame(seed: seed)
        #expect(record.finished)
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        try store.save(record)
        let replayed = try store.load(id: record.id).replay()
        #expect(replayed == played)
        #expect(replayed.standings.map(\.score) == played.standings.map(\.score))
        #expect(replayed.standings.map(\.score).reduce(0, +) > 0)
        #expect(record.verifyQuestions(pool: QuizFixtures.pool(20).reversed(), similarity: QuizFixtures.noSimilarity))
    }

    @Test func rivalAnswersAreInTheRecordAndMatchItsMoves() throws {
        let (record, played) = try Self.playFullGame(seed: 8)
        let rivalAnswers = record.events.compactMap { event -> Int? in
            if case .answer(1, let option, .rival, _) = event { option } else { nil }
        }
        #expect(!rivalAnswers.isEmpty)
        let rivalResults = played.outcomes.flatMap(\.answers).filter { $0.player == 1 }
        for result in rivalResults {
            let question = played.questions.first { q in
                played.outcomes.contains { $0.questionNumber == q.number && $0.answers.contains(result) }
            }
            let move = Rival(level: .hard).move(seed: 8, question: try #require(question))
            #expect(result.option == move.option)
            #expect(abs(result.elapsed - move.delay) < 1e-9)
        }
    }

    @Test func verifyQuestionsNoticesAChangedPool() throws {
        let (record, _) = try Self.playFullGame(seed: 2)
        var renamed = QuizFixtures.pool(20)
        renamed[0].title = "Something Else Entirely"
        let asked = Set(record.questions.flatMap { $0.choices.map(\.id) })
        #expect(
            !record.verifyQuestions(
                pool: Array(QuizFixtures.pool(20).dropLast()), similarity: QuizFixtures.noSimilarity))
        if asked.contains(renamed[0].id) {
            #expect(!record.verifyQuestions(pool: renamed, similarity: QuizFixtures.noSimilarity))
        }
    }

    @Test func resumeContinuesWhereTheSaveStopped() throws {
        let (finished, played) = try Self.playFullGame(seed: 4)
        // The save after question 2: every event up to and including its reveal.
        var reveals = 0
        let cut = try #require(
            finished.events.firstIndex { event in
                if event == .next { reveals += 1 }
                return reveals == 2
            })
        var saved = finished
        saved.events = Array(finished.events[..<cut])
        saved.finished = false
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        try store.save(saved)
        let scan = try store.scan()
        var resumed = try #require(scan.resumable).replay()
        guard case .reveal(let outcome) = resumed.phase else { return #expect(Bool(false), "\(resumed.phase)") }
        #expect(outcome.questionNumber == 2)
        // Continue with the remaining recorded events: the result equals the uninterrupted game.
        for event in finished.events[cut...] {
            #expect(resumed.apply(event) != .ignored(.wrongPhase))
        }
        #expect(resumed == played)
    }

    @Test func tamperedRecordIsRefusedWithItsPosition() throws {
        var (record, _) = try Self.playFullGame(seed: 6)
        record.events.insert(.next, at: 0)
        #expect(throws: SessionError.replayDiverged(eventIndex: 0, event: .next, reason: .wrongPhase)) {
            try record.replay()
        }
    }
}
