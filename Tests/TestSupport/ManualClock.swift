public import QuizCore
import Synchronization

/// A `GameClock` that moves only when a test says so.
///
/// `@unchecked`-free: the time lives in a `Mutex`, so tests may read it from several tasks.
public final class ManualClock: GameClock {
    private let time: Mutex<Double>

    /// A clock reading `start` seconds.
    public init(start: Double = 0) {
        time = Mutex(start)
    }

    public func now() -> Double {
        time.withLock { $0 }
    }

    /// Moves the clock forward by `seconds` (negative values are refused: game clocks never go back).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "ManualClock cannot go backwards (advance by \(seconds))")
        time.withLock { $0 += seconds }
    }
}
