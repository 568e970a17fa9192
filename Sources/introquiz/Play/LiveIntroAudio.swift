import Audio
import Catalog
import Foundation
import Game
import QuizCore
import Synchronization

/// What is playing now, for the recogniser's echo cancellation: the intro at 16 kHz mono, when it became
/// audible and the gain it is played with (ducked while the player talks). Written by `LiveIntroAudio`, read
/// and ducked by the voice input.
final class NowPlaying: Sendable {
    struct Item: Sendable {
        var reference: [Int16]
        var audibleAt: ContinuousClock.Instant
        /// The gain the intro was played with at `count` consecutive 16 kHz samples from `seconds` into it
        /// (nil: 1 throughout).
        var gains: (@Sendable (_ seconds: Double, _ count: Int) -> [Float])? = nil
        /// Ducks the intro (true) or brings it back (false).
        var duck: (@Sendable (Bool) -> Void)? = nil
    }
    private let item = Mutex<Item?>(nil)
    func set(_ value: Item?) { item.withLock { $0 = value } }
    var current: Item? { item.withLock { $0 } }
}

/// Plays each question's intro through PortAudio: the catalog gives the audio, a `Player` plays it, and the
/// moment it became audible is reported on the game clock.
final class LiveIntroAudio: IntroAudio {
    private let system: AudioSystem
    private let device: AudioDevice
    private let adapter: PlaybackAdapter
    private let tracks: [String: CatalogTrack]
    private let clock: MonotonicGameClock
    /// Where the echo reference goes; nil when nobody listens (no voice), so it is not computed.
    private let nowPlaying: NowPlaying?
    private let player = Mutex<Audio.Player?>(nil)

    init(
        system: AudioSystem, device: AudioDevice, adapter: PlaybackAdapter, tracks: [CatalogTrack],
        clock: MonotonicGameClock, nowPlaying: NowPlaying?
    ) {
        self.system = system
        self.device = device
        self.adapter = adapter
        self.tracks = Dictionary(tracks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.clock = clock
        self.nowPlaying = nowPlaying
    }

    func start(_ question: Question, seconds: Double) async throws -> Double {
        await stop()
        guard let track = tracks[question.answer.id] else {
            throw CommandFailure("no audio for \"\(question.answer.title)\"", status: .dataError)
        }
        // The question's clip offset is absolute (introStart plus any seeded jitter); the adapter finds the
        // start itself, so only the jitter is passed on.
        let buffer = try await adapter.intro(
            for: track, seconds: seconds, offset: question.clipOffset - question.answer.introStart)
        let reference = nowPlaying == nil ? [] : (try? Resampler.speechInput(buffer)) ?? []
        let player = try Audio.Player(buffer, device: device, system: system)
        try player.start()
        self.player.withLock { $0 = player }
        // The DAC time of the first sample is known after the first callback: a few milliseconds.
        let deadline = ContinuousClock.now + .milliseconds(500)
        while player.audibleAt == nil && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        let audible = player.audibleAt ?? ContinuousClock.now
        nowPlaying?.set(
            .init(
                reference: reference, audibleAt: audible,
                gains: { seconds, count in player.gains(fromSeconds: seconds, count: count, rate: 16_000) },
                duck: { player.duck($0) }))
        return clock.seconds(at: audible)
    }

    func stop() async {
        let playing = player.withLock { player -> Audio.Player? in
            defer { player = nil }
            return player
        }
        playing?.stop()
        nowPlaying?.set(nil)
    }
}
