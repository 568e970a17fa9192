public import AnswerMatching

extension GrammarBuilder {
    /// Suffixes accepted after an answer ("two please", "swan lake i think").
    public static let answerSuffixes: [[String]] = [["please"], ["i", "think"], ["i", "guess"], ["maybe"], ["right"]]

    /// The grammar for a question's options, with spoken forms, option phrases, wrappers and commands
    /// from AnswerMatching and pronunciations from `lexicon`.
    public func build(options: [MatchOption], lexicon: Lexicon) -> AnswerGrammar {
        build(
            optionForms: options.map { SpokenForms.forms(title: $0.title, aliases: $0.aliases) },
            optionPhrases: IntentParser.optionPhrases(optionCount: options.count),
            commandPhrases: IntentParser.commandPhrases().map { ($0.command.rawValue, $0.words) },
            prefixes: IntentParser.wrapperPrefixes,
            suffixes: Self.answerSuffixes,
            pronounce: { word in
                guard let found = lexicon.lookup(word), let phones = found.phones.first else { return nil }
                return WordPronunciation(phones: phones, inDecoderDictionary: found.source == .cmudict)
            })
    }
}
