public import Foundation

/// Local high scores: one board per source and game length, best `capacity` entries each.
public struct Leaderboard: Codable, Hashable, Sendable {
    /// The format version this program writes.
    public static let currentVersion = 1
    /// Entries kept per board.
    public static let capacity = 10

    /// One finished game by one person.
    public struct Entry: Codable, Hashable, Sendable {
        /// Player name.
        public var name: String
        /// Final score.
        public var score: Int
        /// Right answers.
        public var correct: Int
        /// Questions in the game.
        public var rounds: Int
        /// When the game started.
        public var date: Date
        /// The game's record id (for `replay`).
        public var gameID: String

        /// Creates an entry.
        public init(name: String, score: Int, correct: Int, rounds: Int, date: Date, gameID: String) {
            self.name = name
            self.score = score
            self.correct = correct
            self.rounds = rounds
            self.date = date
            self.gameID = gameID
        }
    }

    /// Format version.
    public var version = Self.currentVersion
    /// Boards by `key(source:rounds:)`, each best first.
    public var boards: [String: [Entry]] = [:]

    /// An empty leaderboard.
    public init() {}

    /// The board key: source key and game length (`"pack:demo#10"`).
    public static func key(source: String, rounds: Int) -> String {
        "\(source)#\(rounds)"
    }

    /// The board for one source and length, best first.
    public func top(source: String, rounds: Int) -> [Entry] {
        boards[Self.key(source: source, rounds: rounds)] ?? []
    }

    /// Adds `entry` to its board if it makes the top `capacity`.
    ///
    /// Ties keep the earlier entry ahead. - Returns: the 1-based rank, or nil if it didn't make the board.
    @discardableResult
    public mutating func add(_ entry: Entry, source: String) -> Int? {
        let key = Self.key(source: source, rounds: entry.rounds)
        var board = boards[key] ?? []
        let rank = board.firstIndex { entry.score > $0.score } ?? board.count
        guard rank < Self.capacity else { return nil }
        board.insert(entry, at: rank)
        boards[key] = Array(board.prefix(Self.capacity))
        return rank + 1
    }

    /// Adds every person of a finished game (the rival is not ranked).
    ///
    /// - Returns: each person's rank, or nil, in player order.
    @discardableResult
    public mutating func add(game record: GameRecord, session: Session) -> [Int?] {
        session.standings.filter { !$0.player.isRival }.map { standing in
            add(
                Entry(
                    name: standing.player.name, score: standing.score, correct: standing.correct,
                    rounds: session.questions.count, date: record.startedAt, gameID: record.id),
                source: record.source)
        }
    }
}

extension Leaderboard: VersionedDocument {}
