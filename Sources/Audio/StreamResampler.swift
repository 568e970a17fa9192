internal import CSoxr

/// A libsoxr resampler for a live stream: feed chunks of any size, get the converted samples so far.
///
/// Keeps filter state between calls, so chunk edges leave no clicks. Mono or interleaved; not
/// thread-safe (one consumer thread uses it).
public final class StreamResampler {
    public let inputRate: Int
    public let outputRate: Int
    public let channels: Int
    private let handle: soxr_t

    /// Throws `invalidFormat` for non-positive rates/channels, `resampleFailed` if soxr refuses.
    public init(from inputRate: Int, to outputRate: Int, channels: Int = 1) throws {
        guard inputRate > 0, outputRate > 0, channels > 0 else {
            throw AudioError.invalidFormat("cannot stream-resample \(inputRate) → \(outputRate) Hz, \(channels) ch")
        }
        var io = soxr_io_spec(SOXR_FLOAT32_I, SOXR_FLOAT32_I)
        var quality = soxr_quality_spec(UInt(SOXR_HQ), 0)
        var failure: soxr_error_t?
        guard
            let handle = soxr_create(
                Double(inputRate), Double(outputRate), UInt32(channels), &failure, &io, &quality, nil),
            failure == nil
        else {
            throw AudioError.resampleFailed(reason: failure.map { String(cString: $0) } ?? "soxr_create failed")
        }
        self.inputRate = inputRate
        self.outputRate = outputRate
        self.channels = channels
        self.handle = handle
    }

    deinit {
        soxr_delete(handle)
    }

    /// Converts `input` (interleaved) and returns the output that is ready.
    public func process(_ input: [Float]) throws -> [Float] {
        if input.count < channels { return [] }  // an empty input would tell soxr the stream has ended
        let frames = input.count / channels
        let capacity = Int(Double(frames) * Double(outputRate) / Double(inputRate)) + 64
        var out = [Float](repeating: 0, count: capacity * channels)
        var done = 0
        let failure = input.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                soxr_process(handle, source.baseAddress, frames, nil, target.baseAddress, capacity, &done)
            }
        }
        if let failure { throw AudioError.resampleFailed(reason: String(cString: failure)) }
        out.removeSubrange((done * channels)...)
        return out
    }
}
