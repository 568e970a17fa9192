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
    /// Words that must be added to the decoder before the grammar is set: token → model phones. A word's other
    /// pronunciations are tokens of their own, `token(2)`, `token(3)` …, which the decoder takes as its alternates.
    public var addedWords: [String: [String]]
    /// `addedWords` in the order the decoder must learn them: stable, and every word before its alternates (an
    /// alternate whose word is not known yet is refused).
    public var wordsToAdd: [(token: String, phones: [String])] {
        addedWords.sorted { $0.key < $1.key }.map { (token: $0.key, phones: $0.value) }
    }
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
    /// Phrases that name an option by number, letter or ordinal (not by title), space-joined.
    public var indexPhrases: Set<String> = []
    /// The prefix of garbage (phone-loop) tokens; a hypothesis holding one is not an answer.
    public static let garbagePrefix = "ggbg_"

    /// Reads a hypothesis (grammar tokens) back: the spoken words, and the meaning when the words
    /// are an answer or command phrase, with optional wrappers around it. With garbage in the
    /// hypothesis the meaning is nil.
    public func interpret(_ hypothesis: String) -> (words: [String], meaning: PhraseMeaning?, garbage: Bool) {
        let reading = read(hypothesis)
        return (reading.words, reading.garbage ? nil : reading.meaning, reading.garbage)
    }

    /// Reads a hypothesis (grammar tokens, no segmentation) back; see `read(_:)` of segments.
    public func read(_ hypothesis: String) -> HypothesisReading {
        read(hypothesis.split(separator: " ").map { (token: String($0), frames: 0, phones: 0) })
    }

    /// Reads a segmented hypothesis back. The meaning is that of the non-garbage words when the
    /// garbage (if any) lies only before and after them (a breath, "um", music); garbage between
    /// words leaves it nil.
    public func read(_ segments: [(token: String, frames: Int, phones: Int)]) -> HypothesisReading {
        // Silence and fillers ("<sil>", "[NOISE]", "++breath++") are neither words nor garbage.
        let tokens = segments.filter { !$0.token.isEmpty && !"<[+".contains($0.token.first!) }
        let isGarbage = tokens.map { $0.token.hasPrefix(Self.garbagePrefix) }
        var reading = HypothesisReading()
        reading.words = tokens.indices.filter { !isGarbage[$0] }.map {
            tokenWords[tokens[$0].token] ?? tokens[$0].token
        }
        reading.garbage = isGarbage.contains(true)
        for (index, token) in tokens.enumerated() {
            if isGarbage[index] {
                reading.garbageFrames += token.frames
            } else {
                reading.wordFrames += token.frames
                reading.wordPhones += token.phones
                // Each phone takes at least 3 frames (its HMM states): a word at that minimum was forced in.
                if token.phones > 0 && token.frames <= 3 * token.phones + 1 { reading.rushedWords += 1 }
            }
        }
        if let first = isGarbage.firstIndex(of: false), let last = isGarbage.lastIndex(of: false) {
            reading.garbageInside = isGarbage[first...last].contains(true)
        }
        if reading.words.isEmpty || reading.garbageInside { return reading }
        if let found = meaning(of: reading.words) {
            reading.meaning = found.meaning
            reading.byTitle = !indexPhrases.contains(found.phrase)
            reading.prefixed = found.prefixed
            reading.suffixed = found.suffixed
        }
        return reading
    }

    /// True when `words` (after an optional wrapper) are the start of a longer answer or command phrase: the
    /// speaker may have more to say ("front" of "front left"; also "william tell" of "william tell overture",
    /// itself a phrase).
    public func beginsPhrase(_ words: [String]) -> Bool {
        phraseStarts(words).contains { start in
            let said = words[start...].joined(separator: " ") + " "
            return phrases.keys.contains { $0.hasPrefix(said) }
        }
    }

    /// Where a phrase may start in `words`: at the first word, or after words that form a wrapper prefix.
    private func phraseStarts(_ words: [String]) -> [Int] {
        words.indices.filter { $0 == 0 || prefixes.contains(words[..<$0].joined(separator: " ")) }
    }

    /// The meaning of spoken words: a phrase with optional wrappers around it.
    private func meaning(of words: [String]) -> (
        meaning: PhraseMeaning, phrase: String, prefixed: Bool, suffixed: Bool
    )? {
        // Try every split into prefix + phrase + suffix; wrappers are short, so this is cheap.
        for start in phraseStarts(words) {
            for end in stride(from: words.count, to: start, by: -1) {
                let suffix = words[end...].joined(separator: " ")
                guard end == words.count || suffixes.contains(suffix) else { continue }
                let phrase = words[start..<end].joined(separator: " ")
                if let meaning = phrases[phrase] { return (meaning, phrase, start > 0, end < words.count) }
            }
        }
        return nil
    }
}

/// A hypothesis read back through the grammar (see `AnswerGrammar.read`).
public struct HypothesisReading: Sendable, Equatable {
    /// Spoken words, garbage removed, tokens mapped back to words.
    public var words: [String] = []
    /// The words' meaning; nil when they are no phrase or garbage lies between them.
    public var meaning: PhraseMeaning?
    /// True when the path went through the garbage phone loop anywhere.
    public var garbage = false
    /// True when the phrase is a title form or command, not an option number, letter or ordinal.
    public var byTitle = false
    /// True when garbage lies between words (not only before or after them).
    public var garbageInside = false
    /// True when a wrapper comes before the phrase ("i think it's number two").
    public var prefixed = false
    /// True when a suffix comes after the phrase ("number two please").
    public var suffixed = false
    /// Frames spent in garbage phones and in words.
    public var garbageFrames = 0
    public var wordFrames = 0
    /// Phones in the words' pronunciations (0 for words whose pronunciation is unknown).
    public var wordPhones = 0
    /// Words that last no longer than their phones' minimum (3 frames each, + 1): squeezed in by the
    /// decoder rather than heard.
    public var rushedWords = 0

    public init() {}

    /// What it is shown as: the words, "…" where garbage was ("swan lake …", "…" for garbage alone).
    public var heard: String { (words + (garbage ? ["…"] : [])).joined(separator: " ") }
}
