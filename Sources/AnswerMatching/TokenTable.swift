// AnswerMatching — Foundation only, pure logic.

/// Tokens stored flat — all letters in one array, all phones in another — so that comparing many pairs
/// neither allocates nor retains.
struct TokenTable: Sendable {
    let letters: [UInt8]
    let phones: [UInt8]
    /// Start of token i's letters is letterStarts[i]; it ends at letterStarts[i + 1].
    let letterStarts: [Int]
    let phoneStarts: [Int]
    var count: Int { letterStarts.count - 1 }

    init(_ tokens: [MatchToken]) {
        var letters: [UInt8] = []
        var phones: [UInt8] = []
        var letterStarts = [0]
        var phoneStarts = [0]
        for token in tokens {
            letters += token.letters
            phones += token.phones
            letterStarts.append(letters.count)
            phoneStarts.append(phones.count)
        }
        self.letters = letters
        self.phones = phones
        self.letterStarts = letterStarts
        self.phoneStarts = phoneStarts
    }

    /// The table's storage, borrowed.
    struct Buffers {
        let letters: UnsafeBufferPointer<UInt8>
        let phones: UnsafeBufferPointer<UInt8>
        let letterStarts: UnsafeBufferPointer<Int>
        let phoneStarts: UnsafeBufferPointer<Int>

        @inline(__always) func letters(_ i: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: letters[letterStarts[i]..<letterStarts[i + 1]])
        }
        @inline(__always) func phones(_ i: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: phones[phoneStarts[i]..<phoneStarts[i + 1]])
        }
    }

    func withBuffers<R>(_ body: (Buffers) -> R) -> R {
        letters.withUnsafeBufferPointer { letters in
            phones.withUnsafeBufferPointer { phones in
                letterStarts.withUnsafeBufferPointer { letterStarts in
                    phoneStarts.withUnsafeBufferPointer { phoneStarts in
                        body(Buffers(letters: letters, phones: phones, letterStarts: letterStarts, phoneStarts: phoneStarts))
                    }
                }
            }
        }
    }

    /// Below this raw similarity two words count as unrelated.
    static let floor = 0.55
    /// From this raw similarity on, the similarity counts as is.
    static let knee = 0.8

    /// How alike token `i` of `a` and token `j` of `b` are, 0…1: the better of spelling and sound
    /// similarity, with weak resemblances (below ``floor``) counted as nothing and those up to ``knee``
    /// discounted, so that unrelated words add no score.
    static func similarity(_ a: Buffers, _ i: Int, _ b: Buffers, _ j: Int, costs: Phone.Costs) -> Double {
        let aLetters = a.letters(i)
        let bLetters = b.letters(j)
        if aLetters.elementsEqual(bLetters) { return 1 }
        var raw = 0.0
        let longerSpelling = Double(max(aLetters.count, bLetters.count))
        if 1 - Double(abs(aLetters.count - bLetters.count)) / longerSpelling >= floor {
            raw = EditDistance.letterSimilarity(aLetters, bLetters)
        }
        let aPhones = a.phones(i)
        let bPhones = b.phones(j)
        if raw < 0.95, !aPhones.isEmpty, !bPhones.isEmpty {
            // Each missing phone costs at least 0.4 against a scale of 0.85 per phone of the longer side.
            let longerSound = Double(max(aPhones.count, bPhones.count)) * 0.85
            let soundBound = 1 - Double(abs(aPhones.count - bPhones.count)) * 0.4 / longerSound
            if soundBound > max(raw, floor) {
                raw = max(raw, EditDistance.phoneSimilarity(aPhones, bPhones, costs: costs))
            }
        }
        if raw >= knee { return raw }
        return max(0, (raw - floor) / (knee - floor) * knee)
    }
}
