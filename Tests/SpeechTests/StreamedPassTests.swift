import AnswerMatching
import Foundation
import Testing

@testable import Speech

/// The streamed pass is a search of its own with narrower beams (`RecognizerSettings.streamedPassPruning`): it
/// finds speech and shows partials, and every decision is decoded again with the answer search's beams.
@Suite(.serialized, .enabled(if: SpeechFixtures.available)) struct StreamedPassTests {
    static let choices = ["Greensleeves", "Swan Lake", "Ode to Joy", "Yesterday"].map { MatchOption(title: $0) }
    /// So narrow that a search pruned like this keeps no path to the grammar's end for these phrases.
    static let starved = SearchPruning(beam: 1e-3, wordBeam: 1e-3, phoneBeam: 1e-3)

    /// The decisions on `phrases`, in order, by one recogniser with `settings` (settled on a first utterance).
    static func decisions(_ phrases: [String], settings: RecognizerSettings) throws -> [RecognitionDecision?] {
        let model = try #require(SpeechFixtures.model)
        let recognizer = try Recognizer(model: model, lexicon: #require(SpeechFixtures.lexicon), settings: settings)
        try recognizer.setChoices(choices)
        _ = try SpeechFixtures.recognize(SpeechFixtures.speech("hello, are you listening to me"), with: recognizer)
        return try phrases.map { phrase in
            try recognizer.setChoices(choices)
            return try SpeechFixtures.recognize(SpeechFixtures.speech(phrase), with: recognizer)
        }
    }

    static let phrases = ["swan lake", "number four", "it's ode to joy"]
    static let expected: [Int?] = [1, 3, 2]

    @Test func decisionsComeFromTheAnswerSearchWhateverTheStreamedPassPrunes() throws {
        var settings = RecognizerSettings()
        settings.streamedPassPruning = Self.starved
        let decided = try Self.decisions(Self.phrases, settings: settings)
        #expect(decided.map { $0?.option } == Self.expected, "heard \(decided.map { $0?.heard ?? "nothing" })")
    }

    /// The control for the case above: the same beams on the search that decides lose the answers, so that case
    /// would fail if a decision came from the streamed pass.
    @Test func theStarvedBeamsLoseTheAnswersOfTheSearchThatDecides() throws {
        var settings = RecognizerSettings()
        settings.streamedPassPruning = nil
        settings.extraFlags = [
            "-beam": "\(Self.starved.beam)", "-wbeam": "\(Self.starved.wordBeam)",
            "-pbeam": "\(Self.starved.phoneBeam)",
        ]
        let decided = try Self.decisions(Self.phrases, settings: settings)
        #expect(decided.map { $0?.option } != Self.expected)
    }

    @Test func aSearchWithItsOwnPruningLeavesTheConfigurationAsItWas() throws {
        let model = try #require(SpeechFixtures.model)
        let decoder = try Decoder(model: model, options: RecognizerSettings().decoderFlags)
        let configured = decoder.pruning
        try decoder.setGrammar(
            "#JSGF V1.0;\ngrammar g;\npublic <g> = yes | no;\n", name: "narrow", pruning: Self.starved)
        #expect(decoder.pruning == configured)
        #expect(configured.beam == 1e-64 && configured.wordBeam == 1e-44 && configured.phoneBeam == 1e-64)
        #expect(configured != Self.starved)
    }
}
