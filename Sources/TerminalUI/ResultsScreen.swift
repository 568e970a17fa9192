// TerminalUI — Foundation/Glibc only.

/// Everything the results screen shows.
public struct ResultsScreen: Sendable, Equatable {
    /// One question of the game.
    public struct Round: Sendable, Equatable {
        public var title: String
        public var artist: String
        public var correct: Bool
        public var method: AnswerMethod?
        public var seconds: Double?
        public var points: Int
        public var rivalPoints: Int?

        public init(
            title: String, artist: String, correct: Bool, method: AnswerMethod?, seconds: Double?, points: Int,
            rivalPoints: Int? = nil
        ) {
            self.title = title
            self.artist = artist
            self.correct = correct
            self.method = method
            self.seconds = seconds
            self.points = points
            self.rivalPoints = rivalPoints
        }
    }

    public var sourceName: String
    public var rounds: [Round]
    public var total: Int
    public var rivalName: String?
    public var rivalTotal: Int?
    /// Leaderboard place (1-based) and how many entries; `nil` = not shown.
    public var placing: Int?
    public var placingOutOf: Int?
    public var status: String

    public init(
        sourceName: String, rounds: [Round], total: Int, rivalName: String? = nil, rivalTotal: Int? = nil,
        placing: Int? = nil, placingOutOf: Int? = nil, status: String
    ) {
        self.sourceName = sourceName
        self.rounds = rounds
        self.total = total
        self.rivalName = rivalName
        self.rivalTotal = rivalTotal
        self.placing = placing
        self.placingOutOf = placingOutOf
        self.status = status
    }
}
