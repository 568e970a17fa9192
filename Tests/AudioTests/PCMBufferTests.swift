import Audio
import TestSupport
import Testing

@Suite struct PCMBufferTests {
    @Test func int16RoundTripIsExact() {
        let values: [Int16] = [.min, -32767, -16384, -1, 0, 1, 12345, 32766, .max]
        let buffer = PCMBuffer(int16: values, sampleRate: 8000, channels: 1)
        #expect(buffer.samples.first == -1.0)
        #expect(buffer.int16Samples() == values)
    }

    @Test func outOfRangeSamplesClip() {
        let buffer = PCMBuffer(samples: [1.5, -2, 1.0, .nan], sampleRate: 8000, channels: 1)
        #expect(buffer.int16Samples() == [.max, .min, .max, 0])
    }

    @Test(arguments: [(channels: 1, samples: 4800), (channels: 2, samples: 9600), (channels: 2, samples: 9601)])
    func frameCountAndDuration(channels: Int, samples: Int) {
        let buffer = PCMBuffer(samples: .init(repeating: 0, count: samples), sampleRate: 48_000, channels: channels)
        #expect(buffer.frameCount == 4800)
        #expect(abs(buffer.duration - 0.1) < 1e-12)
    }

    @Test func monoAveragesChannels() {
        let stereo = PCMBuffer(samples: [1, 0, 0.5, -0.5, -1, -0.5], sampleRate: 22_050, channels: 2)
        let mono = stereo.mono()
        #expect(mono.channels == 1)
        #expect(mono.sampleRate == 22_050)
        #expect(mono.samples == [0.5, 0, -0.75])
    }

    @Test func framesSliceIsClamped() {
        let buffer = PCMBuffer(samples: [0, 1, 2, 3, 4, 5], sampleRate: 10, channels: 2)
        #expect(buffer.frames(from: 1, count: 1).samples == [2, 3])
        #expect(buffer.frames(from: 2, count: 5).samples == [4, 5])
        #expect(buffer.frames(from: 9, count: 5).samples.isEmpty)
    }

    @Test func rmsOfFullScaleSineIsAboutMinus3dB() {
        let sine = Signals.sine(frequency: 1000, seconds: 1, sampleRate: 48_000, amplitude: 1)
        #expect(abs(sine.rmsDBFS + 3.01) < 0.05)
        #expect(PCMBuffer(samples: [0, 0], sampleRate: 8000, channels: 1).rmsDBFS == -.infinity)
    }
}
