import Foundation

/// How much louder the microphone is, against what the speakers play, than it was while only the speakers
/// played: the player's voice adds to the intro's echo, while music alone keeps the ratio between the
/// microphone and the reference however loud it gets.
///
/// Unlike the echo canceller's share of an utterance (`EchoRemovalMeter`) this needs no converged filter, so
/// it tells the player from the intro in the intro's first second too. The ratio while only the speakers
/// played is taken over up to `baselineChunks` chunks older than `lagChunks` that were not the player's (from
/// `playerStarted()` to `playerStopped()`, and the `lagChunks` before: the rise is noticed a little after the
/// player starts); the ratio now over the last `windowChunks`. Not the voice detector's idea of speech: a
/// loud intro keeps it in speech for seconds.
struct EchoRatioMeter {
    private struct Chunk {
        var microphone: Double
        var reference: Double
        var player: Bool
    }

    let baselineChunks: Int
    let lagChunks: Int
    let windowChunks: Int
    /// Reference energy per sample below which nothing is judged: over (near) silence the ratio means nothing.
    let minimumReferenceEnergy: Double
    /// The newest chunks (window and lag), then those that made the baseline.
    private var recent: [Chunk] = []
    private var baseline: [Chunk] = []
    /// Between `playerStarted()` and `playerStopped()`.
    private(set) var player = false

    init(baselineChunks: Int = 50, lagChunks: Int = 10, windowChunks: Int = 5, minimumReferenceDBFS: Double = -50) {
        self.baselineChunks = baselineChunks
        self.lagChunks = lagChunks
        self.windowChunks = windowChunks
        minimumReferenceEnergy = pow(10, minimumReferenceDBFS / 10) * 32_768 * 32_768
    }

    /// Adds one chunk by its energy at the microphone (before echo cancellation) and in the reference.
    mutating func add(microphone: Double, reference: Double) {
        recent.append(Chunk(microphone: microphone, reference: reference, player: player))
        guard recent.count > lagChunks else { return }
        let old = recent.removeFirst()
        guard !old.player, old.reference > 0 else { return }
        baseline.append(old)
        if baseline.count > baselineChunks { baseline.removeFirst(baseline.count - baselineChunks) }
    }

    /// The player is talking: the chunks from the lag on, and those to come, are not the intro's echo.
    mutating func playerStarted() {
        player = true
        for index in recent.indices { recent[index].player = true }
    }

    /// The player's utterance is over.
    mutating func playerStopped() { player = false }

    /// Forgets everything (another recording).
    mutating func reset() {
        player = false
        recent.removeAll(keepingCapacity: true)
        baseline.removeAll(keepingCapacity: true)
    }

    /// Decibels by which the microphone-to-reference ratio of the last `windowChunks` exceeds the one while only
    /// the speakers played; nil without enough of either (under a fifth of the baseline, or the reference
    /// nearly silent).
    var riseDB: Double? {
        guard baseline.count >= baselineChunks / 5, recent.count >= windowChunks else { return nil }
        let now = Self.ratio(recent.suffix(windowChunks))
        let before = Self.ratio(baseline[...])
        guard let now, let before, now.reference >= minimumReferenceEnergy * Double(windowChunks * 320) else {
            return nil
        }
        return 10 * log10(now.ratio / before.ratio)
    }

    /// The chunks' microphone-to-reference energy ratio, the microphone taken as at least ±1 (a silent one, as
    /// with headphones, still has a ratio); nil when the reference is silent.
    private static func ratio<C: Collection>(_ chunks: C) -> (ratio: Double, reference: Double)? where C.Element == Chunk {
        let microphone = max(chunks.reduce(0) { $0 + $1.microphone }, Double(chunks.count * 320))
        let reference = chunks.reduce(0) { $0 + $1.reference }
        guard reference > 0 else { return nil }
        return (microphone / reference, reference)
    }
}
