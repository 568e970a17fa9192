public import Foundation

/// A game as saved: enough to resume it, replay it and rank it — seed, pool ids, settings and events.
///
/// `questions` is a snapshot of what was asked: replay works even after the source changed, and
/// `verifyQuestions(pool:similarity:)` checks that the seed still rebuilds the same questions.
public struct GameRecord: Codable, Hashable, Sendable {
    /// The format version this program writes.
    public static let currentVersion = 1

    /// Format version of this record.
    public var version: Int
    /// Unique name, also the file name (`ID.json`).
    public var id: String
    /// When the game started, to the second (saves store whole seconds).
    public var startedAt: Date
    /// Where the tracks came from, as a stable key (e.g. "pack:demo", "library:/music"); leaderboards use it.
    public var source: String
    /// The game seed.
    public var seed: UInt64
    /// Ids of the pool the questions were built from, sorted and unique.
    public var poolIDs: [String]
    /// Ids that were avoided as recently played when the questions were built, sorted.
    public var recentlyPlayed: [String]
    /// The rules.
    public var settings: GameSettings
    /// The line-up.
    public var players: [Player]
    /// The questions asked.
    public var questions: [Question]
    /// Every accepted event, in order.
    public var events: [SessionEvent]
    /// Whether the game reached its results.
    public var finished: Bool

    /// A record for a new game, taken from its session (normally before the first event).
    public init(
        id: String, startedAt: Date, source: String, pool: [Track], recentlyPlayed: Set<String>, session: Session
    ) {
        version = Self.currentVersion
        self.id = id
        self.startedAt = Date(timeIntervalSince1970: startedAt.timeIntervalSince1970.rounded(.down))
        self.source = source
        seed = session.seed
        poolIDs = Set(pool.map(\.id)).sorted()
        self.recentlyPlayed = recentlyPlayed.sorted()
        settings = session.settings
        players = session.players
        questions = session.questions
        events = session.events
        finished = session.isFinished
    }

    /// A file-name-safe id: UTC start time plus the seed, e.g. `20261130-195500-00000000075bcd15`.
    public static func makeID(startedAt: Date, seed: UInt64) -> String {
        let date = Calendar.utc.stamp(startedAt, separator: "-")
        let hex = String(seed, radix: 16)
        return date + "-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Brings events and the finished flag up to date with `session` (save after every question).
    public mutating func update(from session: Session) {
        events = session.events
        finished = session.isFinished
    }

    /// The session rebuilt by replaying the recorded events over the recorded questions.
    ///
    /// To resume, continue from the returned session: after a question's reveal it is in `.reveal` (send
    /// `.next`); a finished game is in `.results`.
    public func replay() throws(SessionError) -> Session {
        try Session.replaying(
            seed: seed, settings: settings, questions: questions, players: players, events: events)
    }

    /// The ids of the tracks asked in this game, in order.
    public var askedTrackIDs: [String] { questions.map(\.answer.id) }

    /// Whether building questions again from seed, pool and settings gives exactly the recorded questions.
    ///
    /// - Parameter pool: the source's tracks now; only those whose ids are in `poolIDs` are used.
    public func verifyQuestions(pool: [Track], similarity: (String, String) -> Double) -> Bool {
        let ids = Set(poolIDs)
        let tracks = pool.filter { ids.contains($0.id) }
        guard Set(tracks.map(\.id)).count == ids.count else { return false }
        let rebuilt = try? QuestionBuilder.build(
            seed: seed, pool: tracks, settings: settings, recentlyPlayed: Set(recentlyPlayed),
            similarity: similarity)
        return rebuilt == questions
    }
}
