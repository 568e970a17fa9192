import AnswerMatching
import Testing

@testable import Speech

@Suite(.enabled(if: SpeechFixtures.available)) struct GrammarBuilderTests {
    static let nastyTitles: [[String]] = [
        ["Don't Stop Me Now", "AC/DC: Back in Black", "(What's the Story) Morning Glory?", "Rock & Roll | Part 2"],
        ["東京フラッシュ", "😀🎸", "99 Luftballons", "1999"],
        ["", "   ", "<rule> = ;", "Für Elise"],
        ["Hallelujah", "Hallelujah", "Ode to Joy", "a"],
    ]

    /// Every grammar parses in PocketSphinx and its tokens are in the decoder's dictionary.
    @Test(arguments: nastyTitles)
    func grammarIsValidWhateverTheTitles(_ titles: [String]) throws {
        let model = try #require(SpeechFixtures.model)
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(options: titles.map { MatchOption(title: $0) }, lexicon: lexicon)
        let decoder = try Decoder(model: model)
        for (token, phones) in grammar.wordsToAdd { try decoder.addWord(token, phones: phones) }
        try decoder.setGrammar(grammar.jsgf)
        #expect(grammar.titleSpeakable.count == titles.count)
        // Every token between the rule definitions is a dictionary word.
        for line in grammar.jsgf.split(separator: "\n") where line.hasPrefix("<") {
            let body = line.split(separator: "=", maxSplits: 1).last ?? ""
            for token in body.split(whereSeparator: { " |;[]()+".contains($0) })
            where !token.hasPrefix("<") && !token.hasPrefix("/") {
                #expect(decoder.hasWord(String(token)), "\(token) not in dictionary")
            }
        }
    }

    /// (CJK titles are transliterated by AnswerMatching, so they become speakable; symbols and emoji stay not.)
    @Test func unpronounceableTitlesAreFlaggedButStayAnswerableByNumber() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(
            options: ["♪♫", "Swan Lake", "😀🎸"].map { MatchOption(title: $0) }, lexicon: lexicon)
        #expect(grammar.titleSpeakable == [false, true, false])
        #expect(grammar.interpret("number one").meaning == .option(0))
        #expect(grammar.interpret("the third one").meaning == .option(2))
        #expect(grammar.interpret("it's swan lake").meaning == .option(1))
    }

    @Test func sharedTitlesAreAmbiguous() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(
            options: ["Hallelujah", "Hallelujah", "Ode to Joy"].map { MatchOption(title: $0) }, lexicon: lexicon)
        #expect(grammar.interpret("hallelujah").meaning == .ambiguous)
        #expect(grammar.interpret("ode to joy please").meaning == .option(2))
    }

    @Test func aSuffixThatIsATitleWordIsLeftOut() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let sides = GrammarBuilder().build(
            options: ["Front Left", "Front Right", "Rear Left", "Rear Right"].map { MatchOption(title: $0) },
            lexicon: lexicon)
        #expect(sides.interpret("two right").meaning == nil)
        #expect(sides.interpret("rear right").meaning == .option(3))
        #expect(sides.interpret("two please").meaning == .option(1))
        let others = GrammarBuilder().build(
            options: ["Greensleeves", "Swan Lake"].map { MatchOption(title: $0) }, lexicon: lexicon)
        #expect(others.interpret("two right").meaning == .option(1))
        // A suffix that only shares a word with a title stays ("i think" against "I Will Survive").
        let survive = GrammarBuilder().build(
            options: ["I Will Survive", "Swan Lake"].map { MatchOption(title: $0) }, lexicon: lexicon)
        #expect(survive.interpret("swan lake i think").meaning == .option(1))
    }

    /// Words the player may be pausing inside: the start of a longer phrase, after an optional wrapper.
    @Test(arguments: [
        (["front"], true), (["it's", "front"], true), (["rear", "right"], false), (["rear"], true),
        (["fro"], false), (["left"], false), (["number"], true), (["don't"], true), ([], false),
        (["front", "left", "i"], false), (["swan"], false),
    ])
    func wordsThatBeginALongerPhrase(_ words: [String], begins: Bool) throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(
            options: ["Front Left", "Front Right", "Rear Right"].map { MatchOption(title: $0) }, lexicon: lexicon)
        #expect(grammar.beginsPhrase(words) == begins)
    }

    @Test func interpretReadsWrappersCommandsAndGarbage() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(
            options: ["Greensleeves", "Für Elise"].map { MatchOption(title: $0) }, lexicon: lexicon)
        #expect(grammar.interpret("i think it's greensleeves").meaning == .option(0))
        #expect(grammar.interpret("is it option b").meaning == .option(1))
        #expect(grammar.interpret("skip").meaning == .command(VoiceCommand.skip.rawValue))
        let garbage = grammar.interpret("ggbg_ah ggbg_t")
        #expect(garbage.garbage && garbage.meaning == nil)
    }

    /// The grammars that rescore a decision: without one option (and commands and garbage), the other
    /// options must still be sayable; without the commands, options and garbage stay.
    @Test func rivalGrammarsLeaveOutTheWinnersPart() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let options = ["Greensleeves", "Für Elise", "Swan Lake"].map { MatchOption(title: $0) }
        let full = GrammarBuilder().build(options: options, lexicon: lexicon)
        let withoutOption = GrammarBuilder().build(options: options, lexicon: lexicon, rival: .withoutOption(1))
        let withoutCommands = GrammarBuilder().build(options: options, lexicon: lexicon, rival: .withoutCommands)
        for grammar in [full, withoutOption, withoutCommands] { #expect(grammar.jsgf.contains("<option0> = ")) }
        #expect(
            full.jsgf.contains("<option1> = ") && full.jsgf.contains("<command>") && full.jsgf.contains("<garbage>"))
        #expect(!withoutOption.jsgf.contains("<option1>"))
        #expect(!withoutOption.jsgf.contains("<command>") && !withoutOption.jsgf.contains("<garbage>"))
        #expect(withoutOption.jsgf.contains("<option2> = "))
        #expect(withoutCommands.jsgf.contains("<option1> = ") && withoutCommands.jsgf.contains("<garbage>"))
        #expect(!withoutCommands.jsgf.contains("<command>") && !withoutCommands.jsgf.contains("skip"))
    }

    /// Garbage before or after a phrase keeps its meaning (the policy judges the share); garbage
    /// between words, or around nothing, does not. Index phrases are told from titles.
    @Test func readSeparatesEdgeGarbageFromInnerGarbage() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(
            options: ["Swan Lake", "Für Elise"].map { MatchOption(title: $0) }, lexicon: lexicon)
        func segments(_ text: String) -> [(token: String, frames: Int, phones: Int)] {
            text.split(separator: " ").map { (token: String($0), frames: $0.hasPrefix("ggbg_") ? 5 : 20, phones: 3) }
        }
        let edge = grammar.read(segments("<sil> ggbg_ih ggbg_t swan lake ggbg_m"))
        #expect(edge.meaning == .option(0) && edge.garbage && !edge.garbageInside && edge.byTitle)
        #expect(edge.garbageFrames == 15 && edge.wordFrames == 40)
        let inner = grammar.read(segments("swan ggbg_ah lake"))
        #expect(inner.meaning == nil && inner.garbageInside)
        let index = grammar.read(segments("ggbg_n number two"))
        #expect(index.meaning == .option(1) && !index.byTitle)
        #expect(grammar.read(segments("ggbg_ah ggbg_t")).meaning == nil)
        #expect(edge.rushedWords == 0)
        #expect(grammar.read([("swan", 20, 4), ("lake", 7, 3)]).rushedWords == 1)
        #expect(grammar.interpret("ggbg_ah swan lake").meaning == nil)
        #expect(edge.heard == "swan lake …")
        #expect(grammar.read(segments("ggbg_ah ggbg_t")).heard == "…")
        #expect(grammar.read(segments("<sil> swan lake")).heard == "swan lake")
    }

    /// A wrapper before the phrase and a suffix after it are told apart: the policy holds index phrases to them.
    @Test(arguments: [
        ("i think it's number two right", true, true), ("i think it's number two", true, false),
        ("number two please", false, true), ("it's swan lake i think", true, true), ("swan lake", false, false),
    ])
    func readMarksWrappersBeforeAndAfter(_ test: (text: String, prefixed: Bool, suffixed: Bool)) throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let grammar = GrammarBuilder().build(
            options: ["Swan Lake", "Für Elise"].map { MatchOption(title: $0) }, lexicon: lexicon)
        let read = grammar.read(test.text.split(separator: " ").map { (token: String($0), frames: 20, phones: 3) })
        #expect(read.meaning != nil)
        #expect(read.prefixed == test.prefixed)
        #expect(read.suffixed == test.suffixed)
    }

    @Test(arguments: ["fur", "élise", "rock'n'roll", "x-ray"])
    func generatedTokensAreSafe(_ word: String) {
        let token = GrammarBuilder.generatedToken(for: word)
        #expect(GrammarBuilder.isSafeToken(token.replacingOccurrences(of: "_", with: "")))
        #expect(!token.contains(where: { "=;|*+<>()[]{}/ ".contains($0) }))
    }
}
