import Testing

@testable import AnswerMatching

/// A reference text, one that sounds closer to it and one that sounds farther.
struct SoundOrder: CustomTestStringConvertible, Sendable {
    var reference: String
    var closer: String
    var farther: String
    var testDescription: String { "\(reference): \(closer) > \(farther)" }
}

@Suite struct PhoneticDistanceTests {
    static let orders: [SoundOrder] = [
        SoundOrder(reference: "joy", closer: "joi", farther: "jay"),
        SoundOrder(reference: "joy", closer: "jay", farther: "cat"),
        SoundOrder(reference: "fur elise", closer: "fur a lease", farther: "fur police"),
        SoundOrder(reference: "fur elise", closer: "for elise", farther: "four lease"),
        SoundOrder(reference: "swan lake", closer: "swan leak", farther: "swim like"),
        SoundOrder(reference: "greensleeves", closer: "green sleeves", farther: "green leaves"),
        SoundOrder(reference: "mountain king", closer: "mountain kink", farther: "fountain sing"),
        SoundOrder(reference: "knight", closer: "night", farther: "kite"),
        SoundOrder(reference: "toccata", closer: "tokata", farther: "sonata"),
        SoundOrder(reference: "phone", closer: "fone", farther: "bone"),
        SoundOrder(reference: "bat", closer: "pat", farther: "sat"),
    ]

    @Test(arguments: orders)
    func closerSoundsScoreHigherWithoutDictionary(_ order: SoundOrder) {
        let closer = PhoneticDistance.similarity(order.reference, order.closer, pronouncer: nil)
        let farther = PhoneticDistance.similarity(order.reference, order.farther, pronouncer: nil)
        #expect(closer > farther, "closer \(closer), farther \(farther)")
    }

    @Test(arguments: orders)
    func closerSoundsScoreHigherWithDictionary(_ order: SoundOrder) {
        let pronouncer = FakePronouncer()
        let closer = PhoneticDistance.similarity(order.reference, order.closer, pronouncer: pronouncer)
        let farther = PhoneticDistance.similarity(order.reference, order.farther, pronouncer: pronouncer)
        #expect(closer > farther, "closer \(closer), farther \(farther)")
    }

    @Test(arguments: ["ode to joy", "greensleeves", "a", "Für Elise"])
    func aTextSoundsLikeItself(_ text: String) {
        #expect(PhoneticDistance.similarity(text, text, pronouncer: nil) == 1)
        #expect(PhoneticDistance.distance(text, text, pronouncer: nil) == 0)
    }

    @Test func homophonesAreIdenticalThroughTheDictionary() {
        let pronouncer = FakePronouncer()
        #expect(PhoneticDistance.similarity("knight", "night", pronouncer: pronouncer) == 1)
        #expect(PhoneticDistance.similarity("owed", "ode", pronouncer: pronouncer) == 1)
        #expect(PhoneticDistance.similarity("owed", "ode", pronouncer: nil) < 1)
    }

    @Test(arguments: [("joy", "cat"), ("swan lake", "toccata and fugue"), ("ode to joy", "ode"), ("", "joy")])
    func similarityIsBoundedAndSymmetric(_ a: String, _ b: String) {
        let forward = PhoneticDistance.similarity(a, b, pronouncer: nil)
        let backward = PhoneticDistance.similarity(b, a, pronouncer: nil)
        #expect((0...1).contains(forward))
        #expect(abs(forward - backward) < 1e-9)
        #expect(abs(PhoneticDistance.distance(a, b, pronouncer: nil) - (1 - forward)) < 1e-9)
        #expect(forward < 0.8)
    }

    @Test func unknownPhoneSymbolsFallBackToTheGuess() {
        struct Broken: Pronouncing {
            func phones(for word: String) -> [String]? { ["??"] }
        }
        #expect(PhoneticDistance.similarity("joy", "joi", pronouncer: Broken()) == 1)
    }
}

@Suite struct LetterToSoundTests {
    @Test(arguments: [
        ("joy", "JH OY"), ("joi", "JH OY"), ("phone", "F OW N"), ("knight", "N AY T"), ("night", "N AY T"),
        ("lake", "L EY K"), ("ode", "OW D"), ("king", "K IH NG"), ("lease", "L IY S"), ("a", "AH"),
        ("station", "S T EY SH AH N"), ("city", "S IH T IY"), ("cat", "K AE T"), ("yellow", "Y EH L OW"),
        ("hall", "HH AE L"), ("queen", "K W IY N"), ("don't", "D AA N T"),
    ])
    func guessesCommonSpellings(_ word: String, _ phones: String) {
        #expect(LetterToSound.symbols(word).joined(separator: " ") == phones)
    }

    @Test(arguments: ["", "'", "zzz", "rhythm", "aeiou"])
    func neverFailsOnOddWords(_ word: String) {
        #expect(LetterToSound.symbols(word).allSatisfy { Phone.code($0) != nil })
    }
}
