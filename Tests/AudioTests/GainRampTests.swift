import Audio
import Testing

@Suite struct GainRampTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var frame: Int
        var gain: Float
        var testDescription: String { "frame \(frame) → \(gain)" }
    }

    /// 1 → 0.2 over 100 frames from frame 1,000.
    @Test(arguments: [
        Case(frame: 0, gain: 1), Case(frame: 1_000, gain: 1), Case(frame: 1_050, gain: 0.6),
        Case(frame: 1_100, gain: 0.2), Case(frame: 50_000, gain: 0.2),
    ])
    func rampsLinearlyThenHolds(_ row: Case) {
        let ramp = GainRamp(startFrame: 1_000, from: 1, to: 0.2, frames: 100)
        #expect(abs(ramp.gain(at: row.frame) - row.gain) < 1e-6)
    }

    /// Ducked from frame 100 (over 100 frames), brought back from frame 150, halfway down, over 200 frames.
    @Test(arguments: [
        Case(frame: 0, gain: 1), Case(frame: 100, gain: 1), Case(frame: 150, gain: 0.6), Case(frame: 250, gain: 0.8),
        Case(frame: 350, gain: 1), Case(frame: 10_000, gain: 1),
    ])
    func aNewRampStartsWhereTheLastOneHadGot(_ row: Case) {
        var schedule = GainSchedule()
        schedule.ramp(to: 0.2, over: 100, from: 100)
        let back = schedule.ramp(to: 1, over: 200, from: 150)
        #expect(abs(back.from - 0.6) < 1e-6)
        #expect(abs(schedule.gain(at: row.frame) - row.gain) < 1e-6)
    }

    @Test func aRampAskedForBeforeTheLastOneStartsWithIt() {
        var schedule = GainSchedule()
        schedule.ramp(to: 0.5, over: 0, from: 500)
        let early = schedule.ramp(to: 0.25, over: 0, from: 200)
        #expect(early.startFrame == 500)
        #expect(schedule.gains(from: 499, count: 2) == [1, 0.25])
    }

    @Test func withoutRampsTheGainIsOne() {
        #expect(GainSchedule().gains(from: 0, count: 3) == [1, 1, 1])
    }
}
