public import AnswerMatching

extension GrammarBuilder {
    /// Suffixes accepted after an answer ("two please", "swan lake i think").
    public static let answerSuffixes: [[String]] = [["please"], ["i", "think"], ["i", "guess"], ["maybe"], ["right"]]

    /// Filler words dropped from AnswerMatching's wrapper list for the grammar: short and vague, they
    /// let the decoder explain almost any sound as "oh" + an option number (measured on the dev set).
    public static let fillerWrappers: Set<[String]> = [
        ["um"], ["uh"], ["er"], ["erm"], ["hmm"], ["oh"], ["well"], ["okay"], ["ok"], ["so"], ["yes"], ["i", "say"],
        ["i", "know"], ["perhaps"],
    ]

    /// Whether an option phrase is a bare letter ("a", "b"): fine typed, but spoken it is the article "a" or
    /// any short click, so the grammar keeps only "option b" / "letter b" (seen: a bare "a" answered a
    /// question from no speech at all).
    static func isBareLetter(_ words: [String]) -> Bool {
        words.count == 1 && words[0].count == 1 && words[0].first?.isLetter == true
    }

    /// The grammar for a question's options, with spoken forms, option phrases, wrappers and commands
    /// from AnswerMatching and pronunciations from `lexicon`.
    /// `rival` leaves parts out, for the grammars that rescore a decision.
    /// A suffix that a title contains is left out: after an option number it would make a path that
    /// sounds like that title (a real voice's "Rear Right" was read as "two" + "right").
    public func build(options: [MatchOption], lexicon: Lexicon, rival: RivalGrammar? = nil) -> AnswerGrammar {
        let optionForms = options.map { SpokenForms.forms(title: $0.title, aliases: $0.aliases, loneWords: true) }
        let forms = optionForms.joined()
        func inATitle(_ suffix: [String]) -> Bool {
            forms.contains { form in
                form.count >= suffix.count
                    && (0...(form.count - suffix.count)).contains { form[$0..<$0 + suffix.count].elementsEqual(suffix) }
            }
        }
        return build(
            optionForms: optionForms,
            optionPhrases: IntentParser.optionPhrases(optionCount: options.count).filter {
                !Self.isBareLetter($0.words)
            },
            commandPhrases: IntentParser.commandPhrases().map { ($0.command.rawValue, $0.words) },
            prefixes: IntentParser.wrapperPrefixes.filter { !Self.fillerWrappers.contains($0) },
            suffixes: Self.answerSuffixes.filter { !inATitle($0) },
            rival: rival,
            pronounce: { word in
                guard let found = lexicon.lookup(word), let phones = found.phones.first else { return nil }
                return WordPronunciation(
                    phones: phones, alternates: Array(found.phones.dropFirst()),
                    inDecoderDictionary: found.source == .cmudict)
            })
    }
}
