import AnswerMatching
import Game
import QuizCore
import Synchronization
import Testing
import TestSupport

@Suite struct GameDriverTests {
    /// Two questions from a fixed pool, 4 choices, 10 s intro, 15 s to answer.
    static func session(rounds: Int = 2, rival: RivalLevel? = nil) throws -> Session {
        let settings = GameSettings(rounds: 5, choices: 4, introSeconds: 10, rival: rival)
        let questions = Array(
            try QuestionBuilder.build(
                seed: 7, pool: QuizFixtures.pool(30), settings: settings, similarity: QuizFixtures.noSimilarity
            ).prefix(rounds))
        return try Session(
            seed: 7, settings: settings, questions: questions, players: Player.lineUp(names: ["You"], rival: rival))
    }

    final class Harness: Sendable {
        let log = CallLog()
        let view = FakeView()
        let saves = SaveLog()

        func driver(
            _ session: Session, audible: [Double] = [0, 100, 200, 300, 400], voice: Bool = false,
            handsFree: Bool = false
        ) -> GameDriver {
            let saves = self.saves
            return GameDriver(
                session: session, clock: ManualClock(), audio: FakeIntroAudio(log: log, audibleTimes: audible),
                voice: voice ? FakeVoice(log: log) : nil, view: view,
                announcer: handsFree ? FakeAnnouncer(log: log) : nil,
                options: DriverOptions(handsFree: handsFree, revealSeconds: 5), voiceSink: { _ in },
                save: { session in saves.add(session) })
        }
        var saveCount: Int { saves.count }
    }

    @Test func keyAnswersScoreFromAudibleTimeAndAdvanceOnReturn() async throws {
        let session = try Self.session()
        let first = session.questions[0], second = session.questions[1]
        let harness = Harness()
        let end = try await harness.driver(session).run(
            inputs: scripted([
                GameInput(.key(option: first.answerIndex), at: 2),
                GameInput(.confirm, at: 3),
                GameInput(.key(option: (second.answerIndex + 1) % 4), at: 101),
                GameInput(.confirm, at: 102),
            ]))
        guard case .finished(let final) = end else { Issue.record("game did not finish: \(end)"); return }
        #expect(final.outcomes.map(\.ending) == [.answered, .allWrong])
        let expected = Scoring.points(correct: true, elapsed: 2, timeLimit: session.settings.answerSeconds, streak: 1)
        #expect(final.standings[0].score == expected)
        #expect(final.standings[0].correct == 1)
        #expect(harness.log.count(prefix: "audio.start") == 2)
        #expect(harness.log.count(prefix: "audio.stop") >= 2)
        #expect(harness.saveCount >= 3)  // after each question and at the end
    }

    @Test func keysBeforeTheIntroIsAudibleDoNotCount() async throws {
        let session = try Self.session(rounds: 1)
        let answer = session.questions[0].answerIndex
        let harness = Harness()
        let end = try await harness.driver(session, audible: [50]).run(
            inputs: scripted([
                GameInput(.key(option: (answer + 1) % 4), at: 49),  // pressed during the prompt
                GameInput(.key(option: answer), at: 51),
                GameInput(.confirm, at: 52),
            ]))
        guard case .finished(let final) = end else { Issue.record("not finished"); return }
        #expect(final.outcomes[0].answers.count == 1)
        #expect(final.outcomes[0].answers[0].correct)
        #expect(abs(final.outcomes[0].answers[0].elapsed - 1) < 1e-9)
    }

    @Test func firstValidAnswerWinsVoiceBeforeKey() async throws {
        let session = try Self.session(rounds: 1)
        let answer = session.questions[0].answerIndex
        let harness = Harness()
        let end = try await harness.driver(session, voice: true).run(
            inputs: scripted([
                GameInput(.voice(VoiceResult(option: answer, command: nil, heard: "x", confidence: 0.9)), at: 1.5),
                GameInput(.key(option: (answer + 1) % 4), at: 1.6),
                GameInput(.confirm, at: 3),
            ]))
        guard case .finished(let final) = end else { Issue.record("not finished"); return }
        #expect(final.outcomes[0].answers.map(\.via) == [.voice])
        #expect(harness.log.all.contains("voice.listen 1"))
        #expect(harness.log.all.contains("voice.stop"))
    }

    struct TypedCase: Sendable, CustomTestStringConvertible {
        var text: @Sendable (Question) -> String
        var answered: Bool
        var name: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        TypedCase(text: { $0.answer.title.lowercased() }, answered: true, name: "title in lower case"),
        TypedCase(text: { "\($0.answerIndex + 1)" }, answered: true, name: "number"),
        TypedCase(text: { _ in "qqqqzz" }, answered: false, name: "nonsense"),
    ])
    func typedAnswersGoThroughTheMatcher(_ testCase: TypedCase) async throws {
        let session = try Self.session(rounds: 1)
        let harness = Harness()
        let end = try await harness.driver(session).run(
            inputs: scripted([GameInput(.typed(testCase.text(session.questions[0])), at: 1)]))
        let final: Session
        switch end {
        case .finished(let s), .quit(let s): final = s
        }
        #expect((final.outcomes.first?.winner != nil) == testCase.answered)
        if !testCase.answered {
            #expect(harness.view.last?.status.contains("not one of the choices") == true)
            #expect(harness.view.last?.statusKind == .reply)
        }
    }

    @Test func timeoutByTicksEndsTheQuestionWithoutPoints() async throws {
        let session = try Self.session(rounds: 1)
        let limit = session.settings.answerSeconds
        let harness = Harness()
        let end = try await harness.driver(session).run(
            inputs: scripted([GameInput(.tick, at: limit - 0.1), GameInput(.tick, at: limit + 0.05),
                              GameInput(.tick, at: limit + 10)]))
        guard case .finished(let final) = end else { Issue.record("not finished"); return }
        #expect(final.outcomes[0].ending == .timeout)
        #expect(final.standings[0].score == 0)
    }

    @Test func rivalAnswersWhenItsTimeComes() async throws {
        let session = try Self.session(rounds: 1, rival: .expert)
        guard case .answer(_, let option, _, let due)? = {
            var s = session
            s.apply(.introAudible(at: 0))
            return s.pendingRivalAnswer()
        }() else { Issue.record("expert rival should answer"); return }
        let harness = Harness()
        let end = try await harness.driver(session).run(
            inputs: scripted([GameInput(.tick, at: due - 0.01), GameInput(.tick, at: due), GameInput(.confirm, at: due + 1)]))
        guard case .finished(let final) = end else { Issue.record("not finished"); return }
        #expect(final.outcomes[0].answers.first?.player == 1)
        #expect(final.outcomes[0].answers.first?.option == option)
    }

    @Test func quitSavesAndEndsEarly() async throws {
        let session = try Self.session(rounds: 2)
        let harness = Harness()
        let end = try await harness.driver(session).run(inputs: scripted([GameInput(.quit, at: 1)]))
        guard case .quit(let final) = end else { Issue.record("should quit"); return }
        #expect(final.outcomes.isEmpty)
        #expect(harness.saveCount == 1)
        #expect(harness.log.all.last == "audio.stop")
    }

    @Test func voiceSkipCommandSkips() async throws {
        let session = try Self.session(rounds: 1)
        let harness = Harness()
        let end = try await harness.driver(session, voice: true).run(
            inputs: scripted([
                GameInput(.voice(VoiceResult(option: nil, command: .skip, heard: "skip", confidence: 1)), at: 1),
                GameInput(.command(.next), at: 2),
            ]))
        guard case .finished(let final) = end else { Issue.record("not finished"); return }
        #expect(final.outcomes[0].ending == .skipped)
    }

    struct SpokenStops: Sendable, CustomTestStringConvertible {
        var at: [Double]
        var quits: Bool
        var testDescription: String { "\"stop\" at \(at) s" + (quits ? ": leaves" : ": plays on") }
    }

    /// A spoken "stop" leaves only when said again within `GameDriver.stopConfirmationSeconds` (other speech can
    /// be read as it); the game is saved either way, and a lone one just asks.
    @Test(arguments: [
        SpokenStops(at: [1], quits: false), SpokenStops(at: [1, 3], quits: true),
        SpokenStops(at: [1, 1 + GameDriver.stopConfirmationSeconds + 1], quits: false),
    ])
    func aSpokenStopLeavesOnlyWhenSaidTwice(_ stops: SpokenStops) async throws {
        let session = try Self.session(rounds: 1)
        let harness = Harness()
        let stop = { (at: Double) in
            GameInput(.voice(VoiceResult(option: nil, command: .stop, heard: "quit", confidence: 1)), at: at)
        }
        let answer = session.questions[0].answerIndex
        let end = try await harness.driver(session, voice: true).run(
            inputs: scripted(
                stops.at.map(stop) + [
                    GameInput(.key(option: answer), at: stops.at.last! + 0.5), GameInput(.confirm, at: stops.at.last! + 1),
                ]))
        switch end {
        case .quit(let final):
            #expect(stops.quits, "left after \(stops.at)")
            #expect(final.outcomes.isEmpty && harness.saveCount == 1)
        case .finished(let final):
            #expect(!stops.quits, "played on after \(stops.at)")
            #expect(final.outcomes.count == 1)
        }
    }

    @Test func handsFreeSpeaksTheChoicesBeforeTheIntroAndTheAnswerAfter() async throws {
        let session = try Self.session(rounds: 1)
        let question = session.questions[0]
        let harness = Harness()
        _ = try await harness.driver(session, voice: true, handsFree: true).run(
            inputs: scripted([
                GameInput(.voice(VoiceResult(option: question.answerIndex, command: nil, heard: "", confidence: 1)), at: 1),
                GameInput(.tick, at: 100),
            ]))
        let calls = harness.log.all
        let prompt = try #require(calls.firstIndex { $0.hasPrefix("say Question 1 of 1") })
        let start = try #require(calls.firstIndex(of: "audio.start 1"))
        let reveal = try #require(calls.firstIndex { $0.hasPrefix("say Right! \(question.answer.title)") })
        #expect(prompt < start && start < reveal)
        #expect(calls.contains { $0.hasPrefix("say Game over.") })
        for choice in question.choices { #expect(calls[prompt].contains(choice.title)) }
    }
}

@Suite struct LineModeReadAheadTests {
    @Test func linesTypedAheadAnswerTheNextQuestions() async throws {
        let session = try GameDriverTests.session(rounds: 3)
        let lines = session.questions.map { "\($0.answerIndex + 1)" }
        let harness = GameDriverTests.Harness()
        // All lines arrive at once, before any intro is audible (a script piping answers).
        let end = try await harness.driver(session, audible: [1, 2, 3]).run(
            inputs: scripted(lines.map { GameInput(.typed($0), at: 0) }))
        guard case .finished(let final) = end else { Issue.record("not finished: \(end)"); return }
        #expect(final.outcomes.map { $0.winner?.player } == [0, 0, 0])
        #expect(final.outcomes.allSatisfy { $0.answers.first?.via == .typed })
    }
}
