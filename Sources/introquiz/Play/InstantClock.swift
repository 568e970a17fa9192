import QuizCore

/// The game clock of a live game: seconds since `origin` on `ContinuousClock`, plus `offset` (a resumed game
/// goes on from its last recorded time). Converts audio timestamps (`ContinuousClock.Instant`) to game time.
struct InstantClock: GameClock {
    let origin: ContinuousClock.Instant
    let offset: Double

    init(offset: Double = 0) {
        origin = ContinuousClock.now
        self.offset = offset
    }

    func now() -> Double { seconds(at: ContinuousClock.now) }

    func seconds(at instant: ContinuousClock.Instant) -> Double {
        let elapsed = origin.duration(to: instant).components
        return offset + Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}
