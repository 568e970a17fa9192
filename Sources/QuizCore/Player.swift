/// Someone taking part in a game: a person at the keyboard/microphone, or the CPU rival.
public struct Player: Codable, Hashable, Sendable, Identifiable {
    /// Index in `Session.players`; events name players by it.
    public var id: Int
    /// Display name.
    public var name: String
    /// The rival's level; `nil` for a person.
    public var rival: RivalLevel?

    /// Creates a player.
    public init(id: Int, name: String, rival: RivalLevel? = nil) {
        self.id = id
        self.name = name
        self.rival = rival
    }

    /// Whether this is the CPU rival.
    public var isRival: Bool { rival != nil }

    /// The line-up for a game: the people (1…6) named in order, then the rival if the settings ask for one.
    public static func lineUp(names: [String], rival: RivalLevel?) -> [Player] {
        var players = names.enumerated().map { Player(id: $0.offset, name: $0.element) }
        if let rival {
            players.append(Player(id: players.count, name: "CPU (\(rival))", rival: rival))
        }
        return players
    }
}

/// One player's totals so far.
public struct Standing: Codable, Hashable, Sendable {
    /// The player.
    public var player: Player
    /// Points so far.
    public var score: Int
    /// Questions answered right.
    public var correct: Int
    /// Right answers in a row right now.
    public var streak: Int
    /// Longest run of right answers.
    public var bestStreak: Int
}
