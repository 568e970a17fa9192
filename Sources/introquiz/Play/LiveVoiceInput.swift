import AnswerMatching
import Audio
import Foundation
import Game
import QuizCore
import Speech

/// Voice answers in a live game: the microphone's 20 ms chunks go to one PocketSphinx recogniser (kept alive
/// for the whole game, so its noise normalisation stays settled), with what the speakers are playing as the
/// echo reference; partial words, the mic level and decisions go to the game as inputs.
///
/// `@unchecked Sendable`: the recogniser and the listening state are only touched while `lock` is held — by
/// the microphone's delivery thread (one chunk at a time) and by the game task (listen/stop).
final class LiveVoiceInput: VoiceInput, @unchecked Sendable {
    private let lock = NSLock()
    private let recognizer: Recognizer
    private let microphone: any SpeechInput
    private let nowPlaying: NowPlaying
    private let clock: MonotonicGameClock
    /// Where inputs go while listening; nil while not listening (audio still flows to keep the front end settled).
    private var send: (@Sendable (GameInput) -> Void)?
    private var unspeakable: Set<String> = []
    private var lastLevelSent = ContinuousClock.now
    /// True while the intro is ducked because the recogniser hears the player (`Recognizer.hearsPlayer`).
    private var ducking = false
    private var referenceTrack = EchoReferenceTrack()
    /// Confined to the microphone thread.
    private var captureClock = CaptureClock()
    /// Where decided utterances are saved (`--voice-log`), and the audio kept for it.
    private let voiceLog: VoiceLog?
    private var capture = UtteranceCapture()
    private var choices: [String] = []

    init(
        recognizer: Recognizer, microphone: any SpeechInput, nowPlaying: NowPlaying, clock: MonotonicGameClock,
        voiceLog: VoiceLog? = nil
    ) throws {
        self.recognizer = recognizer
        self.voiceLog = voiceLog
        self.microphone = microphone
        self.nowPlaying = nowPlaying
        self.clock = clock
        try microphone.start { [weak self] chunk in self?.hear(chunk) }
    }

    deinit {
        microphone.stop()
    }

    /// Track ids whose titles the recogniser cannot say (shown as "keys only").
    var keysOnly: Set<String> {
        lock.withLock { unspeakable }
    }

    func listen(to question: Question, send: @escaping @Sendable (GameInput) -> Void) async throws {
        try lock.withLock {
            _ = try recognizer.finish()  // drop whatever was being heard (a prompt, the last question)
            capture.restart()
            choices = question.choices.map(\.title)
            let speakable = try recognizer.setChoices(
                question.choices.map { MatchOption(title: $0.title, aliases: $0.aliases) })
            for (track, ok) in zip(question.choices, speakable) where !ok { unspeakable.insert(track.id) }
            self.send = send
        }
    }

    func stopListening() async {
        lock.withLock {
            send = nil
            _ = try? recognizer.finish()
            capture.restart()
        }
    }

    // MARK: - Microphone thread

    private func hear(_ chunk: [Int16]) {
        let captured = captureClock.onTime(count: chunk.count, deliveredAt: .now) - Microphone.captureDelay
        let playing = nowPlaying.current
        var outputs: [GameInput] = []
        let sink: (@Sendable (GameInput) -> Void)? = lock.withLock {
            let reference = referenceTrack.next(count: chunk.count, capturedAt: captured, playing: playing)
            let event = try? recognizer.feed(chunk, reference: reference)
            if let voiceLog { keep(chunk, reference: reference, event: event, in: voiceLog) }
            // The music down while the player talks over it: the rest of the answer reaches the microphone
            // with less of the intro in it.
            if recognizer.hearsPlayer != ducking {
                ducking.toggle()
                playing?.duck?(ducking)
            }
            guard send != nil else { return nil }
            let at = clock.seconds(at: captured)
            switch event {
            case .partial(let words)?: outputs.append(GameInput(.heard(words), at: at))
            case .decision(let decision)?:
                outputs.append(
                    GameInput(
                        .voice(
                            VoiceResult(
                                option: decision.option, command: decision.command, heard: decision.heard,
                                confidence: decision.confidence)), at: at))
            case .speechStarted?, nil: break
            }
            if lastLevelSent.duration(to: .now) > .milliseconds(80) {
                lastLevelSent = .now
                outputs.append(GameInput(.micLevel(Self.meter(dBFS: microphone.level)), at: at))
            }
            return send
        }
        guard let sink else { return }
        for output in outputs { sink(output) }
    }

    /// Keeps the audio of the utterance being heard, and saves it to the voice log once decided while listening.
    /// Called with `lock` held.
    private func keep(_ chunk: [Int16], reference: [Int16]?, event: RecognizerEvent?, in log: VoiceLog) {
        capture.add(chunk, reference: reference)
        switch event {
        case .speechStarted?: capture.speechStarted()
        case .decision(let decision)?:
            if let heard = capture.decided(), send != nil { log.save(heard, choices: choices, decision: decision) }
        case .partial?, nil: break
        }
    }

    /// dBFS → 0…1 for the meter (−60 dBFS and below is empty).
    static func meter(dBFS: Double) -> Double {
        guard dBFS.isFinite else { return 0 }
        return max(0, min(1, (dBFS + 60) / 60))
    }
}
