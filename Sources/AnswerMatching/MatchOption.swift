// AnswerMatching — Foundation only, pure logic.

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
