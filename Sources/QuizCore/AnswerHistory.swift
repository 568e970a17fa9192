public import Foundation

/// The songs people answered correctly, with counts: a source for later games ("songs you know") and for
/// online pools ("songs both players answered correctly before").
public struct AnswerHistory: Codable, Hashable, Sendable {
    /// The format version this program writes.
    public static let currentVersion = 1

    /// One song answered correctly at least once.
    public struct Entry: Codable, Hashable, Sendable {
        /// The track as it was asked.
        public var track: Track
        /// How often it was answered correctly.
        public var correctCount: Int
        /// When it was last answered correctly.
        public var lastCorrect: Date
    }

    /// Format version.
    public var version = Self.currentVersion
    /// Entries by track id.
    public var entries: [String: Entry] = [:]
    /// Ids of the games already counted (so a game is never counted twice).
    public var games: Set<String> = []

    /// An empty history.
    public init() {}

    /// Counts one right answer to `track` at `date`.
    public mutating func recordCorrect(_ track: Track, at date: Date) {
        if var entry = entries[track.id] {
            entry.correctCount += 1
            entry.track = track
            entry.lastCorrect = max(entry.lastCorrect, date)
            entries[track.id] = entry
        } else {
            entries[track.id] = Entry(track: track, correctCount: 1, lastCorrect: date)
        }
    }

    /// Counts every right answer by a person in `session` (the rival's don't count).
    public mutating func record(session: Session, at date: Date) {
        for outcome in session.outcomes {
            guard let winner = outcome.winner, !session.players[winner.player].isRival else { continue }
            recordCorrect(session.questions[outcome.questionNumber - 1].answer, at: date)
        }
    }

    /// Tracks answered correctly, most often first, then by id.
    public var tracks: [Track] {
        entries.values.sorted { lhs, rhs in
            lhs.correctCount != rhs.correctCount ? lhs.correctCount > rhs.correctCount : lhs.track.id < rhs.track.id
        }.map(\.track)
    }
}

extension AnswerHistory: VersionedDocument {}
