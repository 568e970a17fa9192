// AnswerMatching — Foundation only, pure logic.

/// Reads option numbers, letters, ordinals and commands out of spoken words.
///
/// Every phrase the grammar gets from ``optionPhrases(optionCount:)`` and ``commandPhrases()``, with any of
/// the ``wrapperPrefixes`` in front, parses back to its option or command. Options beyond `optionCount`
/// never parse as options.
public enum IntentParser {
    /// Letters naming options, in order.
    static let letters = ["a", "b", "c", "d", "e", "f"]
    /// Words that may introduce an option number or letter ("number two", "option b").
    static let optionNouns = ["number", "option", "answer", "choice", "letter"]
    /// Words that may follow an ordinal ("the second one").
    static let ordinalTails = ["one", "option", "answer", "choice"]

    /// Phrases people put before an answer: "it's …", "i think it's …", "is it …", "i'd say …", "maybe …".
    public static let wrapperPrefixes: [[String]] = [
        ["it's"], ["its"], ["it", "is"], ["is", "it"], ["is", "it", "the"], ["i", "think"], ["i", "think", "it's"],
        ["i", "think", "it", "is"], ["i'd", "say"], ["i", "would", "say"], ["maybe"], ["maybe", "it's"],
        ["perhaps"], ["i", "guess"], ["i", "guess", "it's"], ["i", "believe", "it's"], ["that's"], ["that", "is"],
        ["the", "answer", "is"], ["my", "answer", "is"], ["i", "say"], ["i", "know"], ["i", "know", "it's"],
        ["it", "must", "be"], ["it's", "called"], ["this", "is"], ["sounds", "like"], ["um"], ["uh"], ["er"],
        ["erm"], ["hmm"], ["oh"], ["well"], ["okay"], ["ok"], ["so"], ["yes"],
    ]
    /// Hesitation sounds dropped wherever they occur ("ode to um joy").
    public static let fillerWords: Set<String> = ["um", "umm", "uh", "uhm", "er", "erm", "hmm", "mm", "ah"]

    /// Words people put after an answer ("two please", "the first one i think").
    static let wrapperSuffixes: [[String]] = [
        ["please"], ["i", "think"], ["i", "guess"], ["maybe"], ["right"], ["surely"], ["for", "sure"],
    ]

    // MARK: - Phrases

    /// Phrases (word sequences) for the grammar: numbers, letters and ordinals per option count.
    public static func optionPhrases(optionCount: Int) -> [(option: Int, words: [String])] {
        let count = max(0, min(optionCount, letters.count))
        var phrases: [(option: Int, words: [String])] = []
        for option in 0..<count {
            let number = NumberWords.units[option + 1]
            let letter = letters[option]
            let ordinal = NumberWords.optionOrdinals[option]
            phrases.append((option, [number]))
            phrases.append((option, [letter]))
            for noun in optionNouns where noun != "letter" { phrases.append((option, [noun, number])) }
            for noun in optionNouns where noun != "number" { phrases.append((option, [noun, letter])) }
            phrases.append((option, [ordinal]))
            phrases.append((option, ["the", ordinal]))
            for tail in ordinalTails {
                phrases.append((option, [ordinal, tail]))
                phrases.append((option, ["the", ordinal, tail]))
            }
        }
        if count > 1 {
            for words in [["last"], ["the", "last"], ["last", "one"], ["the", "last", "one"]] {
                phrases.append((count - 1, words))
            }
        }
        return phrases
    }

    /// Command phrases for the grammar.
    public static func commandPhrases() -> [(command: VoiceCommand, words: [String])] {
        let table: [VoiceCommand: [String]] = [
            .repeatIntro: [
                "repeat", "repeat that", "repeat it", "again", "play it again", "play again", "play that again",
                "one more time", "replay", "say again", "repeat please",
            ],
            .skip: ["skip", "skip it", "skip this", "skip this one", "skip question", "skip song"],
            .pass: [
                "pass", "i pass", "i don't know", "don't know", "no idea", "i have no idea", "dunno", "i give up",
                "none of them", "none of these", "no clue", "i have no clue",
            ],
            .next: ["next", "next one", "next question", "next song", "go on to the next"],
            .pause: ["pause", "pause game", "pause the game", "wait", "hold on"],
            .resume: ["resume", "continue", "unpause", "carry on", "go on", "keep going"],
            .stop: ["stop", "stop the game", "stop game", "quit", "quit game", "exit", "end game", "end the game"],
        ]
        var phrases: [(command: VoiceCommand, words: [String])] = []
        for command in VoiceCommand.allCases {
            for phrase in table[command, default: []] {
                phrases.append((command, phrase.split(separator: " ").map(String.init)))
            }
        }
        return phrases
    }

    // MARK: - Parsing

    /// "two", "number two", "option b", "the second one", "it's the second one", "repeat", "skip"… → intent;
    /// else `.text` of the words with wrappers like "it's", "i think it's", "is it" stripped.
    public static func parse(_ words: [String], optionCount: Int) -> AnswerIntent {
        let words = words.filter { !fillerWords.contains($0) }
        let stripped = stripWrappers(words)
        let table = PhraseTable.shared(optionCount: optionCount)
        for candidate in [stripped, stripSuffixes(stripped), words] {
            if let intent = table.intents[candidate] { return intent }
        }
        return .text(stripSuffixes(stripped, only: [["please"]]))
    }

    /// Removes leading wrapper phrases, repeatedly and longest first ("um i think it's" → ""), but never
    /// all words.
    public static func stripWrappers(_ words: [String]) -> [String] {
        var rest = ArraySlice(words)
        var changed = true
        while changed {
            changed = false
            for prefix in sortedPrefixes where rest.count > prefix.count && rest.starts(with: prefix) {
                rest = rest.dropFirst(prefix.count)
                changed = true
                break
            }
        }
        return Array(rest)
    }

    static let sortedPrefixes = wrapperPrefixes.sorted { $0.count > $1.count }

    static func stripSuffixes(_ words: [String], only suffixes: [[String]] = wrapperSuffixes) -> [String] {
        var rest = ArraySlice(words)
        var changed = true
        while changed {
            changed = false
            for suffix in suffixes where rest.count > suffix.count && rest.suffix(suffix.count).elementsEqual(suffix) {
                rest = rest.dropLast(suffix.count)
                changed = true
            }
        }
        return Array(rest)
    }
}
