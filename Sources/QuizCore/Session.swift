/// The game as a value-type state machine: ready → intro playing → (answering) → reveal → … → results.
///
/// The session never reads a clock, plays audio or waits: the driver feeds it `SessionEvent`s stamped with
/// game-clock times and reacts to the returned `SessionChange`. Events that don't apply are ignored (and
/// not recorded), so keyboard, recogniser, rival and timer may all race; the first valid answer wins.
///
/// Answer rule (one rule for 1…6 players and the rival): a right answer ends the question; a wrong answer
/// locks that player out for the question; the question also ends when everyone is locked out, on
/// `.timeout` or on `.skip`. With one person and no rival that is simply "the first answer counts".
///
/// A driver's loop, in outline:
/// ```swift
/// var session = try Session.newGame(seed: seed, pool: pool, settings: settings, similarity: similarity)
/// // play session.currentQuestion.answer from clipOffset; when the audio layer reports it audible:
/// session.apply(.introAudible(at: clock.now()))
/// // then feed, whichever comes first: keys/voice as .answer(player:option:via:at: clock.now()),
/// // session.pendingRivalAnswer() when its time comes, .timeout at session.timeoutAt.
/// // On .revealed: stop the audio, show the outcome, record.update(from: session), store.save(record).
/// // On the player's go-ahead: session.apply(.next) → .nextQuestion(question) or .finished.
/// ```
public struct Session: Hashable, Sendable {
    /// Where the game stands.
    public enum Phase: Hashable, Sendable {
        /// The current question is prepared; waiting for its intro to become audible.
        case ready
        /// The intro is audible (since `audibleAt`); anyone not locked out may answer or buzz.
        case introPlaying(audibleAt: Double)
        /// `player` buzzed and alone may answer.
        case answering(player: Int, audibleAt: Double)
        /// The question is over; `next` moves on.
        case reveal(QuestionOutcome)
        /// The game is over.
        case results
    }

    /// The game seed (the rival's moves derive from it).
    public let seed: UInt64
    /// The rules.
    public let settings: GameSettings
    /// All questions, in order.
    public let questions: [Question]
    /// People first, then the rival if any.
    public let players: [Player]
    /// Current phase.
    public private(set) var phase: Phase = .ready
    /// Index of the current question in `questions`.
    public private(set) var questionIndex = 0
    /// One outcome per finished question.
    public private(set) var outcomes: [QuestionOutcome] = []
    /// Every accepted event, in order: with seed, pool and settings, this is the game record.
    public private(set) var events: [SessionEvent] = []
    /// Totals per player, in `players` order.
    public private(set) var standings: [Standing]
    /// Players locked out of the current question by a wrong answer.
    public private(set) var lockedOutPlayers: Set<Int> = []
    private var answers: [AnswerResult] = []

    /// Starts a game at the first question, phase `.ready`.
    ///
    /// - Throws: `SessionError` when there are no questions or not 1…6 people.
    public init(seed: UInt64, settings: GameSettings, questions: [Question], players: [Player]) throws(SessionError) {
        guard !questions.isEmpty else { throw .noQuestions }
        let people = players.filter { !$0.isRival }.count
        guard (1...6).contains(people) else { throw .playerCount(people) }
        guard players.enumerated().allSatisfy({ $0.offset == $0.element.id }) else { throw .playerIDs }
        self.seed = seed
        self.settings = settings
        self.questions = questions
        self.players = players
        standings = players.map { Standing(player: $0, score: 0, correct: 0, streak: 0, bestStreak: 0) }
    }

    // MARK: - Reading

    /// The question being played (or the last one, once the game is over).
    public var currentQuestion: Question { questions[questionIndex] }

    /// Totals ranked by score, then right answers, then player order.
    public var ranking: [Standing] {
        standings.sorted { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            if lhs.correct != rhs.correct { return lhs.correct > rhs.correct }
            return lhs.player.id < rhs.player.id
        }
    }

    /// Whether the game is over.
    public var isFinished: Bool { phase == .results }

    /// When the driver should send `.timeout` (game-clock seconds), while the question accepts answers.
    public var timeoutAt: Double? {
        switch phase {
        case .introPlaying(let audibleAt), .answering(_, let audibleAt): audibleAt + settings.answerSeconds
        default: nil
        }
    }

    /// The rival's answer to the current question, stamped with the game-clock time it is due, while the
    /// rival may still answer; `nil` otherwise. The driver feeds it back when that time comes (unless
    /// something else ended the question first), so the record holds the rival's answers like anyone's.
    ///
    /// When a buzzing player held the turn past the rival's moment, the rival answers right after the
    /// latest event instead (it never answers "in the past").
    public func pendingRivalAnswer() -> SessionEvent? {
        guard case .introPlaying(let audibleAt) = phase,
            let rival = players.first(where: \.isRival), let level = rival.rival, !lockedOutPlayers.contains(rival.id)
        else { return nil }
        let move = Rival(level: level).move(seed: seed, question: currentQuestion)
        var latest = audibleAt
        for event in events.reversed() {
            if case .introAudible = event { break }
            latest = max(latest, event.time ?? latest)
        }
        let at = max(audibleAt + move.delay, latest)
        guard at - audibleAt <= settings.answerSeconds else { return nil }
        return .answer(player: rival.id, option: move.option, via: .rival, at: at)
    }

    // MARK: - Transitions

    /// Applies `event`; accepted events are appended to `events`.
    @discardableResult
    public mutating func apply(_ event: SessionEvent) -> SessionChange {
        let change = transition(event)
        if case .ignored = change {} else { events.append(event) }
        return change
    }

    /// The session after `event`, and what changed (the pure form of `apply`).
    public func reduce(_ event: SessionEvent) -> (Session, SessionChange) {
        var next = self
        let change = next.apply(event)
        return (next, change)
    }

    private mutating func transition(_ event: SessionEvent) -> SessionChange {
        switch (event, phase) {
        case (.introAudible(let at), .ready):
            phase = .introPlaying(audibleAt: at)
            return .introStarted
        case (.buzz(let player, let at), .introPlaying(let audibleAt)):
            if let reason = rejection(player: player, at: at, audibleAt: audibleAt) { return .ignored(reason) }
            guard !players[player].isRival else { return .ignored(.wrongMethod) }
            phase = .answering(player: player, audibleAt: audibleAt)
            return .buzzed(player: player)
        case (.answer(let player, let option, let via, let at), .introPlaying(let audibleAt)):
            return answer(player: player, option: option, via: via, at: at, audibleAt: audibleAt)
        case (.answer(let player, let option, let via, let at), .answering(let buzzer, let audibleAt)):
            guard player == buzzer else { return .ignored(.notYourTurn) }
            return answer(player: player, option: option, via: via, at: at, audibleAt: audibleAt)
        case (.timeout, .introPlaying), (.timeout, .answering):
            return finishQuestion(.timeout)
        case (.skip, .ready), (.skip, .introPlaying), (.skip, .answering):
            return finishQuestion(.skipped)
        case (.next, .reveal):
            guard questionIndex + 1 < questions.count else {
                phase = .results
                return .finished
            }
            questionIndex += 1
            phase = .ready
            return .nextQuestion(currentQuestion)
        default:
            return .ignored(.wrongPhase)
        }
    }

    private func rejection(player: Int, at: Double, audibleAt: Double) -> IgnoredReason? {
        guard players.indices.contains(player) else { return .unknownPlayer }
        guard !lockedOutPlayers.contains(player) else { return .lockedOut }
        guard at - audibleAt <= settings.answerSeconds else { return .tooLate }
        return nil
    }

    private mutating func answer(
        player: Int, option: Int, via: AnswerMethod, at: Double, audibleAt: Double
    ) -> SessionChange {
        if let reason = rejection(player: player, at: at, audibleAt: audibleAt) { return .ignored(reason) }
        guard players[player].isRival == (via == .rival) else { return .ignored(.wrongMethod) }
        guard currentQuestion.choices.indices.contains(option) else { return .ignored(.invalidOption) }
        let elapsed = max(0, at - audibleAt)
        let correct = currentQuestion.isCorrect(option)
        let streak = correct ? standings[player].streak + 1 : 0
        let points = Scoring.points(
            correct: correct, elapsed: elapsed, timeLimit: settings.answerSeconds, streak: streak)
        let result = AnswerResult(
            player: player, option: option, via: via, elapsed: elapsed, correct: correct, points: points)
        answers.append(result)
        if correct {
            standings[player].score += points
            standings[player].correct += 1
            return finishQuestion(.answered)
        }
        standings[player].streak = 0
        lockedOutPlayers.insert(player)
        guard lockedOutPlayers.count < players.count else { return finishQuestion(.allWrong) }
        phase = .introPlaying(audibleAt: audibleAt)
        return .lockedOut(result)
    }

    /// Ends the current question: streaks grow for the winner and reset for everyone else.
    private mutating func finishQuestion(_ ending: QuestionOutcome.Ending) -> SessionChange {
        let outcome = QuestionOutcome(questionNumber: currentQuestion.number, answers: answers, ending: ending)
        let winner = outcome.winner?.player
        for index in standings.indices {
            if index == winner {
                standings[index].streak += 1
                standings[index].bestStreak = max(standings[index].bestStreak, standings[index].streak)
            } else {
                standings[index].streak = 0
            }
        }
        outcomes.append(outcome)
        answers = []
        lockedOutPlayers = []
        phase = .reveal(outcome)
        return .revealed(outcome)
    }
}

/// Why a session could not start or be replayed.
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The question list is empty.
    case noQuestions
    /// Not 1…6 people.
    case playerCount(Int)
    /// Player ids don't match their positions.
    case playerIDs
    /// A recorded event was not accepted on replay: the record doesn't match these questions.
    case replayDiverged(eventIndex: Int, event: SessionEvent, reason: IgnoredReason)

    public var description: String {
        switch self {
        case .noQuestions: "a game needs at least one question"
        case .playerCount(let count): "a game needs 1 to 6 players, got \(count)"
        case .playerIDs: "player ids must be 0, 1, 2, … in order"
        case .replayDiverged(let index, let event, let reason):
            "the saved game does not match its questions: event \(index + 1) (\(event)) was refused (\(reason));"
                + " the track pool or the program changed since it was recorded"
        }
    }
}
