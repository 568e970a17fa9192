import Audio
import TestSupport
import Testing

@Suite struct ResamplerTests {
    struct Case: Sendable, CustomStringConvertible {
        var fromRate: Int, toRate: Int, channels: Int, frequency: Double
        var description: String { "\(fromRate)→\(toRate) Hz, \(channels) ch, \(frequency) Hz tone" }
    }

    static let cases = [
        Case(fromRate: 44_100, toRate: 16_000, channels: 1, frequency: 440),
        Case(fromRate: 48_000, toRate: 16_000, channels: 2, frequency: 1000),
        Case(fromRate: 8000, toRate: 44_100, channels: 1, frequency: 300),
        Case(fromRate: 22_050, toRate: 48_000, channels: 2, frequency: 2500),
    ]

    @Test(arguments: cases)
    func frequencyAndDurationArePreserved(c: Case) throws {
        let input = Signals.sine(frequency: c.frequency, seconds: 1, sampleRate: c.fromRate, channels: c.channels)
        let output = try Resampler.convert(input, toRate: c.toRate, channels: c.channels)
        #expect(output.sampleRate == c.toRate)
        #expect(output.channels == c.channels)
        #expect(abs(output.duration - 1) < 0.002)
        let middle = output.frames(from: c.toRate / 10, count: c.toRate * 8 / 10)
        #expect(abs(Signals.frequency(of: middle) - c.frequency) < 0.5)
        #expect(abs(middle.rmsDBFS - input.rmsDBFS) < 0.2)
    }

    @Test func speechInputIs16kMonoInt16() throws {
        let stereo = Signals.sine(frequency: 440, seconds: 0.5, sampleRate: 44_100, channels: 2, amplitude: 0.5)
        let speech = try Resampler.speechInput(stereo)
        #expect(abs(speech.count - 8000) <= 2)
        let peak = speech.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(peak - 16_384) < 400)
        let asBuffer = PCMBuffer(int16: speech, sampleRate: 16_000, channels: 1)
        #expect(abs(Signals.frequency(of: asBuffer) - 440) < 0.5)
    }

    @Test func channelConversions() throws {
        let stereo = PCMBuffer(samples: [0.2, 0.4, -0.2, -0.4], sampleRate: 8000, channels: 2)
        #expect(try Resampler.convert(stereo, toRate: 8000, channels: 1).samples == [0.3, -0.3].map { Float($0) })
        let mono = PCMBuffer(samples: [0.1, -0.1], sampleRate: 8000, channels: 1)
        #expect(try Resampler.convert(mono, toRate: 8000, channels: 2).samples == [0.1, 0.1, -0.1, -0.1])
    }

    @Test func emptyInputGivesEmptyOutput() throws {
        let empty = PCMBuffer(samples: [], sampleRate: 44_100, channels: 2)
        let out = try Resampler.convert(empty, toRate: 16_000, channels: 1)
        #expect(out.samples.isEmpty)
        #expect(out.sampleRate == 16_000)
    }

    @Test(arguments: [(0, 1), (16_000, 0), (-1, 2)])
    func invalidTargetsThrow(rate: Int, channels: Int) {
        let buffer = PCMBuffer(samples: [0], sampleRate: 8000, channels: 1)
        #expect(throws: AudioError.self) { try Resampler.convert(buffer, toRate: rate, channels: channels) }
    }
}
