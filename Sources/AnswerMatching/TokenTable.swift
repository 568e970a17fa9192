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
                        body(
                            Buffers(
                                letters: letters, phones: phones, letterStarts: letterStarts, phoneStarts: phoneStarts))
                    }
                }
            }
        }
    }

    /// A raw similarity curve: below `floor` nothing, from `knee` on as is, linear in between.
    struct Curve {
        var floor: Double
        var knee: Double

        @inline(__always) func apply(_ raw: Double) -> Double {
            if raw >= knee { return raw }
            return max(0, (raw - floor) / (knee - floor) * knee)
        }
    }

    /// Spelling: half the letters right is nothing; four in five right counts fully.
    static let spelling = Curve(floor: 0.55, knee: 0.8)
    /// Sound is more forgiving by nature (every vowel is a bit like every other), so it must come closer.
    static let sound = Curve(floor: 0.65, knee: 0.85)

    /// How alike token `i` of `a` and token `j` of `b` are, 0…1: the better of spelling and sound
    /// similarity, each through its ``Curve`` so that weak resemblances add no score.
    static func similarity(_ a: Buffers, _ i: Int, _ b: Buffers, _ j: Int, costs: Phone.Costs) -> Double {
        let aLetters = a.letters(i)
        let bLetters = b.letters(j)
        if aLetters.elementsEqual(bLetters) { return 1 }
        var best = 0.0
        let longerSpelling = Double(max(aLetters.count, bLetters.count))
        if 1 - Double(abs(aLetters.count - bLetters.count)) / longerSpelling >= spelling.floor {
            best = spelling.apply(EditDistance.letterSimilarity(aLetters, bLetters))
        }
        let aPhones = a.phones(i)
        let bPhones = b.phones(j)
        if best < 0.95, !aPhones.isEmpty, !bPhones.isEmpty {
            // Each missing phone costs at least 0.4 against a scale of 0.85 per phone of the longer side.
            let longerSound = Double(max(aPhones.count, bPhones.count)) * 0.85
            let soundBound = 1 - Double(abs(aPhones.count - bPhones.count)) * 0.4 / longerSound
            if soundBound > sound.floor, sound.apply(soundBound) > best {
                best = max(best, sound.apply(EditDistance.phoneSimilarity(aPhones, bPhones, costs: costs)))
            }
        }
        return best
    }
}
