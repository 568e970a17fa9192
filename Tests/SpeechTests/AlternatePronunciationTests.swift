import AnswerMatching
import Foundation
import Testing

@testable import Speech

/// A word the grammar adds to the decoder (from extra.dict or grapheme-to-phoneme) keeps every pronunciation
/// it has, not just the first: hand-checked alternates such as "gangnam(2)" are what a player may say.
@Suite(.serialized, .enabled(if: SpeechFixtures.available)) struct AlternatePronunciationTests {
    static let choices = ["Quorbly Lake", "Ode to Joy", "Jingle Bells"].map { MatchOption(title: $0) }

    /// A recogniser whose lexicon says the made-up "quorbly" as `entries` (extra.dict lines).
    static func recognizer(extra entries: String) throws -> Recognizer {
        let model = try #require(SpeechFixtures.model)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("extra-\(UUID()).dict")
        try entries.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lexicon = try Lexicon(dictionary: model.dictionary, extraDictionary: file.path, phoneMap: nil)
        let recognizer = try Recognizer(model: model, lexicon: lexicon)
        try recognizer.setChoices(choices)
        // Settle cepstral normalisation on a first utterance, as earlier questions would have.
        _ = try SpeechFixtures.recognize(SpeechFixtures.speech("hello, are you listening to me"), with: recognizer)
        try recognizer.setChoices(choices)
        return recognizer
    }

    /// "quorbly" said as "swan": answered through the word's second pronunciation, and not without it.
    @Test(arguments: [
        ("quorbly Z UW Z UW Z\nquorbly(2) S W AA N\n", 0 as Int?),
        ("quorbly Z UW Z UW Z\n", nil),
    ])
    func aSecondPronunciationIsHeard(_ entries: String, _ option: Int?) throws {
        let recognizer = try Self.recognizer(extra: entries)
        let grammar = GrammarBuilder().build(options: Self.choices, lexicon: recognizer.lexicon)
        #expect(grammar.addedWords.keys.contains("qw_quorbly(2)") == (option != nil))
        let decision = try SpeechFixtures.recognize(SpeechFixtures.speech("swan lake"), with: recognizer)
        #expect(decision?.option == option, "heard \(decision?.heard ?? "nothing")")
    }
}
