import Foundation
import Testing

@testable import Speech

@Suite(.enabled(if: SpeechFixtures.available)) struct LexiconTests {
    struct Case: Sendable, CustomStringConvertible {
        var word: String
        var phones: [String]?
        var source: Lexicon.Source?
        var description: String { word }
    }

    @Test(arguments: [
        Case(word: "swan", phones: ["S", "W", "AA", "N"], source: .cmudict),
        Case(word: "Lake", phones: ["L", "EY", "K"], source: .cmudict),
        Case(word: "東京", phones: nil, source: nil),
        Case(word: "🎵", phones: nil, source: nil),
    ])
    func dictionaryLookups(_ test: Case) throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let found = lexicon.lookup(test.word)
        #expect(found?.phones.first == test.phones)
        #expect(found?.source == test.source)
    }

    @Test(arguments: ["despacito", "luftballons", "gymnopedie", "nachtmusik", "quizzlewick"])
    func graphemeToPhonemeGivesModelPhones(_ word: String) throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let phones = try #require(lexicon.graphemeToPhoneme(word))
        #expect(phones.count >= 4)
        #expect(phones.allSatisfy { PhoneMap.modelPhones.contains($0) })
    }

    /// The mapped espeak phones agree with cmudict on ordinary words: mean phone error rate < 35 %.
    @Test func graphemeToPhonemeAgreesWithCMUDict() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        let words = [
            "water", "church", "thinking", "pleasure", "yellow", "bottle", "garden", "mountain", "flowers",
            "morning", "sonata", "dance", "rhapsody", "sleeping", "question", "kingdom", "umbrella", "violin",
            "thunder", "orange",
        ]
        var errors = 0
        var total = 0
        for word in words {
            let reference = try #require(lexicon.lookup(word)?.phones.first)
            let guess = try #require(lexicon.graphemeToPhoneme(word), "no G2P for \(word)")
            errors += editDistance(reference, guess)
            total += reference.count
        }
        let rate = Double(errors) / Double(total)
        #expect(rate < 0.35, "phone error rate \(rate)")
    }

    @Test func wordsNoDictionaryHoldsComeFromG2P() throws {
        let lexicon = try #require(SpeechFixtures.lexicon)
        #expect(lexicon.lookup("quizzlewick")?.source == .g2p)
        #expect(lexicon.lookup("despacito")?.source == .extra)
    }

    @Test func extraDictionaryOverridesCMUDict() throws {
        let model = try #require(SpeechFixtures.model)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("extra-\(UUID()).dict")
        try "swan S W AO N\nzzyzx Z AY Z IH K S\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lexicon = try Lexicon(dictionary: model.dictionary, extraDictionary: file.path, phoneMap: nil)
        #expect(lexicon.lookup("swan")?.source == .extra)
        #expect(lexicon.phones(for: "swan") == ["S", "W", "AO", "N"])
        #expect(lexicon.phones(for: "zzyzx") == ["Z", "AY", "Z", "IH", "K", "S"])
    }

    @Test func phoneTableRejectsUnknownPhones() {
        #expect(throws: SpeechError.self) { try PhoneMap(tsv: "a\tAE\nq\tQQ\n", file: "t.tsv") }
        #expect(throws: SpeechError.self) { try PhoneMap(tsv: "just one column\n", file: "t.tsv") }
    }

    @Test func phoneTableMapsVariantsAndDropsStress() throws {
        let map = try PhoneMap(tsv: "# comment\nt\tT\n@\tAH\ni:\tIY\nr-\t\n", file: "t.tsv")
        #expect(map.modelPhones(forEspeak: ["t#", "'i:", "@2", "r-"]) == ["T", "IY", "AH"])
        #expect(map.modelPhones(forEspeak: ["Q"]) == nil)
    }

    @Test func missingModelNamesTheDebianPackage() {
        let error = SpeechError.modelNotFound(searched: ["/nowhere"])
        #expect(error.description.contains("pocketsphinx-en-us"))
        #expect(throws: SpeechError.self) {
            try AcousticModel.locate(explicit: "/nonexistent/model", environment: [:], resources: nil)
        }
        #expect(throws: SpeechError.self) {
            try AcousticModel.locate(environment: [:], resources: nil, fileExists: { _ in false })
        }
    }

    private func editDistance(_ a: [String], _ b: [String]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
