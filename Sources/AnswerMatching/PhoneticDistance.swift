// AnswerMatching — Foundation only, pure logic.

/// How alike two words or phrases sound.
///
/// Phones come from the pronouncer when it knows a word, else from a built-in letter-to-sound guess.
/// Word boundaries are ignored, so "fur a lease" can sound like "fur elise".
public enum PhoneticDistance {
    /// Sound similarity of two texts: 1 = same sound … 0 = unrelated. Both texts are first turned into
    /// spoken words (``SpokenForms/words(_:)``).
    public static func similarity(_ a: String, _ b: String, pronouncer: (any Pronouncing)?) -> Double {
        let left = phones(ofWords: SpokenForms.words(a), pronouncer: pronouncer)
        let right = phones(ofWords: SpokenForms.words(b), pronouncer: pronouncer)
        return EditDistance.phoneSimilarity(left, right)
    }

    /// Sound distance: 0 = same sound … 1 = unrelated (1 − ``similarity(_:_:pronouncer:)``).
    public static func distance(_ a: String, _ b: String, pronouncer: (any Pronouncing)?) -> Double {
        1 - similarity(a, b, pronouncer: pronouncer)
    }

    /// Phone codes of one spoken word: the pronouncer's when it knows the word, else the built-in guess.
    static func phones(ofWord word: String, pronouncer: (any Pronouncing)?) -> [UInt8] {
        if let symbols = pronouncer?.phones(for: word) {
            let codes = symbols.compactMap(Phone.code)
            if !codes.isEmpty { return codes }
        }
        return LetterToSound.phones(word)
    }

    static func phones(ofWords words: [String], pronouncer: (any Pronouncing)?) -> [UInt8] {
        words.flatMap { phones(ofWord: $0, pronouncer: pronouncer) }
    }
}
