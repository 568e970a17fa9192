import Foundation
import Testing

@testable import Speech

@Suite struct EchoRatioMeterTests {
    /// Energy of a 20 ms chunk at `dBFS`.
    static func energy(_ dBFS: Double) -> Double { pow(10, dBFS / 10) * 32_768 * 32_768 * 320 }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Reference and microphone levels (dBFS) of the last 5 chunks, after 60 chunks of the intro alone at
        /// -20 dBFS heard at -30.
        var reference: Double
        var microphone: Double
        var rise: Double?
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "the intro gets louder", reference: -10, microphone: -20, rise: 0),
        Case(name: "the intro gets quieter", reference: -35, microphone: -45, rise: 0),
        Case(name: "a voice as loud as the echo", reference: -20, microphone: -30 + 10 * log10(2.0), rise: 3),
        Case(name: "a voice 10 dB over the echo", reference: -20, microphone: -20 + 10 * log10(1.1), rise: 10.4),
        Case(name: "the intro nearly silent", reference: -60, microphone: -40, rise: nil),
    ])
    func risesOnlyWhatTheSpeakersDoNotExplain(_ row: Case) throws {
        var meter = EchoRatioMeter()
        for _ in 0..<60 { meter.add(microphone: Self.energy(-30), reference: Self.energy(-20)) }
        for _ in 0..<5 {
            meter.add(microphone: Self.energy(row.microphone), reference: Self.energy(row.reference))
        }
        if let rise = row.rise {
            #expect(abs(try #require(meter.riseDB) - rise) < 0.1)
        } else {
            #expect(meter.riseDB == nil)
        }
    }

    @Test func thePlayerAndTheChunksJustBeforeTheyWereNoticedAreNoPartOfTheEcho() throws {
        var meter = EchoRatioMeter()
        for _ in 0..<40 { meter.add(microphone: Self.energy(-30), reference: Self.energy(-20)) }
        // The player's first words before their rise was noticed (under the lag), then the rest of them.
        for _ in 0..<8 { meter.add(microphone: Self.energy(-15), reference: Self.energy(-20)) }
        meter.playerStarted()
        for _ in 0..<30 { meter.add(microphone: Self.energy(-15), reference: Self.energy(-20)) }
        #expect(abs(try #require(meter.riseDB) - 15) < 0.1)
        // Unmarked, the player's own chunks become the "echo" once older than the lag.
        meter.playerStopped()
        for _ in 0..<60 { meter.add(microphone: Self.energy(-15), reference: Self.energy(-20)) }
        #expect(abs(try #require(meter.riseDB)) < 0.1)
    }

    @Test func withoutTheIntroAloneBeforeThereIsNoRise() {
        var meter = EchoRatioMeter()
        for _ in 0..<15 { meter.add(microphone: Self.energy(-30), reference: Self.energy(-20)) }
        #expect(meter.riseDB == nil, "5 chunks of baseline are too few")
        for _ in 0..<10 { meter.add(microphone: Self.energy(-30), reference: Self.energy(-20)) }
        #expect(meter.riseDB != nil)
        meter.reset()
        #expect(meter.riseDB == nil)
    }
}
