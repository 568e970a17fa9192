import TestSupport
import Testing

@testable import Audio

/// The pieces the microphone path is built from, without devices.
@Suite struct StreamingTests {
    @Test(arguments: [44_100, 48_000, 22_050, 16_000])
    func streamResamplerMatchesTheWholeBufferConversion(rate: Int) throws {
        let tone = Signals.sine(frequency: 440, seconds: 1, sampleRate: rate)
        let resampler = try StreamResampler(from: rate, to: 16_000)
        var out: [Float] = []
        var index = 0
        let chunk = rate / 100 + 7  // odd sizes, like a device callback
        while index < tone.samples.count {
            out += try resampler.process(Array(tone.samples[index..<min(index + chunk, tone.samples.count)]))
            index += chunk
        }
        #expect(abs(out.count - 16_000) < 500)  // soxr holds back its filter delay (≈ 20–30 ms), nothing more
        let buffer = PCMBuffer(samples: out, sampleRate: 16_000, channels: 1)
        #expect(abs(Signals.frequency(of: buffer.frames(from: 1600, count: 12_000)) - 440) < 0.5)
        #expect(abs(buffer.frames(from: 1600, count: 12_000).rmsDBFS - tone.rmsDBFS) < 0.2)
    }

    @Test func ringKeepsOrderAcrossWrapAndCountsDrops() {
        let ring = UnsafeMutablePointer<SampleRing>.allocate(capacity: 1)
        ring.initialize(to: SampleRing(minimumCapacity: 1000))  // rounds to 1024
        defer {
            ring.deinitialize(count: 1)
            ring.deallocate()
        }
        var next: Float = 0
        var expected: Float = 0
        var out: [Float] = []
        for _ in 0..<50 {
            let block = (0..<300).map { _ -> Float in
                next += 1
                return next
            }
            block.withUnsafeBufferPointer { ring.pointee.write($0.baseAddress!, count: $0.count) }
            out.removeAll()
            ring.pointee.read(into: &out)
            #expect(out == (1...300).map { expected + Float($0) })
            expected += 300
        }
        let big = [Float](repeating: 1, count: 1500)
        big.withUnsafeBufferPointer { ring.pointee.write($0.baseAddress!, count: $0.count) }
        #expect(ring.pointee.dropped.load(ordering: .relaxed) == 1500 - 1024)
        out.removeAll()
        ring.pointee.read(into: &out)
        #expect(out.count == 1024)
    }
}
