/// Where the session's times come from: seconds since a fixed origin, never going backwards.
///
/// Events carry these times; the session never reads a clock itself. Tests use `ManualClock` (TestSupport).
public protocol GameClock: Sendable {
    /// Seconds since the clock's origin.
    func now() -> Double
}

/// The real clock: monotonic seconds since it was created (or since `origin` seconds before that).
public struct MonotonicGameClock: GameClock {
    private let start: ContinuousClock.Instant
    private let origin: Double

    /// Starts counting at `origin` seconds — e.g. the last recorded event's time when a game resumes.
    public init(origin: Double = 0) {
        start = ContinuousClock.now
        self.origin = origin
    }

    public func now() -> Double {
        seconds(at: ContinuousClock.now)
    }

    /// The game time of `instant` — e.g. when the audio layer says the intro became audible.
    public func seconds(at instant: ContinuousClock.Instant) -> Double {
        origin + start.duration(to: instant).inSeconds
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
