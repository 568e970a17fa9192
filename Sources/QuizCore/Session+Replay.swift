extension Session {
    /// A session that has gone through `events` from the start.
    ///
    /// - Throws: `SessionError.replayDiverged` when an event is refused: the events don't belong to these
    ///   questions.
    public static func replaying(
        seed: UInt64, settings: GameSettings, questions: [Question], players: [Player], events: [SessionEvent]
    ) throws(SessionError) -> Session {
        var session = try Session(seed: seed, settings: settings, questions: questions, players: players)
        for (index, event) in events.enumerated() {
            if case .ignored(let reason) = session.apply(event) {
                throw .replayDiverged(eventIndex: index, event: event, reason: reason)
            }
        }
        return session
    }
}

extension Session {
    /// The time of the last recorded event that carries one; start the clock of a resumed game there
    /// (`MonotonicGameClock(origin:)`) so the record's times keep growing.
    public var lastEventTime: Double? {
        events.lazy.compactMap(\.time).last
    }

    /// Starts a new game: builds the questions (see `QuestionBuilder.build`) and lines up the players
    /// (the people named, then the rival from `settings.rival`).
    ///
    /// - Throws: `QuestionBuilderError` or `SessionError`.
    public static func newGame(
        seed: UInt64, pool: [Track], settings: GameSettings, playerNames: [String] = ["You"],
        recentlyPlayed: Set<String> = [], similarity: (String, String) -> Double
    ) throws -> Session {
        let questions = try QuestionBuilder.build(
            seed: seed, pool: pool, settings: settings, recentlyPlayed: recentlyPlayed, similarity: similarity)
        return try Session(
            seed: seed, settings: settings, questions: questions,
            players: Player.lineUp(names: playerNames, rival: settings.rival))
    }
}
