/// Time as the catalog sees it: injected so tests control waiting.
public protocol CatalogClock: Sendable {
    /// Seconds on a monotonic scale.
    var now: Double { get }
    /// Waits `seconds` (cancellable).
    func sleep(seconds: Double) async throws
}

/// The real clock: `ContinuousClock`.
public struct SystemClock: CatalogClock {
    private let origin = ContinuousClock.now

    /// Creates the clock.
    public init() {}

    public var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    public func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(for: .milliseconds(Int((seconds * 1000).rounded(.up))))
    }
}

/// At most `limit` permits per sliding `window` seconds (Deezer: 50 requests per 5 s per IP).
public actor RateLimiter {
    private let limit: Int
    private let window: Double
    private let clock: any CatalogClock
    private var granted: [Double] = []

    /// Creates a limiter.
    public init(limit: Int = 50, window: Double = 5, clock: any CatalogClock) {
        self.limit = max(1, limit)
        self.window = window
        self.clock = clock
    }

    /// Waits until a request may go out, then records it.
    public func acquire() async throws {
        while true {
            let now = clock.now
            granted.removeAll { $0 <= now - window }
            if granted.count < limit {
                granted.append(now)
                return
            }
            try await clock.sleep(seconds: granted[0] + window - now)
        }
    }
}
