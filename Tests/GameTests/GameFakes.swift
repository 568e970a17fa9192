import AnswerMatching
import Game
import QuizCore
import Synchronization

/// Everything the fakes saw, in order, as short strings ("audio.start 1", "say …", "save 2").
final class CallLog: Sendable {
    private let calls = Mutex<[String]>([])
    func add(_ call: String) { calls.withLock { $0.append(call) } }
    var all: [String] { calls.withLock { $0 } }
    func count(prefix: String) -> Int { all.filter { $0.hasPrefix(prefix) }.count }
}

/// Intro audio that "plays" instantly and reports scripted audible times, one per start.
final class FakeIntroAudio: IntroAudio {
    let log: CallLog
    let audibleTimes: Mutex<[Double]>

    init(log: CallLog, audibleTimes: [Double]) {
        self.log = log
        self.audibleTimes = Mutex(audibleTimes)
    }

    func start(_ question: Question, seconds: Double) async throws -> Double {
        log.add("audio.start \(question.number)")
        return audibleTimes.withLock { $0.isEmpty ? 0 : $0.removeFirst() }
    }

    func stop() async { log.add("audio.stop") }
}

struct FakeVoice: VoiceInput {
    let log: CallLog
    func listen(to question: Question, send: @escaping @Sendable (GameInput) -> Void) async throws {
        log.add("voice.listen \(question.number)")
    }
    func stopListening() async { log.add("voice.stop") }
}

struct FakeAnnouncer: Announcer {
    let log: CallLog
    func say(_ text: String) async { log.add("say \(text)") }
}

/// Keeps every rendered state.
final class FakeView: GameView, Sendable {
    private let states = Mutex<[GameViewState]>([])
    func render(_ state: GameViewState) async { states.withLock { $0.append(state) } }
    var last: GameViewState? { states.withLock { $0.last } }
    var all: [GameViewState] { states.withLock { $0 } }
}

/// An input stream holding a fixed script (then finishing, which quits a game still running).
func scripted(_ inputs: [GameInput]) -> AsyncStream<GameInput> {
    AsyncStream { continuation in
        for input in inputs { continuation.yield(input) }
        continuation.finish()
    }
}

/// Every session the driver saved.
final class SaveLog: Sendable {
    private let sessions = Mutex<[Session]>([])
    func add(_ session: Session) { sessions.withLock { $0.append(session) } }
    var count: Int { sessions.withLock { $0.count } }
}
