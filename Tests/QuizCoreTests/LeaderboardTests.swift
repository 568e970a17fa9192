import Foundation
import QuizCore
import TestSupport
import Testing

@Suite struct LeaderboardTests {
    private static func entry(_ name: String, _ score: Int, rounds: Int = 10) -> Leaderboard.Entry {
        .init(name: name, score: score, correct: 0, rounds: rounds, date: GameStoreTests.fixedNow, gameID: name)
    }

    @Test func ranksBestFirstAndKeepsEarlierOnTies() {
        var board = Leaderboard()
        #expect(board.add(Self.entry("a", 500), source: "s") == 1)
        #expect(board.add(Self.entry("b", 900), source: "s") == 1)
        #expect(board.add(Self.entry("c", 500), source: "s") == 3)
        #expect(board.top(source: "s", rounds: 10).map(\.name) == ["b", "a", "c"])
    }

    @Test func boardsAreSeparatePerSourceAndLength() {
        var board = Leaderboard()
        board.add(Self.entry("a", 1), source: "pack:demo")
        board.add(Self.entry("b", 2, rounds: 5), source: "pack:demo")
        board.add(Self.entry("c", 3), source: "chart:fr")
        #expect(board.top(source: "pack:demo", rounds: 10).map(\.name) == ["a"])
        #expect(board.top(source: "pack:demo", rounds: 5).map(\.name) == ["b"])
        #expect(board.top(source: "chart:fr", rounds: 10).map(\.name) == ["c"])
        #expect(board.top(source: "chart:fr", rounds: 20).isEmpty)
    }

    @Test func keepsOnlyTheTop() {
        var board = Leaderboard()
        for score in 1...Leaderboard.capacity { board.add(Self.entry("p\(score)", score * 100), source: "s") }
        #expect(board.add(Self.entry("low", 50), source: "s") == nil)
        #expect(board.add(Self.entry("high", 10_000), source: "s") == 1)
        let top = board.top(source: "s", rounds: 10)
        #expect(top.count == Leaderboard.capacity)
        #expect(top.first?.name == "high" && top.last?.name == "p2")
    }

    @Test func finishedGameRanksPeopleNotTheRivalAndFillsHistory() throws {
        let (record, session) = try ReplayTests.playFullGame(seed: 3)
        let directory = try TemporaryDirectory()
        let store = ResultsStore(directory: directory.url)
        let ranks = try store.recordFinished(record, session: session).ranks
        #expect(ranks == [1])
        let board = try store.loadLeaderboard()
        let top = board.top(source: "pack:demo", rounds: 5)
        #expect(top.map(\.name) == ["Ann"])
        #expect(top.first?.score == session.standings[0].score)
        let history = try store.loadHistory()
        let personWins = session.outcomes.filter { $0.winner?.player == 0 }
        #expect(history.entries.values.map(\.correctCount).reduce(0, +) == personWins.count)
        #expect(
            Set(history.tracks.map(\.id)) == Set(personWins.map { session.questions[$0.questionNumber - 1].answer.id }))
        #expect(directory.contents().sorted() == ["history.json", "leaderboard.json"])
        // Counting the same game again changes nothing.
        #expect(try store.recordFinished(record, session: session).ranks == [nil])
        #expect(try store.loadLeaderboard() == board)
        #expect(try store.loadHistory() == history)
    }

    @Test func historyCountsRepeatsAndSortsByCount() {
        var history = AnswerHistory()
        let tracks = QuizFixtures.pool(3)
        history.recordCorrect(tracks[2], at: GameStoreTests.fixedNow)
        history.recordCorrect(tracks[1], at: GameStoreTests.fixedNow)
        history.recordCorrect(tracks[2], at: GameStoreTests.fixedNow.addingTimeInterval(10))
        #expect(history.entries[tracks[2].id]?.correctCount == 2)
        #expect(history.entries[tracks[2].id]?.lastCorrect == GameStoreTests.fixedNow.addingTimeInterval(10))
        #expect(history.tracks.map(\.id) == [tracks[2].id, tracks[1].id])
    }

    @Test func corruptLeaderboardIsMovedAsideAndNextLoadStartsEmpty() throws {
        let directory = try TemporaryDirectory()
        let store = ResultsStore(directory: directory.url, now: { GameStoreTests.fixedNow })
        try Data("{\"version\": 1, \"boards\": [".utf8).write(to: store.leaderboardFile)
        #expect(throws: StoreError.self) { try store.loadLeaderboard() }
        #expect(directory.contents() == ["leaderboard.json.corrupt-20251130T200000Z"])
        #expect(try store.loadLeaderboard() == Leaderboard())
    }
}
