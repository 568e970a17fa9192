public import Audio
public import Foundation

/// The real `IntroDecoding`: libmpg123 through `MP3Decoder`, one decoder per call (decoders are cheap and
/// not thread-safe).
public struct MPG123IntroDecoder: IntroDecoding {
    /// Creates the decoder.
    public init() {}

    public func decode(file: URL, start: Double, seconds: Double, outputRate: Int, channels: Int) throws -> PCMBuffer {
        let decoder = try MP3Decoder(path: file.path)
        let from = start < decoder.duration ? start : 0
        return try decoder.decode(start: from, seconds: seconds, outputRate: outputRate, channels: channels)
    }
}
