public import Foundation

/// Saved games, one JSON file per game (`ID.json`) in `$XDG_STATE_HOME/introquiz/games`.
///
/// Save after every question: the write is atomic (see `FileIO`), so a crash or `kill -9` at any moment
/// leaves the previous or the new save. A damaged save is renamed `ID.json.corrupt-TIMESTAMP` and reported,
/// never overwritten silently.
public struct GameStore: Sendable {
    /// The directory holding the saves.
    public let directory: URL
    private let now: @Sendable () -> Date

    /// A store in `directory`; `now` stamps the names of damaged files moved aside.
    public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.now = now
    }

    /// The store under the state directory of `directories`.
    public init(directories: AppDirectories, now: @escaping @Sendable () -> Date = { Date() }) {
        self.init(directory: directories.state.appendingPathComponent("games", isDirectory: true), now: now)
    }

    /// The file of the game with `id`.
    public func file(for id: String) -> URL {
        directory.appendingPathComponent(id + ".json")
    }

    /// Saves (or replaces) the game's file atomically.
    public func save(_ record: GameRecord) throws(StoreError) {
        try DocumentFile.save(record, to: file(for: record.id))
    }

    /// The game with `id`.
    public func load(id: String) throws(StoreError) -> GameRecord {
        try load(file: file(for: id))
    }

    /// The game saved in `file` (any path, e.g. `introquiz replay FILE`).
    ///
    /// - Throws: `.notFound`, `.read`, `.newerVersion`, or `.corrupt` after moving the file aside.
    public func load(file: URL) throws(StoreError) -> GameRecord {
        guard let record = try DocumentFile.load(GameRecord.self, from: file, now: now()) else {
            throw .notFound(path: file.path)
        }
        return record
    }

    /// Every readable save, newest first; damaged ones are moved aside and listed in `problems`.
    public func scan() throws(StoreError) -> Scan {
        var records: [GameRecord] = []
        var problems: [StoreError] = []
        for name in try FileIO.contents(of: directory) where name.hasSuffix(".json") && !name.hasPrefix(".") {
            do {
                records.append(try load(file: directory.appendingPathComponent(name)))
            } catch {
                problems.append(error)
            }
        }
        records.sort { ($0.startedAt, $0.id) > ($1.startedAt, $1.id) }
        return Scan(records: records, problems: problems)
    }

    /// Deletes the oldest finished games beyond the newest `keep` (unfinished games are kept).
    ///
    /// - Returns: the ids deleted.
    @discardableResult
    public func prune(keepingFinished keep: Int = 100) throws(StoreError) -> [String] {
        let finished = try scan().records.filter(\.finished)
        var deleted: [String] = []
        for record in finished.dropFirst(max(0, keep)) {
            try FileIO.remove(file(for: record.id))
            deleted.append(record.id)
        }
        return deleted
    }

    /// The result of `scan()`.
    public struct Scan: Sendable {
        /// Readable saves, newest first.
        public var records: [GameRecord]
        /// Saves that could not be used (damaged ones were moved aside).
        public var problems: [StoreError]

        /// The newest unfinished game, for `--resume`.
        public var resumable: GameRecord? { records.first { !$0.finished } }

        /// The newest finished game, for `replay` without a file.
        public var lastFinished: GameRecord? { records.first { $0.finished } }

        /// Ids of the tracks asked in the newest `games` games, for `QuestionBuilder`'s `recentlyPlayed`.
        public func recentlyPlayed(games: Int = 3) -> Set<String> {
            Set(records.prefix(max(0, games)).flatMap(\.askedTrackIDs))
        }
    }
}

extension GameRecord: VersionedDocument {
    /// Checks what the rest of the program relies on: valid settings, questions numbered 1…n whose answer
    /// index points into their choices, players numbered in order, and events that replay.
    func validationProblem() -> String? {
        do { try settings.validate() } catch { return "invalid settings: \(error)" }
        guard !questions.isEmpty else { return "no questions" }
        for (offset, question) in questions.enumerated() {
            guard question.number == offset + 1 else { return "question \(offset + 1) is numbered \(question.number)" }
            guard question.choices.indices.contains(question.answerIndex) else {
                return "question \(question.number) has no option \(question.answerIndex)"
            }
        }
        guard players.enumerated().allSatisfy({ $0.offset == $0.element.id }) else { return "players out of order" }
        guard (1...6).contains(players.filter { !$0.isRival }.count) else { return "not 1 to 6 players" }
        do { _ = try replay() } catch { return "\(error)" }
        return nil
    }
}
