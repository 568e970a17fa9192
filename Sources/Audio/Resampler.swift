internal import CSoxr

/// Sample-rate and channel conversion of whole buffers with libsoxr (high quality).
///
/// For a live stream (the microphone) see `StreamResampler`, which keeps filter state between chunks.
public enum Resampler {
    /// The rate and layout speech recognition wants: 16 kHz mono.
    public static let speechRate = 16_000

    /// Converts `buffer` to `toRate` frames per second and `channels` channels.
    ///
    /// Channels: any → 1 averages; 1 → n copies; n → n keeps; stereo-or-more → 2 keeps the first two.
    /// Throws `AudioError.invalidFormat` for a non-positive rate or channel count.
    public static func convert(_ buffer: PCMBuffer, toRate: Int, channels: Int) throws -> PCMBuffer {
        guard toRate > 0, channels > 0 else {
            throw AudioError.invalidFormat("cannot convert to \(toRate) Hz with \(channels) channels")
        }
        let remixed = remix(buffer, to: channels)
        if remixed.sampleRate == toRate || remixed.samples.isEmpty {
            return PCMBuffer(samples: remixed.samples, sampleRate: toRate, channels: channels)
        }
        return try resample(remixed, toRate: toRate)
    }

    /// Any buffer → 16 kHz mono Int16, the format PocketSphinx needs.
    public static func speechInput(_ buffer: PCMBuffer) throws -> [Int16] {
        try convert(buffer, toRate: speechRate, channels: 1).int16Samples()
    }

    /// Channel conversion only, at the same rate.
    static func remix(_ buffer: PCMBuffer, to channels: Int) -> PCMBuffer {
        if buffer.channels == channels { return buffer }
        if channels == 1 { return buffer.mono() }
        let frames = buffer.frameCount
        let width = buffer.channels
        var out = [Float](repeating: 0, count: frames * channels)
        for frame in 0..<frames {
            for channel in 0..<channels {
                let from = min(channel, width - 1)  // mono copies channel 0 everywhere
                out[frame * channels + channel] = buffer.samples[frame * width + from]
            }
        }
        return PCMBuffer(samples: out, sampleRate: buffer.sampleRate, channels: channels)
    }

    private static func resample(_ buffer: PCMBuffer, toRate: Int) throws -> PCMBuffer {
        let ratio = Double(toRate) / Double(buffer.sampleRate)
        let outFrames = Int((Double(buffer.frameCount) * ratio).rounded(.up)) + 16
        var out = [Float](repeating: 0, count: outFrames * buffer.channels)
        var done = 0
        var io = soxr_io_spec(SOXR_FLOAT32_I, SOXR_FLOAT32_I)
        var quality = soxr_quality_spec(UInt(SOXR_HQ), 0)
        let failure = buffer.samples.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                soxr_oneshot(
                    Double(buffer.sampleRate), Double(toRate), UInt32(buffer.channels),
                    input.baseAddress, buffer.frameCount, nil,
                    output.baseAddress, outFrames, &done,
                    &io, &quality, nil)
            }
        }
        if let failure {
            throw AudioError.resampleFailed(reason: String(cString: failure))
        }
        out.removeSubrange((done * buffer.channels)...)
        return PCMBuffer(samples: out, sampleRate: toRate, channels: buffer.channels)
    }
}
