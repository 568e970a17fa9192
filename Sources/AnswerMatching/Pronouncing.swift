// AnswerMatching — Foundation only, pure logic.

/// A source of pronunciations (a CMU dictionary, a G2P engine), injected so matching stays pure.
public protocol Pronouncing: Sendable {
    /// CMU phones (no stress digits, e.g. `["JH", "OY"]`) for a lowercase word, or nil when unknown.
    func phones(for word: String) -> [String]?
}

/// One answer option to match against: its title and any pack aliases.
public struct MatchOption: Sendable, Hashable {
    /// The title as displayed ("Für Elise").
    public var title: String
    /// Other names people may say ("Freude schöner Götterfunken").
    public var aliases: [String]

    public init(title: String, aliases: [String] = []) {
        self.title = title
        self.aliases = aliases
    }
}

/// The outcome of matching one hypothesis or typed answer.
public struct MatchDecision: Equatable, Sendable {
    /// The chosen option (0-based), or nil for no answer (nothing close enough, or ambiguous, or a command).
    public var option: Int?
    /// How well the best option matched, 0…1 (1 for an option named by number, letter or ordinal).
    public var score: Double
    /// How well the second-best option matched, 0…1.
    public var runnerUpScore: Double
    /// What the words meant before title matching.
    public var intent: AnswerIntent

    public init(option: Int?, score: Double, runnerUpScore: Double, intent: AnswerIntent) {
        self.option = option
        self.score = score
        self.runnerUpScore = runnerUpScore
        self.intent = intent
    }
}
