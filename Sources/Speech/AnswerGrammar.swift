/// What one phrase of the grammar means.
public enum PhraseMeaning: Sendable, Equatable, Hashable {
    /// An answer option (0-based); by its title or by its number, letter or ordinal.
    case option(Int)
    /// A command phrase, by the raw value of the AnswerMatching `VoiceCommand`.
    case command(String)
    /// A phrase two or more options share ("Hallelujah" twice): never an answer.
    case ambiguous
}

/// A grammar for one question: JSGF text plus what the recogniser needs to read results back.
public struct AnswerGrammar: Sendable, Equatable {
    /// The JSGF text (one public rule).
    public var jsgf: String
    /// Words that must be added to the decoder before the grammar is set: token → model phones.
    public var addedWords: [String: [String]]
    /// Phrase (space-joined spoken words, wrappers removed) → meaning.
    public var phrases: [String: PhraseMeaning]
    /// Grammar token → spoken word (tokens of added words differ from the word).
    public var tokenWords: [String: String]
    /// Per option: true when its title (and aliases) could be put in the grammar; false when nothing
    /// could pronounce it (e.g. CJK only): it is then answerable only by number/letter/ordinal or keys.
    public var titleSpeakable: [Bool]
    /// Wrapper words that may precede or follow an answer, space-joined.
    public var prefixes: Set<String>
    public var suffixes: Set<String>
    /// The prefix of garbage (phone-loop) tokens; a hypothesis holding one is not an answer.
    public static let garbagePrefix = "ggbg_"

    /// Reads a hypothesis (grammar tokens) back: the spoken words, and the meaning when the words
    /// are an answer or command phrase, with optional wrappers around it.
    public func interpret(_ hypothesis: String) -> (words: [String], meaning: PhraseMeaning?, garbage: Bool) {
        let tokens = hypothesis.split(separator: " ").map(String.init).filter { !$0.hasPrefix("<") && !$0.hasPrefix("[") }
        let garbage = tokens.contains { $0.hasPrefix(Self.garbagePrefix) }
        let words = tokens.filter { !$0.hasPrefix(Self.garbagePrefix) }.map { tokenWords[$0] ?? $0 }
        if garbage || words.isEmpty { return (words, nil, garbage) }
        // Try every split into prefix + phrase + suffix; wrappers are short, so this is cheap.
        for start in 0..<words.count {
            let prefix = words[..<start].joined(separator: " ")
            guard start == 0 || prefixes.contains(prefix) else { continue }
            for end in stride(from: words.count, to: start, by: -1) {
                let suffix = words[end...].joined(separator: " ")
                guard end == words.count || suffixes.contains(suffix) else { continue }
                if let meaning = phrases[words[start..<end].joined(separator: " ")] { return (words, meaning, false) }
            }
        }
        return (words, nil, false)
    }
}
