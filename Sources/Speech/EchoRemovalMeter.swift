import Foundation

/// How much of an utterance the echo canceller took away, chunk by chunk: the microphone's energy
/// before and after cancellation.
///
/// When the voice detector fires on the intro itself (music the canceller then removes), nearly all of
/// the energy goes. A player speaking over the intro keeps theirs, so the chunks they speak in are the
/// ones with little removed. Chunks are kept in step with the recogniser's buffered utterance audio
/// (`keepLast`), so the player's part of that audio can be found (`playerSpan`).
struct EchoRemovalMeter {
    private struct Chunk {
        var before: Double
        var after: Double
        var samples: Int
    }

    private var chunks: [Chunk] = []
    /// Index of the chunk where speech started (negative once chunks before it were dropped).
    private var speechStart: Int?
    private var cancelledAny = false
    /// Samples in the chunks kept.
    private(set) var samples = 0

    /// Speech chunks measured so far.
    var speechChunks: Int { speechStart.map { chunks.count - max($0, 0) } ?? 0 }

    /// Adds one chunk of `samples` by its energy as heard by the microphone (`before`) and as left after
    /// cancellation (`after`; the canceller's output may lag by less than one of its frames). Without
    /// cancellation `before` is `after` and `cancelled` false.
    mutating func add(before: Double, after: Double, samples count: Int, cancelled: Bool) {
        chunks.append(Chunk(before: before, after: after, samples: count))
        samples += count
        cancelledAny = cancelledAny || cancelled
    }

    /// The chunk added last is where the voice detector heard speech start.
    mutating func markSpeechStart() { speechStart = max(chunks.count - 1, 0) }

    /// Drops the oldest chunks beyond `samples`, as the buffered audio drops them.
    mutating func keepLast(samples kept: Int) {
        var dropped = 0
        while dropped < chunks.count, samples - chunks[dropped].samples >= kept {
            samples -= chunks[dropped].samples
            dropped += 1
        }
        guard dropped > 0 else { return }
        chunks.removeFirst(dropped)
        speechStart = speechStart.map { $0 - dropped }
    }

    mutating func reset() {
        chunks.removeAll(keepingCapacity: true)
        speechStart = nil
        cancelledAny = false
        samples = 0
    }

    /// Decibels removed over the last `lastChunks` speech chunks (nil: all of them); nil when nothing
    /// was cancelled (no playback) or the microphone was digitally silent.
    func removedDB(lastChunks: Int? = nil) -> Double? {
        guard cancelledAny, let speechStart else { return nil }
        let speech = chunks[max(speechStart, 0)...]
        return Self.removedDB(speech.suffix(lastChunks ?? speech.count))
    }

    /// Samples to drop from the start and from the end of the buffered audio so that it runs from
    /// `margin` samples before the first chunk with at most `threshold` dB removed (the player's) to
    /// `margin` after the last. Nil when the utterance is the intro's echo: more than `threshold` dB
    /// removed over its speech, or fewer than `minimumChunks` chunks the player's (a word lasts longer
    /// than a burst of music the canceller missed). (0, 0) when nothing was cancelled, or when the speech
    /// was digitally silent and the player's part cannot be told.
    func playerSpan(threshold: Double, margin: Int, minimumChunks: Int) -> (dropFirst: Int, dropLast: Int)? {
        guard cancelledAny else { return (0, 0) }
        let removed = removedDB()
        if let removed, removed > threshold { return nil }
        let isPlayer = chunks.map { chunk in (Self.removedDB([chunk]) ?? 0) <= threshold }
        guard isPlayer.filter({ $0 }).count >= max(minimumChunks, 1), let first = isPlayer.firstIndex(of: true),
            let last = isPlayer.lastIndex(of: true)
        else { return removed == nil ? (0, 0) : nil }
        let before = chunks[..<first].reduce(0) { $0 + $1.samples }
        let after = chunks[(last + 1)...].reduce(0) { $0 + $1.samples }
        return (max(0, before - margin), max(0, after - margin))
    }

    private static func removedDB<C: Collection>(_ chunks: C) -> Double? where C.Element == Chunk {
        let before = chunks.reduce(0) { $0 + $1.before }
        guard before > 0 else { return nil }
        return 10 * log10(before / max(chunks.reduce(0) { $0 + $1.after }, 1))
    }
}
