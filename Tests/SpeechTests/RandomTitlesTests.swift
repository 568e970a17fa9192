import AnswerMatching
import Foundation
import Testing

@testable import Speech

/// Whatever a title holds, spoken forms → grammar → decoder must not crash, and the grammar must load.
@Suite struct RandomTitlesTests {
    /// Pieces titles are made of: every script and oddity a music library has.
    static let alphabet: [String] = [
        "a", "Z", "é", "ü", "ß", "ø", "Ł", "ñ", "ç", "Ω", "λ", "ж", "Я", "ש", "ع", "ह", "ก", "中", "文", "日", "本", "語", "한",
        "글", "ア", "ー", "🎵", "🔥", "👩‍🎤", "🇫🇷", "e\u{301}", "\u{200B}", "\u{FEFF}", "\u{0}", "\t", "\n", " ", "  ", "-", "–",
        "'", "’", "\"", "(", ")", "[", "]", "{", "}", "<", ">", "=", ";", "|", "*", "+", "/", "\\", "&", "#", "!", "?", ".",
        ",", ":", "%", "$", "@", "~", "^", "`", "0", "7", "22", "1999", "2005", "3.14", "10,000", "feat.", "Remastered",
        "Live", "I", "II", "IV", "No.", "Mr.", "ooh", "la", "love", "the", "rain", "night", "xyzzy", "qwrtp",
    ]

    /// SplitMix64, so the 10,000 titles are the same on every run and machine.
    struct Generator {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func titles(count: Int, seed: UInt64) -> [String] {
        var random = Generator(state: seed)
        return (0..<count).map { _ in
            let pieces = random.next(below: 12)  // 0 pieces: the empty title
            return (0..<pieces).map { _ in alphabet[random.next(below: alphabet.count)] }
                .joined(separator: random.next(below: 3) == 0 ? "" : " ")
        }
    }

    @Test func tenThousandRandomTitlesBuildGrammarsTheDecoderAccepts() throws {
        let recognizer = try Recognizer(modelDirectory: nil)
        let titles = Self.titles(count: 10_000, seed: 2026)
        let silence = [Int16](repeating: 0, count: Evaluator.chunkSize)
        var index = 0
        var batches = 0
        var unspeakable = 0
        while index < titles.count {
            let size = 2 + batches % 5  // 2…6 choices, as in a game
            let batch = Array(titles[index..<min(index + size, titles.count)])
            index += size
            batches += 1
            // Every word the grammar uses must reach the decoder; setChoices throws if the grammar is refused.
            let speakable = try recognizer.setChoices(batch.map { MatchOption(title: $0) })
            #expect(speakable.count == batch.count)
            unspeakable += speakable.filter { !$0 }.count
            _ = try recognizer.feed(silence)
            _ = try recognizer.finish()
        }
        #expect(batches > 2_000)
        // Titles that are empty or only symbols are unspeakable (keys only); most are not.
        #expect(unspeakable > 0 && unspeakable < titles.count / 2, "\(unspeakable) of \(titles.count) unspeakable")
    }
}
