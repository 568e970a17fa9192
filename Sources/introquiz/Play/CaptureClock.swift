/// When the microphone's chunks were captured, from when they were delivered and how many samples came before.
///
/// A chunk's delivery time is late by whatever held the delivery thread: scheduling, and the recogniser deciding an
/// utterance (a decision's decodes held it for up to 0.2 s, and the chunks behind it then came in a burst). Taken
/// chunk by chunk, that lateness moved where each intro's echo reference was placed (`EchoReferenceTrack` places
/// an intro by its first chunk), and with it the echo delay the canceller had aligned to. Deliveries are never
/// early, so the stream's start implied by the least late delivery of the last `windowSeconds` (samples so far
/// over the sample rate, back from when they arrived) is the best guess, and each chunk is placed after it by the
/// samples before it. The window is short enough to follow the two clocks' drift and a stream that lost samples
/// (its start then moves later for good), long enough to outlast a burst. Pure: fed times, returns times.
struct CaptureClock {
    static let windowSeconds = 2.0
    let sampleRate: Int
    private var samples = 0
    /// (delivered at, implied start of the stream) of the deliveries in the window, oldest first.
    private var deliveries: [(at: ContinuousClock.Instant, start: ContinuousClock.Instant)] = []

    init(sampleRate: Int = 16_000) { self.sampleRate = sampleRate }

    /// When a chunk of `count` samples delivered at `deliveredAt` would have been delivered without lateness.
    mutating func onTime(count: Int, deliveredAt: ContinuousClock.Instant) -> ContinuousClock.Instant {
        samples += count
        let sinceStart = Duration.seconds(Double(samples) / Double(sampleRate))
        deliveries.append((deliveredAt, deliveredAt - sinceStart))
        let window = Duration.seconds(Self.windowSeconds)
        while let oldest = deliveries.first, deliveredAt - oldest.at > window { deliveries.removeFirst() }
        let start = deliveries.lazy.map(\.start).min()!
        return start + sinceStart
    }
}
