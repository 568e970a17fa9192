internal import CPocketSphinx

/// Measures the cepstral mean of a stretch of speech with a front end of its own, configured like the
/// decoder's (same filter bank, same voice-activity detection, so only speech frames count).
///
/// PocketSphinx normalises streamed audio with a mean learned from *earlier* utterances (live CMN).
/// When the channel changes — another microphone, a narrowband headset, a new room — an utterance is
/// decoded against the wrong mean. The recogniser measures the utterance's own mean with this and
/// decodes it again (see `Recognizer`).
final class CepstralMeanMeter {
    private let frontEnd: OpaquePointer
    private let width: Int

    /// `config` is the decoder's configuration (retained by the front end).
    init?(config: OpaquePointer) {
        guard let frontEnd = fe_init_auto_r(config) else { return nil }
        self.frontEnd = frontEnd
        width = Int(fe_get_output_size(frontEnd))
    }

    deinit { fe_free(frontEnd) }

    /// The mean cepstrum and the number of speech frames it was taken over (nil when none).
    /// Frames of negative energy are left out, as PocketSphinx's own live normalisation does.
    func measure(_ samples: [Int16]) -> (mean: [Float], frames: Int)? {
        guard fe_start_utt(frontEnd) >= 0 else { return nil }
        let capacity = samples.count / 160 + 4
        var cepstra = [Float](repeating: 0, count: capacity * width)
        var produced: Int32 = 0
        cepstra.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var rows: [UnsafeMutablePointer<Float>?] = (0..<capacity).map { base + $0 * width }
            samples.withUnsafeBufferPointer { audio in
                var cursor: UnsafePointer<Int16>? = audio.baseAddress
                var remaining = audio.count
                var frames = Int32(capacity - 1)
                _ = fe_process_frames(frontEnd, &cursor, &remaining, &rows, &frames, nil)
                var last: Int32 = 0
                _ = fe_end_utt(frontEnd, base + Int(frames) * width, &last)
                produced = frames + last
            }
        }
        var sum = [Double](repeating: 0, count: width)
        var counted = 0
        for frame in 0..<Int(produced) where cepstra[frame * width] >= 0 {
            for index in 0..<width { sum[index] += Double(cepstra[frame * width + index]) }
            counted += 1
        }
        guard counted > 0 else { return nil }
        return (sum.map { Float($0 / Double(counted)) }, counted)
    }
}
