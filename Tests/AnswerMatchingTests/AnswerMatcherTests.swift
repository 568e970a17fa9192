import Testing

@testable import AnswerMatching

/// Options, what was said or typed, and the title it must pick (nil = no answer).
struct MatchCase: CustomTestStringConvertible, Sendable {
    var options: [String]
    var said: String
    var expect: String?
    var testDescription: String { "\"\(said)\" → \(expect ?? "none")" }
}

/// Test pronunciations in CMU phones, as a dictionary would give them.
struct FakePronouncer: Pronouncing {
    static let entries: [String: String] = [
        "ode": "OW D", "owed": "OW D", "to": "T UW", "two": "T UW", "too": "T UW", "joy": "JH OY",
        "fur": "F ER", "for": "F AO R", "elise": "IH L IY S", "a": "AH", "lease": "L IY S", "police": "P AH L IY S",
        "knight": "N AY T", "night": "N AY T", "knights": "N AY T S", "nights": "N AY T S", "in": "IH N",
        "white": "W AY T", "satin": "S AE T AH N", "swan": "S W AA N", "lake": "L EY K", "green": "G R IY N",
        "sleeves": "S L IY V Z", "greensleeves": "G R IY N S L IY V Z", "cat": "K AE T", "jay": "JH EY",
        "wright": "R AY T", "right": "R AY T", "write": "R AY T", "rite": "R AY T", "spring": "S P R IH NG",
        "sacre": "S AA K R AH", "come": "K AH M", "on": "AA N", "canon": "K AE N AH N", "clair": "K L EH R",
        "de": "D AH", "lune": "L UW N", "clear": "K L IH R", "the": "DH AH", "loon": "L UW N", "d": "D IY",
    ]

    func phones(for word: String) -> [String]? {
        Self.entries[word].map { $0.split(separator: " ").map(String.init) }
    }
}

@Suite struct AnswerMatcherTests {
    static let classics = [
        "Ode to Joy", "Greensleeves", "Swan Lake", "Für Elise", "In the Hall of the Mountain King",
        "Toccata and Fugue in D Minor, BWV 565",
    ]
    static let pop = ["Bohemian Rhapsody", "Smells Like Teen Spirit", "Stairway to Heaven", "Hotel California"]
    static let loveSongs = ["Crazy in Love", "Love Story", "Stand by Me", "Shape of You"]
    static let letItSongs = ["Let It Be", "Let It Go", "Yesterday", "Yesterday Once More"]
    static let spice = ["Stop", "Wannabe", "Say You'll Be There", "Spice Up Your Life"]

    static func cases(_ options: [String], _ pairs: [(String, String?)]) -> [MatchCase] {
        pairs.map { MatchCase(options: options, said: $0.0, expect: $0.1) }
    }

    static let positives: [MatchCase] =
        cases(
            classics,
            [
                ("fur elise", "Für Elise"), ("Für Elise", "Für Elise"), ("fur a lease", "Für Elise"),
                ("for elise", "Für Elise"), ("ode to joi", "Ode to Joy"), ("odd to joy", "Ode to Joy"),
                ("ODE TO JOY!", "Ode to Joy"), ("mountain king", "In the Hall of the Mountain King"),
                ("hall of the mountain king", "In the Hall of the Mountain King"),
                ("in the hall of the mountain king", "In the Hall of the Mountain King"),
                ("i think it's the mountain king", "In the Hall of the Mountain King"),
                ("greensleves", "Greensleeves"), ("green sleeves", "Greensleeves"), ("greenslaves", "Greensleeves"),
                ("swan lake", "Swan Lake"), ("swanlake", "Swan Lake"), ("is it swan lake", "Swan Lake"),
                ("swan lake please", "Swan Lake"), ("swan um lake", "Swan Lake"), ("uh fur elise", "Für Elise"),
                ("toccata and fugue", "Toccata and Fugue in D Minor, BWV 565"),
                ("toccata fugue", "Toccata and Fugue in D Minor, BWV 565"),
                ("tokata and fuge", "Toccata and Fugue in D Minor, BWV 565"),
                ("ode to joy by beethoven", "Ode to Joy"),
            ])
        + cases(
            pop,
            [
                ("bohemain rapsody", "Bohemian Rhapsody"), ("smels like ten spirit", "Smells Like Teen Spirit"),
                ("stairway to heven", "Stairway to Heaven"), ("hotel california.", "Hotel California"),
                ("teen spirit", "Smells Like Teen Spirit"), ("Hotel Californa", "Hotel California"),
                ("hotel cali", "Hotel California"), ("bohemian rhaps", "Bohemian Rhapsody"),
                ("stairway to heav", "Stairway to Heaven"), ("bohemian rhapsody by queen", "Bohemian Rhapsody"),
            ])
        + cases(loveSongs, [("crazy love", "Crazy in Love"), ("story", "Love Story"), ("stand by me", "Stand by Me")])
        + cases(letItSongs, [("let it be", "Let It Be"), ("let it go", "Let It Go"), ("yesterday", "Yesterday")])
        + cases(spice, [("stop", "Stop"), ("wanna be", "Wannabe"), ("say you'll be there", "Say You'll Be There")])

    static let negatives: [MatchCase] =
        cases(
            classics,
            [
                ("yellow submarine", nil), ("bohemian rhapsody", nil), ("i like turtles", nil),
                ("what is this song", nil), ("the", nil), ("me", nil), ("of the", nil), ("i'm not sure", nil),
                ("hello", nil), ("lake of fire", nil), ("swan song", nil), ("", nil), ("hmm", nil),
                ("moonlight sonata", nil), ("the four seasons", nil),
            ])
        + cases(
            pop,
            [
                ("highway to hell", nil), ("like a prayer", nil), ("sweet home alabama", nil), ("smells", nil),
                ("hey", nil), ("heaven is a place on earth", nil), ("cali", nil), ("hot", nil),
            ])
        + cases(loveSongs, [("love", nil), ("me", nil), ("you", nil), ("love me", nil), ("the", nil), ("by me", nil)])
        // Near-equal options: what they share names neither.
        + cases(letItSongs, [("let it", nil), ("let", nil), ("it", nil)])
        + cases(["Hello", "Hello (Live)", "Someone Like You", "Rolling in the Deep"], [("hello", nil)])
        + cases(spice, [("be there", nil), ("life", nil)])
        // Sounds alike only loosely: "come on" is not "canon".
        + cases(
            ["The Four Seasons: Spring", "Clair de Lune", "Canon in D", "Ride of the Valkyries", "Boléro"],
            [
                ("come on", nil), ("lune", nil), ("the weather is nice today", nil), ("i love this song", nil),
                ("spring break", nil),
            ])
        // Saying more than a title: an extra word of full weight turns "something" into something else.
        + cases(["Yesterday", "Hey Jude", "Come Together", "Something"], [("something else", nil), ("hey you", nil)])

    @Test(arguments: positives)
    func picksTheRightOption(_ testCase: MatchCase) throws {
        let matcher = AnswerMatcher(options: testCase.options.map { MatchOption(title: $0) })
        let decision = matcher.match(testCase.said)
        let expected = try #require(testCase.options.firstIndex { $0 == testCase.expect })
        #expect(decision.option == expected, "score \(decision.score), runner-up \(decision.runnerUpScore)")
        #expect(decision.score >= matcher.minimumScore && decision.score <= 1)
        #expect(decision.score - decision.runnerUpScore >= matcher.margin)
    }

    @Test(arguments: negatives)
    func answersNothingForOutOfChoiceOrAmbiguousWords(_ testCase: MatchCase) {
        let matcher = AnswerMatcher(options: testCase.options.map { MatchOption(title: $0) })
        let decision = matcher.match(testCase.said)
        #expect(decision.option == nil, "score \(decision.score), runner-up \(decision.runnerUpScore)")
        #expect((0...1).contains(decision.score) && decision.runnerUpScore <= decision.score)
    }

    @Test(arguments: [
        ("two", 1), ("number 3", 2), ("option c", 2), ("b", 1), ("the last one", 5), ("it's the first one", 0),
        ("i think it's number six", 5),
    ])
    func optionNamesComeFirst(_ said: String, _ option: Int) {
        let decision = AnswerMatcher(options: Self.classics.map { MatchOption(title: $0) }).match(said)
        #expect(decision.option == option)
        #expect(decision.intent == .option(option))
        #expect(decision.score == 1)
    }

    @Test func numbersBeyondTheOptionsAreNotOptions() {
        let decision = AnswerMatcher(options: Self.pop.map { MatchOption(title: $0) }).match("five")
        #expect(decision.option == nil)
        #expect(decision.intent == .text(["five"]))
    }

    @Test(arguments: [("skip", VoiceCommand.skip), ("play it again", .repeatIntro), ("i don't know", .pass)])
    func commandsAnswerNothing(_ said: String, _ command: VoiceCommand) {
        let decision = AnswerMatcher(options: Self.spice.map { MatchOption(title: $0) }).match(said)
        #expect(decision.option == nil)
        #expect(decision.intent == .command(command))
    }

    @Test func aTitleThatIsACommandWordIsAnAnswer() {
        let decision = AnswerMatcher(options: Self.spice.map { MatchOption(title: $0) }).match("stop")
        #expect(decision.option == 0)
        #expect(decision.intent == .text(["stop"]))
    }

    @Test func fillersInATitleAreKept() {
        let options = ["Mmm Mmm Mmm Mmm", "Um Um Um Um Um Um", "Swan Lake"].map { MatchOption(title: $0) }
        #expect(AnswerMatcher(options: options).match("um um um um um um").option == 1)
        #expect(AnswerMatcher(options: options).match("um swan lake").option == 2)
    }

    @Test func aliasesMatch() {
        let options = [
            MatchOption(title: "Ode to Joy", aliases: ["Freude schöner Götterfunken"]), MatchOption(title: "Swan Lake"),
            MatchOption(title: "Für Elise"),
        ]
        #expect(AnswerMatcher(options: options).match("freude schoner gotterfunken").option == 0)
        #expect(AnswerMatcher(options: options).match("Freude, schöner Götterfunken").option == 0)
    }

    @Test func thePronouncerHearsHomophones() {
        let options = ["Ode to Joy", "Nights in White Satin", "Swan Lake", "The Rite of Spring"].map {
            MatchOption(title: $0)
        }
        let withDictionary = AnswerMatcher(options: options, pronouncer: FakePronouncer())
        let withoutDictionary = AnswerMatcher(options: options)
        #expect(withDictionary.match("owed to joy").option == 0)
        #expect(withDictionary.match("knights in white satin").option == 1)
        #expect(withDictionary.match("the right of spring").option == 3)
        #expect(withDictionary.match("owed to joy").score > withoutDictionary.match("owed to joy").score)
    }

    @Test func soundAlikeShortWordsDoNotPassForATitleWord() {
        let options = ["The Four Seasons: Spring", "Clair de Lune", "Canon in D", "Boléro"].map {
            MatchOption(title: $0)
        }
        let matcher = AnswerMatcher(options: options, pronouncer: FakePronouncer())
        #expect(matcher.match("come on").option == nil)
        #expect(matcher.match("clear the loon").option == 1)
        #expect(matcher.match("canon").option == 2)
    }

    @Test func thresholdsAreTheCallers() {
        let options = Self.pop.map { MatchOption(title: $0) }
        let lenient = AnswerMatcher(options: options, minimumScore: 0.3, margin: 0.05)
        let strict = AnswerMatcher(options: options, minimumScore: 0.95, margin: 0.05)
        #expect(lenient.match("spirit").option == 1)
        #expect(strict.match("spirit").option == nil)
        #expect(strict.match("smells like teen spirit").option == 1)
        #expect(lenient.match("spirit").score == strict.match("spirit").score)
    }

    @Test func wordsAndTextAgree() {
        let matcher = AnswerMatcher(options: Self.classics.map { MatchOption(title: $0) })
        #expect(matcher.match(words: ["fur", "a", "lease"]) == matcher.match("Fur a lease!"))
        #expect(matcher.match(words: ["Für", "Elise"]).option == 3)
        #expect(matcher.match(words: ["number", "2"]).option == 1)
    }

    @Test func titleScoresIgnoreOptionNumbersAndRankTitles() throws {
        let matcher = AnswerMatcher(options: Self.classics.map { MatchOption(title: $0) })
        let scores = matcher.titleScores(words: ["i", "think", "it's", "swan", "lake"])
        #expect(scores.count == Self.classics.count)
        #expect(scores[2] == 1)
        #expect(scores.enumerated().allSatisfy { $0.offset == 2 || $0.element < 0.5 })
        #expect(matcher.titleScores(words: ["two"]).allSatisfy { $0 < 0.5 })
    }
}
