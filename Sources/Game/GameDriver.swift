import AnswerMatching
public import QuizCore

/// How a game run ended.
public enum GameEnd: Sendable, Equatable {
    /// All questions were played.
    case finished(Session)
    /// The player left (or input ended); the game is saved and can be resumed.
    case quit(Session)
}

/// Options of the driver that are not game rules (those are in `GameSettings`).
public struct DriverOptions: Sendable, Equatable {
    /// Speak prompts and reveals; advance by itself.
    public var handsFree: Bool
    /// Seconds a reveal stays before the next question starts by itself.
    public var revealSeconds: Double
    /// Shown on the status line of the first question (e.g. "voice off: no microphone").
    public var notice: String?

    public init(handsFree: Bool = false, revealSeconds: Double = 5, notice: String? = nil) {
        self.handsFree = handsFree
        self.revealSeconds = revealSeconds
        self.notice = notice
    }
}

/// Runs a game: plays each intro, merges keys, voice, rival and timers into the session, stops the intro on
/// the first valid answer, reveals, saves after every question and moves on.
///
/// The driver owns the session; it never sleeps or reads devices itself — time comes from `clock` and `.tick`
/// inputs, devices through the ports. Use one driver from one task.
public final class GameDriver {
    public private(set) var state: GameViewState
    private let clock: any GameClock
    private let audio: (any IntroAudio)?
    private let voice: (any VoiceInput)?
    private let view: any GameView
    private let announcer: (any Announcer)?
    private let options: DriverOptions
    private let save: @Sendable (Session) async throws -> Void
    private let voiceSink: @Sendable (GameInput) -> Void
    private var matcher: AnswerMatcher
    private var revealDeadline: Double?
    private var paused = false
    /// A line typed during a reveal: it moves on and answers the next question (line mode reads ahead).
    private var typedAhead: String?
    /// When a spoken "stop" was first heard: a second within `stopConfirmationSeconds` leaves the game.
    private var stopHeardAt: Double?
    /// A spoken "stop" leaves only when said again within this many seconds: the recogniser can take other
    /// speech for it ("what time is it" read as "quit"), and leaving ends the player's run of the game (it
    /// stays saved). Keys and typed commands leave at once.
    public static let stopConfirmationSeconds = 10.0
    /// `options.notice`, until the first question has shown it.
    private var notice: String?

    /// - Parameters:
    ///   - voiceSink: where voice events go: the same stream `run` reads.
    ///   - save: called with the session after every question and at the end (autosave).
    public init(
        session: Session, clock: any GameClock, audio: (any IntroAudio)?, voice: (any VoiceInput)?,
        view: any GameView, announcer: (any Announcer)?, options: DriverOptions,
        voiceSink: @escaping @Sendable (GameInput) -> Void, save: @escaping @Sendable (Session) async throws -> Void
    ) {
        state = GameViewState(session: session, now: clock.now(), voiceAvailable: voice != nil)
        self.clock = clock
        self.audio = audio
        self.voice = voice
        self.view = view
        self.announcer = announcer
        self.options = options
        notice = options.notice
        self.voiceSink = voiceSink
        self.save = save
        matcher = Self.matcher(for: session)
    }

    /// Plays until the results or until the player quits or `inputs` ends.
    public func run(inputs: AsyncStream<GameInput>) async throws -> GameEnd {
        var iterator = inputs.makeAsyncIterator()
        while true {
            switch state.session.phase {
            case .results:
                try await save(state.session)
                await render()
                if options.handsFree { await announcer?.say(Prompts.results(state.session)) }
                return .finished(state.session)
            case .ready:
                try await startQuestion()
            case .introPlaying, .answering, .reveal:
                guard let input = await iterator.next() else {
                    // Input ended. After the last question's reveal that is simply the end of the game.
                    if isRevealing, state.session.questionIndex == state.session.questions.count - 1 {
                        apply(.next)
                        continue
                    }
                    return try await leave()
                }
                if try await handle(input) == .quit { return try await leave() }
            }
        }
    }

    /// Stops the question and saves: the game can be resumed.
    private func leave() async throws -> GameEnd {
        await stopQuestion()
        try await save(state.session)
        return .quit(state.session)
    }

    // MARK: - Question lifecycle

    private func startQuestion() async throws {
        let question = state.session.currentQuestion
        matcher = Self.matcher(for: state.session)
        state.selectedIndex = nil
        state.heard = nil
        show(notice.map { $0 + " — " + hint } ?? hint)
        notice = nil  // shown on the first question this run plays, new or resumed
        if options.handsFree, let announcer {
            await announcer.say(Prompts.question(question, of: state.session.questions.count))
        }
        if let voice {
            do {
                try await voice.listen(to: question, send: voiceSink)
            } catch {
                show("voice off: \(error)")
            }
        }
        let audibleAt: Double
        if let audio {
            do {
                audibleAt = try await audio.start(question, seconds: state.session.settings.introSeconds)
            } catch {
                // One broken clip must not end the game: the question goes on in silence.
                show("can't play this intro: \(error)")
                audibleAt = clock.now()
            }
        } else {
            audibleAt = clock.now()
        }
        apply(.introAudible(at: audibleAt))
        await render()
        if let text = typedAhead {
            typedAhead = nil
            _ = try await handle(GameInput(.typed(text), at: audibleAt))
        }
    }

    private func stopQuestion() async {
        await audio?.stop()
        await voice?.stopListening()
    }

    private func reveal() async throws {
        await stopQuestion()
        try await save(state.session)
        revealDeadline = clock.now() + options.revealSeconds
        show(options.handsFree ? "say \"next\" or press Return" : "press Return for the next question")
        await render()
        if options.handsFree, case .reveal(let outcome) = state.session.phase, let announcer {
            await announcer.say(Prompts.reveal(outcome, question: state.session.currentQuestion))
            revealDeadline = clock.now() + min(options.revealSeconds, 1.5)
            try? await voice?.listen(to: state.session.currentQuestion, send: voiceSink)
        }
    }

    // MARK: - Inputs

    private enum Flow { case goOn, quit }

    private func handle(_ input: GameInput) async throws -> Flow {
        switch input.kind {
        case .quit:
            return .quit
        case .tick:
            try await tick(at: input.at)
        case .resize:
            await render()
        case .micLevel(let level):
            state.micLevel = level
            await render()
        case .heard(let words):
            state.heard = words
            await render()
        case .key(let option):
            if isRevealing { return try await advance() }
            try await answer(option, via: .key, at: input.at)
        case .moveSelection(let delta):
            let count = state.session.currentQuestion.choices.count
            state.selectedIndex = ((state.selectedIndex ?? (delta > 0 ? -1 : 0)) + delta + count) % count
            await render()
        case .confirm:
            if isRevealing { return try await advance() }
            if let selected = state.selectedIndex { try await answer(selected, via: .key, at: input.at) }
        case .typed(let text):
            if isRevealing {
                typedAhead = text
                return try await advance()
            }
            let decision = matcher.match(text)
            if case .command(let command) = decision.intent { return try await perform(command, at: input.at) }
            if let option = decision.option, case .introPlaying(let audibleAt) = state.session.phase {
                // A typed line counts from when the question opened at the earliest (read-ahead in line mode).
                try await answer(option, via: .typed, at: max(input.at, audibleAt))
            } else {
                show("\"\(text)\" is not one of the choices — type its number or more of its title", as: .reply)
                await render()
            }
        case .voice(let result):
            state.heard = result.heard
            if result.command == .stop, !confirmsStop(at: input.at) {
                show("heard \"\(result.heard)\" — say \"stop\" again to leave (the game is saved)", as: .reply)
                await render()
                return .goOn
            }
            if let command = result.command { return try await perform(command, at: input.at) }
            if isRevealing { return .goOn }
            if let option = result.option {
                try await answer(option, via: .voice, at: input.at)
            } else {
                let words = result.heard.filter { $0 != "…" }.trimmingCharacters(in: .whitespaces)
                if words.isEmpty {
                    show(hint)
                } else {
                    show("heard \"\(result.heard)\" — not one of the choices", as: .reply)
                }
                await render()
            }
        case .command(let command):
            return try await perform(command, at: input.at)
        }
        return .goOn
    }

    /// Sets the status line and its kind.
    private func show(_ text: String, as kind: GameViewState.StatusKind = .hint) {
        state.status = text
        state.statusKind = kind
    }

    /// True when a spoken "stop" at `time` follows another within `stopConfirmationSeconds`; otherwise it is
    /// remembered as the first.
    private func confirmsStop(at time: Double) -> Bool {
        if let first = stopHeardAt, time - first <= Self.stopConfirmationSeconds { return true }
        stopHeardAt = time
        return false
    }

    private func perform(_ command: VoiceCommand, at time: Double) async throws -> Flow {
        switch command {
        case .stop:
            return .quit
        case .skip, .pass:
            if isRevealing { return try await advance() }
            apply(.skip)
            try await afterChange()
        case .next:
            if isRevealing { return try await advance() }
        case .repeatIntro:
            if !isRevealing, let audio {
                await audio.stop()
                _ = try? await audio.start(state.session.currentQuestion, seconds: state.session.settings.introSeconds)
            }
        case .pause:
            if isRevealing {
                paused = true
                show("paused — say \"resume\" or press Return")
                await render()
            }
        case .resume:
            if isRevealing, paused { return try await advance() }
        }
        return .goOn
    }

    private func answer(_ option: Int, via method: AnswerMethod, at time: Double) async throws {
        // Keys pressed before the intro was audible (e.g. during a spoken prompt) don't count.
        guard case .introPlaying(let audibleAt) = state.session.phase, time >= audibleAt else { return }
        let change = apply(.answer(player: 0, option: option, via: method, at: time))
        if case .ignored = change { return }
        try await afterChange()
    }

    private func tick(at time: Double) async throws {
        if isRevealing {
            if !paused, let deadline = revealDeadline, time >= deadline { _ = try await advance() }
            return
        }
        if let rival = state.session.pendingRivalAnswer(), case .answer(_, _, _, let due) = rival, time >= due {
            apply(rival)
            try await afterChange()
            if isRevealing { return }
        }
        if let deadline = state.session.timeoutAt, time >= deadline {
            apply(.timeout)
            try await afterChange()
            return
        }
        await render()
    }

    /// After an accepted event: reveal when the question ended, else redraw.
    private func afterChange() async throws {
        if isRevealing { try await reveal() } else { await render() }
    }

    private func advance() async throws -> Flow {
        paused = false
        revealDeadline = nil
        await voice?.stopListening()
        apply(.next)
        return .goOn
    }

    // MARK: - Helpers

    @discardableResult
    private func apply(_ event: SessionEvent) -> SessionChange {
        state.session.apply(event)
    }

    private var isRevealing: Bool {
        if case .reveal = state.session.phase { return true }
        return false
    }

    private var hint: String {
        let keys = "press 1–\(state.session.currentQuestion.choices.count)"
        return voice == nil ? keys : keys + " or say the title"
    }

    private func render() async {
        state.now = clock.now()
        await view.render(state)
    }

    private static func matcher(for session: Session) -> AnswerMatcher {
        AnswerMatcher(options: session.currentQuestion.choices.map { MatchOption(title: $0.title, aliases: $0.aliases) })
    }
}
