// AnswerMatching — Foundation only, pure logic.

/// Lookup from a phrase to its intent, built once per option count.
struct PhraseTable: Sendable {
    let intents: [[String]: AnswerIntent]

    init(optionCount: Int) {
        var intents: [[String]: AnswerIntent] = [:]
        for (command, words) in IntentParser.commandPhrases() { intents[words] = .command(command) }
        for (option, words) in IntentParser.optionPhrases(optionCount: optionCount) { intents[words] = .option(option) }
        self.intents = intents
    }

    private static let tables: [PhraseTable] = (0...6).map(PhraseTable.init(optionCount:))

    static func shared(optionCount: Int) -> PhraseTable {
        tables[max(0, min(optionCount, tables.count - 1))]
    }
}
