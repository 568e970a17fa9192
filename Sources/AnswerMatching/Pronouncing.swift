// AnswerMatching — Foundation only, pure logic.

/// A source of pronunciations (a CMU dictionary, a G2P engine), injected so matching stays pure.
public protocol Pronouncing: Sendable {
    /// CMU phones (no stress digits, e.g. `["JH", "OY"]`) for a lowercase word, or nil when unknown.
    func phones(for word: String) -> [String]?
}
