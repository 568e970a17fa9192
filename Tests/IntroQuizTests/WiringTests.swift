import Foundation
import Game
@testable import introquiz
import QuizCore
import TerminalUI
import Synchronization
import Testing
import TestSupport

@Suite struct KeyMappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var key: Key
        var kind: GameInput.Kind?
        var testDescription: String { "\(key)" }
    }

    @Test(arguments: [
        Case(key: .character("1"), kind: .key(option: 0)),
        Case(key: .character("6"), kind: .key(option: 5)),
        Case(key: .character("7"), kind: nil),
        Case(key: .character("0"), kind: nil),
        Case(key: .up, kind: .moveSelection(delta: -1)),
        Case(key: .down, kind: .moveSelection(delta: 1)),
        Case(key: .enter, kind: .confirm),
        Case(key: .space, kind: .confirm),
        Case(key: .escape, kind: .quit),
        Case(key: .control("c"), kind: .quit),
        Case(key: .character("q"), kind: .quit),
        Case(key: .character("s"), kind: .command(.skip)),
        Case(key: .character("r"), kind: .command(.repeatIntro)),
        Case(key: .character("x"), kind: nil),
    ])
    func keysMapToGameInputs(_ testCase: Case) {
        #expect(InputPumps.kind(for: testCase.key) == testCase.kind)
    }
}

@Suite struct ScreenWiringTests {
    static func session(rival: RivalLevel? = nil) throws -> Session {
        let settings = GameSettings(rounds: 5, choices: 4, rival: rival)
        let questions = try QuestionBuilder.build(
            seed: 1, pool: QuizFixtures.pool(20), settings: settings, similarity: QuizFixtures.noSimilarity)
        return try Session(
            seed: 1, settings: settings, questions: questions, players: QuizCore.Player.lineUp(names: ["You"], rival: rival))
    }

    @Test func theQuestionScreenShowsChoicesCountdownAndMeter() throws {
        var session = try Self.session(rival: .easy)
        session.apply(.introAudible(at: 10))
        let state = GameViewState(session: session, now: 13, micLevel: 0.5, heard: "ode to", status: "s", voiceAvailable: true)
        let unspeakable = session.questions[0].choices[2].id
        let screen = GameScreens(sourceName: "Demo", keysOnly: { $0 == unspeakable }).question(state)
        #expect(screen.choices.map(\.text) == session.questions[0].choices.map(\.title))
        #expect(screen.choices.map(\.keysOnly) == [false, false, true, false])
        #expect(abs(screen.timeLeft - (1 - 3 / session.settings.answerSeconds)) < 1e-9)
        #expect(screen.micLevel == 0.5)
        #expect(screen.rivalName == "CPU (easy)")
        #expect(screen.reveal == nil)
    }

    @Test func theRevealSaysHowAndHowFast() throws {
        var session = try Self.session()
        session.apply(.introAudible(at: 0))
        let answer = session.questions[0].answerIndex
        session.apply(.answer(player: 0, option: answer, via: .voice, at: 1.25))
        let screen = GameScreens(sourceName: "Demo").question(GameViewState(session: session, now: 2, voiceAvailable: true))
        let reveal = try #require(screen.reveal)
        #expect(reveal.isCorrect)
        #expect(reveal.method == .voice)
        #expect(reveal.seconds == 1.25)
        #expect(reveal.points > 0)
        #expect(screen.timeLeft == 0)
    }

    @Test func seedsAreNumbersOrStableHashesOfText() {
        #expect(PlaySetup.seed("42") == 42)
        #expect(PlaySetup.seed("party") == PlaySetup.seed("party"))
        #expect(PlaySetup.seed("party") != PlaySetup.seed("Party"))
    }

    @Test func theReplayReportMarksAnswersAndChoices() throws {
        var session = try Self.session()
        session.apply(.introAudible(at: 0))
        session.apply(.answer(player: 0, option: session.questions[0].answerIndex, via: .key, at: 2))
        let record = GameRecord(id: "g", startedAt: Date(timeIntervalSince1970: 0), source: "demo pack",
                                pool: QuizFixtures.pool(20), recentlyPlayed: [], session: session)
        let lines = ReplayReport.lines(record: record, session: session)
        #expect(lines.first?.contains("(unfinished)") == true)
        #expect(lines.contains { $0.hasPrefix("   * ") })
        #expect(lines.contains { $0.contains("chose") && $0.contains("by key") && $0.contains("right") })
        #expect(lines.filter { $0 == "   (not played)" }.count == 4)
    }
}

@Suite struct EchoReferenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var start: Int  // the slice's first sample relative to the intro's first audible sample
        var expected: [Int16]?
        var testDescription: String { "slice from \(start)" }
    }

    @Test(arguments: [
        Case(start: -8, expected: nil),  // wholly before the intro
        Case(start: -2, expected: [0, 0, 1, 2]),  // straddles the start
        Case(start: 0, expected: [1, 2, 3, 4]),
        Case(start: 4, expected: [5, 6, 0, 0]),  // straddles the end
        Case(start: 6, expected: nil),  // wholly after
    ])
    func aSliceIsTheIntroPaddedWithSilence(_ testCase: Case) {
        let playing = NowPlaying.Item(reference: [1, 2, 3, 4, 5, 6], audibleAt: .now)
        #expect(EchoReferenceTrack.slice(from: testCase.start, count: 4, of: playing) == testCase.expected)
    }

    /// A ducked intro's reference carries the gain it was played with, sample by sample.
    @Test func theReferenceHasTheGainTheIntroWasPlayedWith() {
        let asked = Mutex<[Double]>([])
        let playing = NowPlaying.Item(
            reference: [1_000, 1_000, 1_000, 1_000, 1_000, 1_000], audibleAt: .now,
            gains: { seconds, count in
                asked.withLock { $0.append(seconds) }
                return (0..<count).map { $0 < 2 ? 1 : 0.5 }
            })
        #expect(EchoReferenceTrack.slice(from: 1, count: 4, of: playing) == [1_000, 1_000, 500, 500])
        #expect(asked.withLock { $0 } == [1.0 / 16_000])
    }

    /// An intro whose sample n is n (mod 2¹⁵), and the instant chunk `index` was captured, jittered by `jitter` ms.
    static let intro = NowPlaying.Item(reference: (0..<16_000).map { Int16($0 % 32_768) }, audibleAt: .now)
    static func captured(chunk index: Int, jitter: Int) -> ContinuousClock.Instant {
        intro.audibleAt + .milliseconds(index * 20 + jitter) + .microseconds(31)
    }

    /// Delivery jitters; the reference must not: it is placed by the first chunk (30 ms ahead) and then runs on.
    @Test func theReferenceRunsOnThroughJitter() {
        var track = EchoReferenceTrack()
        let jitters = [0, 9, -4, 12, -10, 3, 15, 0]
        var firsts: [Int16?] = []
        for (index, jitter) in jitters.enumerated() {
            let slice = track.next(count: 320, capturedAt: Self.captured(chunk: index, jitter: jitter), playing: Self.intro)
            firsts.append(slice?.first)
        }
        #expect(firsts == jitters.indices.map { Int16(EchoReferenceTrack.leadSamples + $0 * 320) as Int16? })
    }

    @Test func aDropOrANewIntroPlacesItAgain() {
        var track = EchoReferenceTrack()
        _ = track.next(count: 320, capturedAt: Self.captured(chunk: 0, jitter: 0), playing: Self.intro)
        // 200 ms of chunks never arrived.
        let afterDrop = track.next(count: 320, capturedAt: Self.captured(chunk: 11, jitter: 0), playing: Self.intro)
        #expect(afterDrop?.first == Int16(EchoReferenceTrack.leadSamples + 11 * 320))
        // The next question's intro: its own first sample, whatever the last one's cursor.
        let next = NowPlaying.Item(reference: Self.intro.reference, audibleAt: Self.intro.audibleAt + .milliseconds(100))
        let first = track.next(count: 320, capturedAt: Self.captured(chunk: 12, jitter: 0), playing: next)
        #expect(first?.first == Int16(EchoReferenceTrack.leadSamples + 12 * 320 - 1_600))
        #expect(track.next(count: 320, capturedAt: .now, playing: nil) == nil)
    }
}
