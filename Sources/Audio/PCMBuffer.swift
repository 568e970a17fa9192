import Foundation

/// Uncompressed audio: interleaved `Float` samples in −1…1.
///
/// Frame *i*, channel *c* is `samples[i * channels + c]`. A value type: cheap to pass around,
/// safe to send between tasks.
public struct PCMBuffer: Sendable, Equatable {
    /// Interleaved samples, nominally in −1…1.
    public var samples: [Float]
    /// Frames per second.
    public var sampleRate: Int
    /// Samples per frame (1 mono, 2 stereo, …).
    public var channels: Int

    /// Wraps interleaved float samples. `sampleRate` and `channels` must be positive.
    public init(samples: [Float], sampleRate: Int, channels: Int) {
        precondition(sampleRate > 0 && channels > 0, "PCMBuffer needs a positive rate and channel count")
        self.samples = samples
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// Converts 16-bit integer samples (interleaved) to floats: −32768 → −1.0, 32767 → ≈0.99997.
    public init(int16: [Int16], sampleRate: Int, channels: Int) {
        self.init(samples: int16.map { Float($0) / 32768 }, sampleRate: sampleRate, channels: channels)
    }

    /// Number of whole frames.
    public var frameCount: Int { samples.count / channels }

    /// Length in seconds.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }

    /// The average of all channels, as one channel. Returns `self` when already mono.
    public func mono() -> PCMBuffer {
        if channels == 1 { return self }
        let frames = frameCount
        let width = channels
        let scale = 1 / Float(width)
        var out = [Float](repeating: 0, count: frames)
        samples.withUnsafeBufferPointer { source in
            for frame in 0..<frames {
                var sum: Float = 0
                let base = frame * width
                for channel in 0..<width { sum += source[base + channel] }
                out[frame] = sum * scale
            }
        }
        return PCMBuffer(samples: out, sampleRate: sampleRate, channels: 1)
    }

    /// 16-bit integer samples (interleaved), rounded and clipped to the Int16 range.
    ///
    /// Exact inverse of `init(int16:)`: converting there and back gives the same integers.
    public func int16Samples() -> [Int16] {
        samples.map(PCMBuffer.int16)
    }

    /// One float sample to Int16: ×32768, rounded, clipped; NaN becomes 0.
    @inline(__always)
    static func int16(_ sample: Float) -> Int16 {
        let scaled = (sample * 32768).rounded()
        if scaled.isNaN { return 0 }
        if scaled >= 32767 { return .max }
        if scaled <= -32768 { return .min }
        return Int16(scaled)
    }

    /// Frames `start ..< start + count`, clamped to what exists.
    public func frames(from start: Int, count: Int) -> PCMBuffer {
        let lower = min(max(0, start), frameCount)
        let upper = min(frameCount, lower + max(0, count))
        return PCMBuffer(
            samples: Array(samples[(lower * channels)..<(upper * channels)]), sampleRate: sampleRate,
            channels: channels)
    }

    /// Root-mean-square level of all samples in dBFS (0 dB = full-scale square wave; −∞ for silence).
    public var rmsDBFS: Double {
        Self.rmsDBFS(samples)
    }

    /// Root-mean-square level of `samples` in dBFS; −∞ for silence or no samples.
    public static func rmsDBFS(_ samples: [Float]) -> Double {
        var sum: Double = 0
        for sample in samples { sum += Double(sample) * Double(sample) }
        return dBFS(sumOfSquares: sum, count: samples.count)
    }

    /// Root-mean-square level of 16-bit samples in dBFS (full scale 32768); −∞ for silence or no samples.
    public static func rmsDBFS(int16 samples: [Int16]) -> Double {
        dBFS(sumOfSquares: sumOfSquares(int16: samples) / (32768 * 32768), count: samples.count)
    }

    /// Energy of 16-bit samples: the sum of their squares.
    public static func sumOfSquares(int16 samples: [Int16]) -> Double {
        var sum: Double = 0
        for sample in samples { sum += Double(sample) * Double(sample) }
        return sum
    }

    private static func dBFS(sumOfSquares: Double, count: Int) -> Double {
        guard count > 0 else { return -.infinity }
        let rms = (sumOfSquares / Double(count)).squareRoot()
        return rms > 0 ? 20 * log10(rms) : -.infinity
    }
}
