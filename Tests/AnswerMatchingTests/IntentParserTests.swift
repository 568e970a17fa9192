import Testing

@testable import AnswerMatching

/// Words, option count and the intent they must parse to.
struct IntentCase: CustomTestStringConvertible, Sendable {
    var said: String
    var optionCount = 4
    var intent: AnswerIntent
    var testDescription: String { "\"\(said)\" of \(optionCount)" }
}

@Suite struct IntentParserTests {
    static func words(_ text: String) -> [String] { SpokenForms.words(text) }

    static let cases: [IntentCase] = [
        IntentCase(said: "one", intent: .option(0)),
        IntentCase(said: "two", intent: .option(1)),
        IntentCase(said: "2", intent: .option(1)),
        IntentCase(said: "six", optionCount: 6, intent: .option(5)),
        IntentCase(said: "number two", intent: .option(1)),
        IntentCase(said: "number 3", intent: .option(2)),
        IntentCase(said: "#3", intent: .option(2)),
        IntentCase(said: "option b", intent: .option(1)),
        IntentCase(said: "b", intent: .option(1)),
        IntentCase(said: "B", intent: .option(1)),
        IntentCase(said: "answer d", intent: .option(3)),
        IntentCase(said: "letter c", intent: .option(2)),
        IntentCase(said: "the second one", intent: .option(1)),
        IntentCase(said: "second", intent: .option(1)),
        IntentCase(said: "the first", intent: .option(0)),
        IntentCase(said: "the 3rd one", intent: .option(2)),
        IntentCase(said: "it's the second one", intent: .option(1)),
        IntentCase(said: "I think it's number four", intent: .option(3)),
        IntentCase(said: "is it b?", intent: .option(1)),
        IntentCase(said: "i'd say three", intent: .option(2)),
        IntentCase(said: "um, maybe option a", intent: .option(0)),
        IntentCase(said: "two please", intent: .option(1)),
        IntentCase(said: "the last one", intent: .option(3)),
        IntentCase(said: "the last one", optionCount: 6, intent: .option(5)),
        IntentCase(said: "five", intent: .text(["five"])),
        IntentCase(said: "option e", intent: .text(["option", "e"])),
        IntentCase(said: "the fifth one", intent: .text(["the", "fifth", "one"])),
        IntentCase(said: "seven", optionCount: 6, intent: .text(["seven"])),
        IntentCase(said: "repeat", intent: .command(.repeatIntro)),
        IntentCase(said: "again", intent: .command(.repeatIntro)),
        IntentCase(said: "play it again", intent: .command(.repeatIntro)),
        IntentCase(said: "skip", intent: .command(.skip)),
        IntentCase(said: "pass", intent: .command(.pass)),
        IntentCase(said: "I don't know", intent: .command(.pass)),
        IntentCase(said: "next", intent: .command(.next)),
        IntentCase(said: "pause", intent: .command(.pause)),
        IntentCase(said: "resume", intent: .command(.resume)),
        IntentCase(said: "continue", intent: .command(.resume)),
        IntentCase(said: "stop", intent: .command(.stop)),
        IntentCase(said: "Quit!", intent: .command(.stop)),
        IntentCase(said: "it's ode to joy", intent: .text(["ode", "to", "joy"])),
        IntentCase(said: "it is ode to joy", intent: .text(["ode", "to", "joy"])),
        IntentCase(said: "I think it's Für Elise", intent: .text(["fur", "elise"])),
        IntentCase(said: "is it swan lake", intent: .text(["swan", "lake"])),
        IntentCase(said: "i'd say greensleeves", intent: .text(["greensleeves"])),
        IntentCase(said: "maybe the mountain king", intent: .text(["the", "mountain", "king"])),
        IntentCase(said: "swan lake please", intent: .text(["swan", "lake"])),
        IntentCase(said: "it's", intent: .text(["it's"])),
        IntentCase(said: "", intent: .text([])),
        IntentCase(said: "two um", intent: .option(1)),
        IntentCase(said: "the uh second one", intent: .option(1)),
        IntentCase(said: "ode to um joy", intent: .text(["ode", "to", "joy"])),
        IntentCase(said: "hmm", intent: .text([])),
    ]

    @Test(arguments: cases)
    func parses(_ testCase: IntentCase) {
        #expect(IntentParser.parse(Self.words(testCase.said), optionCount: testCase.optionCount) == testCase.intent)
    }

    @Test(arguments: 1...6)
    func everyOptionPhraseParsesBackWithAndWithoutWrappers(optionCount: Int) {
        let phrases = IntentParser.optionPhrases(optionCount: optionCount)
        #expect(!phrases.isEmpty)
        for (option, words) in phrases {
            #expect((0..<optionCount).contains(option))
            #expect(IntentParser.parse(words, optionCount: optionCount) == .option(option), "\(words)")
            for prefix in IntentParser.wrapperPrefixes {
                #expect(
                    IntentParser.parse(prefix + words, optionCount: optionCount) == .option(option),
                    "\(prefix + words)")
            }
        }
    }

    @Test func optionPhrasesCoverNumbersLettersAndOrdinals() {
        let phrases = IntentParser.optionPhrases(optionCount: 4).map { $0.words.joined(separator: " ") }
        for phrase in ["one", "four", "number two", "option b", "d", "the third one", "second", "the last one"] {
            #expect(phrases.contains(phrase), "missing \(phrase)")
        }
        for phrase in ["five", "e", "option e", "fifth", "number five"] {
            #expect(!phrases.contains(phrase), "beyond 4 options: \(phrase)")
        }
    }

    @Test func everyCommandPhraseParsesBack() {
        let phrases = IntentParser.commandPhrases()
        #expect(Set(phrases.map(\.command)) == Set(VoiceCommand.allCases))
        for (command, words) in phrases {
            #expect(IntentParser.parse(words, optionCount: 4) == .command(command), "\(words)")
        }
    }

    @Test func phrasesAreGrammarSafe() {
        let all =
            IntentParser.optionPhrases(optionCount: 6).map(\.words) + IntentParser.commandPhrases().map(\.words)
            + IntentParser.wrapperPrefixes
        for words in all {
            #expect(!words.isEmpty)
            for word in words { #expect(SpokenForms.words(word) == [word], "not a spoken word: \(word)") }
        }
    }

    @Test func optionAndCommandPhrasesDoNotCollide() {
        var seen: [[String]: String] = [:]
        for (option, words) in IntentParser.optionPhrases(optionCount: 6) {
            #expect(seen.updateValue("option \(option)", forKey: words) == nil, "duplicate \(words)")
        }
        for (command, words) in IntentParser.commandPhrases() {
            #expect(seen.updateValue("command \(command)", forKey: words) == nil, "duplicate \(words)")
        }
    }
}
