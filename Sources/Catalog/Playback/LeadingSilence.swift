public import Audio

/// Finds where the music really starts in a decoded buffer.
public enum LeadingSilence {
    /// Seconds before the first 20 ms window louder than `thresholdDBFS`; the buffer's duration when it is
    /// silent throughout.
    public static func onset(in buffer: PCMBuffer, thresholdDBFS: Double = -50, window: Double = 0.02) -> Double {
        let mono = buffer.channels == 1 ? buffer : buffer.mono()
        let size = max(1, Int(Double(mono.sampleRate) * window))
        var start = 0
        while start < mono.samples.count {
            let end = min(start + size, mono.samples.count)
            if PCMBuffer.rmsDBFS(Array(mono.samples[start..<end])) > thresholdDBFS {
                return Double(start) / Double(mono.sampleRate)
            }
            start = end
        }
        return mono.duration
    }
}
