public import Foundation

/// Leaderboard and answer history on disk (`leaderboard.json`, `history.json` in `$XDG_DATA_HOME/introquiz`).
///
/// Same guarantees as `GameStore`: atomic saves; a damaged file is moved aside and reported, and the next
/// load starts from empty.
public struct ResultsStore: Sendable {
    /// The directory holding both files.
    public let directory: URL
    private let now: @Sendable () -> Date

    /// A store in `directory`; `now` stamps the names of damaged files moved aside.
    public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.now = now
    }

    /// The store in the data directory of `directories`.
    public init(directories: AppDirectories, now: @escaping @Sendable () -> Date = { Date() }) {
        self.init(directory: directories.data, now: now)
    }

    /// The leaderboard file.
    public var leaderboardFile: URL { directory.appendingPathComponent("leaderboard.json") }
    /// The answer history file.
    public var historyFile: URL { directory.appendingPathComponent("history.json") }

    /// The leaderboard (empty when there is no file yet).
    public func loadLeaderboard() throws(StoreError) -> Leaderboard {
        try DocumentFile.load(Leaderboard.self, from: leaderboardFile, now: now()) ?? Leaderboard()
    }

    /// Saves the leaderboard atomically.
    public func save(_ leaderboard: Leaderboard) throws(StoreError) {
        try DocumentFile.save(leaderboard, to: leaderboardFile)
    }

    /// The answer history (empty when there is no file yet).
    public func loadHistory() throws(StoreError) -> AnswerHistory {
        try DocumentFile.load(AnswerHistory.self, from: historyFile, now: now()) ?? AnswerHistory()
    }

    /// Saves the answer history atomically.
    public func save(_ history: AnswerHistory) throws(StoreError) {
        try DocumentFile.save(history, to: historyFile)
    }

    /// Adds a finished game to both files; returns each person's leaderboard rank (nil = not on the board)
    /// and the leaderboard as it now stands.
    ///
    /// Save the finished `GameRecord` first, then call this once. A game already counted (same record id)
    /// changes nothing and returns nil ranks. The history is written last: if the leaderboard write fails,
    /// calling again later counts the game then.
    @discardableResult
    public func recordFinished(_ record: GameRecord, session: Session) throws(StoreError) -> (
        ranks: [Int?], leaderboard: Leaderboard
    ) {
        var history = try loadHistory()
        var leaderboard = try loadLeaderboard()
        guard !history.games.contains(record.id) else {
            return (session.players.filter { !$0.isRival }.map { _ in nil }, leaderboard)
        }
        let ranks = leaderboard.add(game: record, session: session)
        try save(leaderboard)
        history.record(session: session, at: record.startedAt)
        history.games.insert(record.id)
        try save(history)
        return (ranks, leaderboard)
    }
}
