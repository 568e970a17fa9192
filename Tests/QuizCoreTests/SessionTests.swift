import QuizCore
import TestSupport
import Testing

/// A session over a fixed question set, with helpers to stamp events from a manual clock.
struct SessionHarness {
    var session: Session
    let clock = ManualClock(start: 100)

    init(names: [String] = ["Ann"], rival: RivalLevel? = nil, rounds: Int = 3, seed: UInt64 = 7) throws {
        let settings = GameSettings(rounds: rounds, choices: 4, answerSeconds: 10, rival: rival)
        let questions = try QuestionBuilder.build(
            seed: seed, pool: QuizFixtures.pool(20), settings: settings, similarity: QuizFixtures.noSimilarity)
        session = try Session(
            seed: seed, settings: settings, questions: questions, players: Player.lineUp(names: names, rival: rival))
    }

    var right: Int { session.currentQuestion.answerIndex }
    var wrong: Int { (session.currentQuestion.answerIndex + 1) % session.currentQuestion.choices.count }

    /// Starts the intro now.
    @discardableResult
    mutating func start() -> SessionChange { session.apply(.introAudible(at: clock.now())) }

    /// Answers `after` seconds from now.
    @discardableResult
    mutating func answer(_ player: Int, _ option: Int, after: Double = 0, via: AnswerMethod = .key) -> SessionChange {
        clock.advance(by: after)
        return session.apply(.answer(player: player, option: option, via: via, at: clock.now()))
    }
}

@Suite struct SessionTests {
    @Test func singlePlayerGameRunsToResults() throws {
        var game = try SessionHarness(rounds: 3)
        #expect(game.session.phase == .ready)
        for round in 1...3 {
            #expect(game.session.currentQuestion.number == round)
            #expect(game.start() == .introStarted)
            let change = game.answer(0, game.right, after: 0.3)
            guard case .revealed(let outcome) = change else {
                Issue.record("expected a reveal, got \(change)")
                return
            }
            #expect(outcome.ending == .answered)
            #expect(outcome.winner?.points == [1000, 1100, 1200][round - 1])
            let next = game.session.apply(.next)
            #expect(next == (round < 3 ? .nextQuestion(game.session.currentQuestion) : .finished))
        }
        #expect(game.session.isFinished)
        #expect(game.session.standings[0].score == 3300)
        #expect(game.session.standings[0].bestStreak == 3)
        #expect(game.session.apply(.introAudible(at: 0)) == .ignored(.wrongPhase))
    }

    @Test func wrongAnswerEndsSinglePlayerQuestionWithZero() throws {
        var game = try SessionHarness()
        game.start()
        _ = game.answer(0, game.right, after: 1)
        game.session.apply(.next)
        game.start()
        guard case .revealed(let outcome) = game.answer(0, game.wrong, after: 0.2) else {
            Issue.record("wrong answer should end a one-player question")
            return
        }
        #expect(outcome.ending == .allWrong)
        #expect(outcome.answers.map(\.points) == [0])
        #expect(game.session.standings[0].streak == 0)
    }

    struct Ignored: Sendable, CustomTestStringConvertible {
        var name: String
        var started: Bool
        var event: @Sendable (SessionHarness) -> SessionEvent
        var reason: IgnoredReason
        var testDescription: String { name }
    }

    @Test(arguments: [
        Ignored(
            name: "answer before the intro", started: false,
            event: { .answer(player: 0, option: $0.right, via: .key, at: 1) }, reason: .wrongPhase),
        Ignored(name: "timeout before the intro", started: false, event: { _ in .timeout }, reason: .wrongPhase),
        Ignored(name: "next during the question", started: true, event: { _ in .next }, reason: .wrongPhase),
        Ignored(
            name: "intro audible twice", started: true, event: { .introAudible(at: $0.clock.now()) },
            reason: .wrongPhase),
        Ignored(
            name: "unknown player", started: true,
            event: { .answer(player: 3, option: 0, via: .key, at: $0.clock.now()) }, reason: .unknownPlayer),
        Ignored(
            name: "option out of range", started: true,
            event: { .answer(player: 0, option: 4, via: .voice, at: $0.clock.now()) }, reason: .invalidOption),
        Ignored(
            name: "negative option", started: true,
            event: { .answer(player: 0, option: -1, via: .key, at: $0.clock.now()) }, reason: .invalidOption),
        Ignored(
            name: "after the time limit", started: true,
            event: { .answer(player: 0, option: $0.right, via: .key, at: $0.clock.now() + 10.5) }, reason: .tooLate),
        Ignored(
            name: "person answering as rival", started: true,
            event: { .answer(player: 0, option: 0, via: .rival, at: $0.clock.now()) }, reason: .wrongMethod),
    ])
    func invalidEventsAreIgnoredAndNotRecorded(_ example: Ignored) throws {
        var game = try SessionHarness()
        if example.started { game.start() }
        let before = game.session
        #expect(game.session.apply(example.event(game)) == .ignored(example.reason))
        #expect(game.session == before)
    }

    @Test func timeoutIsDueAtTheLimitWhileAnswersCount() throws {
        var game = try SessionHarness()
        #expect(game.session.timeoutAt == nil)
        game.start()
        #expect(game.session.timeoutAt == game.clock.now() + 10)
        game.session.apply(.skip)
        #expect(game.session.timeoutAt == nil)
    }

    @Test func answerTimeDefaultsToIntroPlusExtra() {
        #expect(GameSettings().answerSeconds == 15)
        #expect(GameSettings(introSeconds: 20).answerSeconds == 25)
        #expect(GameSettings(introSeconds: 20, answerSeconds: 8).answerSeconds == 8)
    }

    @Test func answerStampedBeforeAudibleCountsAsInstant() throws {
        var game = try SessionHarness()
        game.start()
        let change = game.session.apply(.answer(player: 0, option: game.right, via: .voice, at: game.clock.now() - 0.2))
        guard case .revealed(let outcome) = change else { return #expect(Bool(false), "\(change)") }
        #expect(outcome.winner?.elapsed == 0)
        #expect(outcome.winner?.points == 1000)
    }

    @Test func timeoutAndSkipEndTheQuestionWithoutPoints() throws {
        var game = try SessionHarness()
        game.start()
        _ = game.answer(0, game.right, after: 1)
        game.session.apply(.next)
        game.start()
        guard case .revealed(let timedOut) = game.session.apply(.timeout) else { return #expect(Bool(false)) }
        #expect(timedOut.ending == .timeout && timedOut.answers.isEmpty)
        #expect(game.session.standings[0].streak == 0)
        game.session.apply(.next)
        guard case .revealed(let skipped) = game.session.apply(.skip) else { return #expect(Bool(false)) }
        #expect(skipped.ending == .skipped)
        #expect(game.session.apply(.skip) == .ignored(.wrongPhase))
    }

    // MARK: - Party mode

    @Test func wrongAnswerLocksOnlyThatPlayerOut() throws {
        var game = try SessionHarness(names: ["Ann", "Bob", "Cy"])
        game.start()
        guard case .lockedOut(let result) = game.answer(0, game.wrong, after: 1) else { return #expect(Bool(false)) }
        #expect(result.player == 0 && !result.correct)
        #expect(game.answer(0, game.right, after: 0.1) == .ignored(.lockedOut))
        guard case .revealed(let outcome) = game.answer(2, game.right, after: 1) else { return #expect(Bool(false)) }
        #expect(outcome.winner?.player == 2)
        #expect(outcome.answers.map(\.player) == [0, 2])
        #expect(game.session.standings.map(\.correct) == [0, 0, 1])
        // The lock-out lasts one question only.
        game.session.apply(.next)
        game.start()
        #expect(game.session.lockedOutPlayers.isEmpty)
        guard case .revealed = game.answer(0, game.right, after: 1) else { return #expect(Bool(false)) }
    }

    @Test func everyoneWrongEndsTheQuestion() throws {
        var game = try SessionHarness(names: ["Ann", "Bob"])
        game.start()
        _ = game.answer(1, game.wrong, after: 1)
        guard case .revealed(let outcome) = game.answer(0, game.wrong, after: 1) else { return #expect(Bool(false)) }
        #expect(outcome.ending == .allWrong && outcome.winner == nil)
    }

    @Test func buzzerGivesTheTurnToOnePlayer() throws {
        var game = try SessionHarness(names: ["Ann", "Bob", "Cy"])
        game.start()
        game.clock.advance(by: 1)
        #expect(game.session.apply(.buzz(player: 1, at: game.clock.now())) == .buzzed(player: 1))
        #expect(game.answer(0, game.right) == .ignored(.notYourTurn))
        #expect(game.session.apply(.buzz(player: 2, at: game.clock.now())) == .ignored(.wrongPhase))
        guard case .lockedOut = game.answer(1, game.wrong, after: 1) else { return #expect(Bool(false)) }
        #expect(game.session.apply(.buzz(player: 1, at: game.clock.now())) == .ignored(.lockedOut))
        #expect(game.session.apply(.buzz(player: 2, at: game.clock.now())) == .buzzed(player: 2))
        guard case .revealed(let outcome) = game.answer(2, game.right, after: 1) else { return #expect(Bool(false)) }
        #expect(outcome.winner?.player == 2)
        #expect(outcome.winner?.elapsed == 3)
    }

    // MARK: - Rival

    @Test func pendingRivalAnswerIsScheduledFromAudibleTime() throws {
        var game = try SessionHarness(rival: .expert)
        #expect(game.session.pendingRivalAnswer() == nil)
        game.start()
        let audibleAt = game.clock.now()
        let event = try #require(game.session.pendingRivalAnswer())
        guard case .answer(let player, let option, let via, let at) = event else { return #expect(Bool(false)) }
        let move = Rival(level: .expert).move(seed: 7, question: game.session.currentQuestion)
        #expect(player == 1 && via == .rival && option == move.option)
        #expect(at == audibleAt + move.delay)
        #expect(game.session.apply(.answer(player: 1, option: option, via: .key, at: at)) == .ignored(.wrongMethod))
        #expect(game.session.apply(.buzz(player: 1, at: at)) == .ignored(.wrongMethod))
        let change = game.session.apply(event)
        #expect(change != .ignored(.wrongPhase))
    }

    @Test func personAndRivalRace() throws {
        var game = try SessionHarness(rival: .easy)
        game.start()
        // The person answers wrongly first; the rival may still answer.
        guard case .lockedOut = game.answer(0, game.wrong, after: 0.5) else { return #expect(Bool(false)) }
        let rivalEvent = try #require(game.session.pendingRivalAnswer())
        guard case .revealed(let outcome) = game.session.apply(rivalEvent) else { return #expect(Bool(false)) }
        #expect(outcome.answers.map(\.player) == [0, 1])
        #expect(game.session.pendingRivalAnswer() == nil)
    }

    @Test func rivalHeldUpByABuzzerAnswersAfterTheTurnEnds() throws {
        var game = try SessionHarness(names: ["Ann", "Bob"], rival: .expert)
        game.start()
        let audibleAt = game.clock.now()
        game.clock.advance(by: 0.2)
        game.session.apply(.buzz(player: 0, at: game.clock.now()))
        #expect(game.session.pendingRivalAnswer() == nil)
        guard case .lockedOut = game.answer(0, game.wrong, after: 4) else { return #expect(Bool(false)) }
        let event = try #require(game.session.pendingRivalAnswer())
        #expect(event.time == audibleAt + 4.2)
        #expect(game.session.apply(event) != .ignored(.tooLate))
    }

    // MARK: - Construction and purity

    @Test func reduceLeavesTheOriginalUntouched() throws {
        let game = try SessionHarness()
        let (next, change) = game.session.reduce(.introAudible(at: 5))
        #expect(change == .introStarted)
        #expect(game.session.phase == .ready)
        #expect(next.phase == .introPlaying(audibleAt: 5))
        #expect(next.events == [.introAudible(at: 5)])
    }

    @Test(arguments: [0, 7])
    func playerCountIsChecked(count: Int) throws {
        let questions = try SessionHarness().session.questions
        let names = (0..<count).map { "P\($0)" }
        #expect(throws: SessionError.playerCount(count)) {
            try Session(
                seed: 1, settings: GameSettings(), questions: questions,
                players: Player.lineUp(names: names, rival: .easy))
        }
    }

    @Test func newGameBuildsQuestionsAndLineUp() throws {
        let settings = GameSettings(rounds: 5, rival: .easy)
        let session = try Session.newGame(
            seed: 4, pool: QuizFixtures.pool(20), settings: settings, playerNames: ["Ann", "Bob"],
            similarity: QuizFixtures.noSimilarity)
        #expect(session.players.map(\.name) == ["Ann", "Bob", "CPU (easy)"])
        #expect(
            session.questions
                == (try QuestionBuilder.build(
                    seed: 4, pool: QuizFixtures.pool(20), settings: settings, similarity: QuizFixtures.noSimilarity)))
        #expect(throws: QuestionBuilderError.self) {
            try Session.newGame(
                seed: 4, pool: QuizFixtures.pool(2), settings: settings, similarity: QuizFixtures.noSimilarity)
        }
    }

    @Test func lastEventTimeIsTheLatestTimedEvent() throws {
        var game = try SessionHarness()
        #expect(game.session.lastEventTime == nil)
        game.start()
        _ = game.answer(0, game.right, after: 2)
        game.session.apply(.next)
        #expect(game.session.lastEventTime == 102)
    }

    @Test func freshSeedsDiffer() {
        #expect(Set((0..<8).map { _ in SplitMix64.freshSeed() }).count == 8)
    }

    @Test func sixPlayersAndARivalAreFine() throws {
        let questions = try SessionHarness().session.questions
        let players = Player.lineUp(names: (1...6).map { "P\($0)" }, rival: .hard)
        let session = try Session(seed: 1, settings: GameSettings(), questions: questions, players: players)
        #expect(session.players.count == 7 && session.players[6].isRival)
        #expect(throws: SessionError.noQuestions) {
            try Session(seed: 1, settings: GameSettings(), questions: [], players: players)
        }
    }
}
