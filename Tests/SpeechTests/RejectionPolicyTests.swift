import AnswerMatching
import Testing

@testable import Speech

@Suite struct RejectionPolicyTests {
    static let policy = RejectionPolicy(
        minimumPhoneLoopMargin: -20, minimumCommandLoopMargin: -10, minimumOptionMargin: 2, minimumIndexOptionMargin: 4,
        minimumCommandMargin: 3, maximumEdgeGarbageShare: 1, maximumIndexEdgeGarbageShare: 0.25, maximumOnsetGarbageFrames: 4,
        rejectsWrappedIndex: true, rejectsIndexWithoutRival: true, longestPhraseFrames: 350, maximumFramesPerPhone: 13, minimumCommandRiseDB: 3,
        maximumAnswerEchoRemovalDB: 6, minimumEchoHeavyRiseDB: 3, echoHeavyRemovalDB: 2.5)

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var evidence: RejectionEvidence
        var option: Int?
        var reason: RecognitionDecision.Reason
        var description: String { name }
    }

    static func hyp(
        _ words: String, _ meaning: PhraseMeaning?, garbage: Bool = false, score: Int32 = -1000, garbageFrames: Int = 0,
        wordFrames: Int = 50, byTitle: Bool = true, wordPhones: Int = 8, prefixed: Bool = false,
        suffixed: Bool = false
    ) -> ScoredHypothesis {
        var read = HypothesisReading()
        read.words = words.split(separator: " ").map(String.init)
        read.meaning = meaning
        read.garbage = garbage
        read.garbageFrames = garbageFrames
        read.wordFrames = wordFrames
        read.byTitle = byTitle
        read.wordPhones = wordPhones
        read.prefixed = prefixed
        read.suffixed = suffixed
        return ScoredHypothesis(read, score: score)
    }

    static let cases: [Case] = [
        Case(name: "clear answer", evidence: RejectionEvidence(best: hyp("swan lake", .option(1)), frames: 100,
            phoneLoopScore: -900, rival: .score(-1500)), option: 1, reason: .answered),
        Case(name: "garbage wins", evidence: RejectionEvidence(best: hyp("", nil, garbage: true), frames: 100),
            option: nil, reason: .notAnAnswer),
        Case(name: "title with a breath before it", evidence: RejectionEvidence(best: hyp("swan lake", .option(1),
            garbage: true, garbageFrames: 20, wordFrames: 50), frames: 100), option: 1, reason: .answered),
        Case(name: "title drowned in garbage", evidence: RejectionEvidence(best: hyp("swan lake", .option(1),
            garbage: true, garbageFrames: 80, wordFrames: 50), frames: 150), option: nil, reason: .notAnAnswer),
        Case(name: "title squeezed in after garbage", evidence: RejectionEvidence(best: {
            var best = hyp("swan lake", .option(1), garbage: true, garbageFrames: 10, wordFrames: 50)
            best.read.rushedWords = 1
            return best
        }(), frames: 100), option: nil, reason: .notAnAnswer),
        Case(name: "number with a breath of garbage", evidence: RejectionEvidence(best: hyp("two", .option(1), garbage: true,
            garbageFrames: 7, wordFrames: 30, byTitle: false), frames: 60), option: 1, reason: .answered),
        Case(name: "number with garbage over a quarter of its length", evidence: RejectionEvidence(best: hyp("two", .option(1),
            garbage: true, garbageFrames: 10, wordFrames: 30, byTitle: false), frames: 60), option: nil, reason: .notAnAnswer),
        Case(name: "command with garbage", evidence: RejectionEvidence(best: hyp("stop", .command("stop"), garbage: true,
            garbageFrames: 5, wordFrames: 30), frames: 60), option: nil, reason: .notAnAnswer),
        Case(name: "command after the click of its onset", evidence: RejectionEvidence(best: hyp("stop", .command("stop"),
            garbage: true, garbageFrames: 3, wordFrames: 50), frames: 75), option: nil, reason: .command),
        Case(name: "a number stretched over five seconds of talk", evidence: RejectionEvidence(best: hyp(
            "it must be number four right", .option(3), wordFrames: 222, byTitle: false, wordPhones: 19), frames: 500),
            option: nil, reason: .notAnAnswer),
        Case(name: "a title stretched over talk", evidence: RejectionEvidence(best: hyp("swan lake", .option(1),
            wordFrames: 120, wordPhones: 8), frames: 360), option: nil, reason: .notAnAnswer),
        Case(name: "a long title said slowly", evidence: RejectionEvidence(best: hyp(
            "i think it's toccata and fugue in d minor please", .option(0), wordFrames: 380, wordPhones: 36),
            frames: 420), option: 0, reason: .answered),
        Case(name: "silence", evidence: RejectionEvidence(best: hyp("", nil), frames: 0), option: nil, reason: .nothingHeard),
        Case(name: "fits audio badly", evidence: RejectionEvidence(best: hyp("swan lake", .option(1)), frames: 100,
            phoneLoopScore: 2000), option: nil, reason: .lowConfidence),
        Case(name: "near-equal options", evidence: RejectionEvidence(best: hyp("swan lake", .option(1)), frames: 100,
            phoneLoopScore: -900, rival: .score(-1100)), option: nil, reason: .ambiguous),
        Case(name: "a number held to a stricter margin than a title", evidence: RejectionEvidence(
            best: hyp("letter b", .option(1), byTitle: false), frames: 100, rival: .score(-1000 - 300)), option: nil,
            reason: .ambiguous),
        Case(name: "a title at the same margin", evidence: RejectionEvidence(best: hyp("swan lake", .option(1)),
            frames: 100, rival: .score(-1000 - 300)), option: 1, reason: .answered),
        Case(name: "a number well clear of the other numbers", evidence: RejectionEvidence(
            best: hyp("letter b", .option(1), byTitle: false), frames: 100, rival: .score(-1000 - 500)), option: 1,
            reason: .answered),
        Case(name: "a number whose rival has no path at all", evidence: RejectionEvidence(
            best: hyp("three", .option(2), byTitle: false), frames: 60, rival: .noPath), option: nil,
            reason: .ambiguous),
        Case(name: "a title whose rival has no path at all", evidence: RejectionEvidence(
            best: hyp("swan lake", .option(1)), frames: 60, rival: .noPath), option: 1, reason: .answered),
        Case(name: "talk shaped into a number between a wrapper and a suffix", evidence: RejectionEvidence(
            best: hyp("i think it's number two right", .option(1), byTitle: false, prefixed: true, suffixed: true), frames: 150),
            option: nil, reason: .notAnAnswer),
        Case(name: "a number after a wrapper", evidence: RejectionEvidence(
            best: hyp("i think it's number two", .option(1), byTitle: false, prefixed: true), frames: 120), option: 1,
            reason: .answered),
        Case(name: "talk shaped into a number after garbage and a wrapper", evidence: RejectionEvidence(
            best: hyp("i think the fourth", .option(3), garbage: true, garbageFrames: 8, wordFrames: 80, byTitle: false,
                prefixed: true), frames: 100), option: nil, reason: .notAnAnswer),
        Case(name: "a number after garbage alone", evidence: RejectionEvidence(
            best: hyp("letter c", .option(2), garbage: true, garbageFrames: 8, wordFrames: 60, byTitle: false),
            frames: 80), option: 2, reason: .answered),
        Case(name: "a number after an onset click and a wrapper", evidence: RejectionEvidence(
            best: hyp("it's letter c", .option(2), garbage: true, garbageFrames: 3, wordFrames: 70, byTitle: false,
                prefixed: true), frames: 80), option: 2, reason: .answered),
        Case(name: "a title after garbage and a wrapper", evidence: RejectionEvidence(
            best: hyp("it's swan lake", .option(1), garbage: true, garbageFrames: 8, wordFrames: 80, prefixed: true),
            frames: 100), option: 1, reason: .answered),
        Case(name: "a title between a wrapper and a suffix", evidence: RejectionEvidence(
            best: hyp("it's swan lake i think", .option(1), prefixed: true, suffixed: true), frames: 150), option: 1, reason: .answered),
        Case(name: "shared title", evidence: RejectionEvidence(best: hyp("hallelujah", .ambiguous), frames: 50),
            option: nil, reason: .ambiguous),
        Case(name: "command held to a stricter bar", evidence: RejectionEvidence(best: hyp("stop", .command("stop")),
            frames: 100, phoneLoopScore: 500), option: nil, reason: .lowConfidence),
        Case(name: "command well clear of every other path", evidence: RejectionEvidence(best: hyp("stop", .command("stop")),
            frames: 40, rival: .score(-1000 - 4 * 40)), option: nil, reason: .command),
        Case(name: "music shaped into a command: another path comes close", evidence: RejectionEvidence(
            best: hyp("pass", .command("pass")), frames: 40, rival: .score(-1000 - 2 * 40)), option: nil,
            reason: .lowConfidence),
        Case(name: "a command over the intro with the player's voice in it", evidence: RejectionEvidence(
            best: hyp("pass", .command("pass")), frames: 40, echoRiseDB: 5.1), option: nil, reason: .command),
        Case(name: "a command the intro said: the microphone never rose over its echo", evidence: RejectionEvidence(
            best: hyp("dunno", .command("pass")), frames: 40, echoRiseDB: 1.1), option: nil, reason: .lowConfidence),
        Case(name: "an answer over the intro needs no rise", evidence: RejectionEvidence(
            best: hyp("swan lake", .option(1)), frames: 100, echoRiseDB: 0), option: 1, reason: .answered),
        Case(name: "an answer from an utterance that was mostly the intro's echo", evidence: RejectionEvidence(
            best: hyp("can can", .option(1)), frames: 100, echoRiseDB: 10.1, echoRemovedDB: 7.2), option: nil,
            reason: .lowConfidence),
        Case(name: "a command from an utterance that was mostly the intro's echo", evidence: RejectionEvidence(
            best: hyp("stop", .command("stop")), frames: 40, echoRiseDB: 3.7, echoRemovedDB: 7.9), option: nil,
            reason: .lowConfidence),
        Case(name: "a voice as loud as the music: half its energy echo", evidence: RejectionEvidence(
            best: hyp("swan lake", .option(1)), frames: 100, echoRiseDB: 5.9, echoRemovedDB: 3.7), option: 1,
            reason: .answered),
        Case(name: "echo-heavy and the microphone no louder than the music alone", evidence: RejectionEvidence(
            best: hyp("can can", .option(1)), frames: 100, echoRiseDB: 1.5, echoRemovedDB: 5.8), option: nil,
            reason: .lowConfidence),
        Case(name: "little echo removed: no rise needed", evidence: RejectionEvidence(
            best: hyp("swan lake", .option(1)), frames: 100, echoRiseDB: 1.6, echoRemovedDB: 2.2), option: 1,
            reason: .answered),
        Case(name: "echo-heavy, the rise not measurable yet", evidence: RejectionEvidence(
            best: hyp("swan lake", .option(1)), frames: 100, echoRemovedDB: 4), option: 1, reason: .answered),
        Case(name: "an option's margin is not a command's", evidence: RejectionEvidence(best: hyp("swan lake", .option(1)),
            frames: 100, rival: .score(-1000 - 250)), option: 1, reason: .answered),
    ]

    @Test(arguments: cases)
    func decides(_ test: Case) {
        let decision = Self.policy.decide(test.evidence)
        #expect(decision.option == test.option)
        #expect(decision.reason == test.reason)
        #expect((0...1).contains(decision.confidence))
        if decision.option == nil && decision.command == nil { #expect(decision.confidence == 0) }
    }

    /// The recogniser skips the rival decode when `rejectionBeforeRival` rejects: that must be the decision
    /// whatever the rival would have scored, and nothing the policy would answer may be rejected there.
    @Test(arguments: cases)
    func aRejectionBeforeTheRivalHoldsWhateverTheRivalScores(_ test: Case) {
        var evidence = test.evidence
        evidence.rival = .notDecoded
        guard let early = Self.policy.rejectionBeforeRival(evidence) else {
            #expect(test.reason == .answered || test.reason == .command || test.evidence.rival != .notDecoded
                || test.evidence.echoRemovedDB != nil || test.evidence.echoRiseDB != nil)
            // What the recogniser asks once the rival is decoded: the rest of `decide`.
            #expect(Self.policy.judgeOnRival(test.evidence) == Self.policy.decide(test.evidence))
            return
        }
        #expect(early.option == nil && early.command == nil && early.confidence == 0)
        let best = evidence.best.score
        let scored = [best - 10_000, best - 100, best, best + 10_000].map(RivalScore.score)
        for rival in [.notDecoded, .noPath] + scored {
            evidence.rival = rival
            let decision = Self.policy.decide(evidence)
            #expect(decision.reason == early.reason && decision.heard == early.heard)
            #expect(decision.option == nil && decision.command == nil)
        }
    }

    @Test(arguments: [
        ("garbage wins", RecognitionDecision.Reason.notAnAnswer as RecognitionDecision.Reason?),
        ("title drowned in garbage", .notAnAnswer),
        ("a number stretched over five seconds of talk", .notAnAnswer),
        ("clear answer", nil),
        ("an option's margin is not a command's", nil),
    ])
    func rejectsBeforeTheRival(_ name: String, _ reason: RecognitionDecision.Reason?) throws {
        let test = try #require(Self.cases.first { $0.name == name })
        #expect(Self.policy.rejectionBeforeRival(test.evidence)?.reason == reason)
    }

    @Test func commandsComeBackTyped() {
        let decision = Self.policy.decide(RejectionEvidence(best: Self.hyp("skip", .command("skip")), frames: 40))
        #expect(decision.command == .skip)
        #expect(decision.option == nil && !decision.isAnswer)
        let rescored = Self.policy.decide(
            RejectionEvidence(best: Self.hyp("skip", .command("skip")), frames: 40, rival: .score(-1000 - 10 * 40)))
        #expect(rescored.command == .skip && rescored.optionMargin == 10)
        #expect(rescored.confidence > 0 && rescored.confidence < 1)
    }

    @Test func confidenceGrowsWithMargin() {
        let close = Self.policy.decide(RejectionEvidence(best: Self.hyp("a", .option(0)), frames: 100,
            phoneLoopScore: -900, rival: .score(-1300)))
        let far = Self.policy.decide(RejectionEvidence(best: Self.hyp("a", .option(0)), frames: 100,
            phoneLoopScore: -900, rival: .score(-4000)))
        #expect(close.confidence < far.confidence)
    }
}
