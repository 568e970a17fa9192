public import Audio
public import Foundation

/// Test signals and simple measurements on them.
public enum Signals {
    /// A sine of `frequency` Hz, `seconds` long, peak `amplitude`, the same on every channel.
    public static func sine(
        frequency: Double, seconds: Double, sampleRate: Int, channels: Int = 1, amplitude: Float = 0.5
    ) -> PCMBuffer {
        let frames = Int((seconds * Double(sampleRate)).rounded())
        var samples = [Float](repeating: 0, count: frames * channels)
        for frame in 0..<frames {
            let value = amplitude * Float(sin(2 * Double.pi * frequency * Double(frame) / Double(sampleRate)))
            for channel in 0..<channels { samples[frame * channels + channel] = value }
        }
        return PCMBuffer(samples: samples, sampleRate: sampleRate, channels: channels)
    }

    /// Frequency of the dominant tone of a buffer (mixed to mono), from the median distance between
    /// rising zero crossings (interpolated between samples), so a dropout or click does not skew it.
    public static func frequency(of buffer: PCMBuffer) -> Double {
        let mono = buffer.mono().samples
        var crossings: [Double] = []
        for index in 1..<max(1, mono.count) where mono[index - 1] < 0 && mono[index] >= 0 {
            let fraction = Double(-mono[index - 1] / (mono[index] - mono[index - 1]))
            crossings.append(Double(index - 1) + fraction)
        }
        guard crossings.count > 2 else { return 0 }
        let periods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }.sorted()
        return Double(buffer.sampleRate) / periods[periods.count / 2]
    }

    /// Seconds during which the mono level (in 10 ms windows) is above `thresholdDBFS`, from the first
    /// loud window to the last; nil when nothing is loud. Returns (start, end) in seconds.
    public static func loudSpan(of buffer: PCMBuffer, thresholdDBFS: Double = -40) -> (start: Double, end: Double)? {
        let mono = buffer.mono().samples
        let window = max(1, buffer.sampleRate / 100)
        var start: Int?
        var end = 0
        var index = 0
        while index < mono.count {
            let slice = Array(mono[index..<min(mono.count, index + window)])
            if PCMBuffer.rmsDBFS(slice) > thresholdDBFS {
                if start == nil { start = index }
                end = index + slice.count
            }
            index += window
        }
        guard let start else { return nil }
        return (Double(start) / Double(buffer.sampleRate), Double(end) / Double(buffer.sampleRate))
    }

    /// Exact sample index where a signal first exceeds `threshold` in absolute value, or nil.
    public static func firstSample(of buffer: PCMBuffer, above threshold: Float) -> Int? {
        buffer.mono().samples.firstIndex { abs($0) > threshold }
    }

    /// Exact sample index after which the signal stays below `threshold` in absolute value, or nil.
    public static func lastSample(of buffer: PCMBuffer, above threshold: Float) -> Int? {
        buffer.mono().samples.lastIndex { abs($0) > threshold }
    }

    /// A fresh temporary directory for one test; remove it when done.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("introquiz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
