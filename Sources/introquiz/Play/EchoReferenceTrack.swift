import Foundation

/// The echo canceller's reference, chunk by chunk: the stretch of the playing intro the speakers played while
/// each microphone chunk was captured, as one continuous stream.
///
/// A chunk's capture time is only known from when it was delivered, and delivery jitters by a buffer or two. Taken
/// from each chunk's own delivery time, consecutive reference slices overlapped or skipped samples, and the
/// canceller, seeing an echo path that moved every chunk, removed nothing: in a loopback room the microphone then
/// heard the intro 15 ms *before* its reference, and the game rejected titles it heard right ("that is yankee
/// doodle" over music read as words). So the reference is placed once per intro, from the first chunk, and then
/// advances by exactly the samples the microphone delivered; it is placed again only when the two clocks part by
/// more than `resyncSamples` (the microphone dropped audio). It starts `leadSamples` early: a reference slightly
/// ahead of the microphone is what the canceller models (its filter reaches 0.25 s into the past), one behind is
/// not.
struct EchoReferenceTrack {
    static let leadSamples = 480  // 30 ms
    static let resyncSamples = 1_600  // 100 ms

    /// The intro the cursor belongs to (its audible instant) and the reference sample the next chunk starts at.
    private var cursor: (audibleAt: ContinuousClock.Instant, next: Int)?

    /// The reference for a chunk of `count` samples delivered as if captured at `capturedAt`; nil when nothing
    /// plays during it.
    mutating func next(count: Int, capturedAt: ContinuousClock.Instant, playing: NowPlaying.Item?) -> [Int16]? {
        guard let playing else {
            cursor = nil
            return nil
        }
        let byClock =
            Int((playing.audibleAt.duration(to: capturedAt).inSeconds * 16_000).rounded(.down)) + Self.leadSamples
        var start = byClock
        if let cursor, cursor.audibleAt == playing.audibleAt, abs(cursor.next - byClock) <= Self.resyncSamples {
            start = cursor.next
        }
        cursor = (playing.audibleAt, start + count)
        return Self.slice(from: start, count: count, of: playing)
    }

    /// Reference samples `start ..< start + count` at the gain the intro was played with; silence where they lie
    /// before or after the intro, nil when all of them do.
    static func slice(from start: Int, count: Int, of playing: NowPlaying.Item) -> [Int16]? {
        let first = max(start, 0), end = min(start + count, playing.reference.count)
        guard first < end else { return nil }
        var played = Array(playing.reference[first..<end])
        if let gains = playing.gains?(Double(first) / 16_000, played.count) {
            for (index, gain) in zip(played.indices, gains) where gain != 1 {
                played[index] = Int16((Float(played[index]) * gain).rounded())
            }
        }
        return [Int16](repeating: 0, count: first - start) + played + [Int16](repeating: 0, count: start + count - end)
    }
}
