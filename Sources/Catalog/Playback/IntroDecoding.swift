public import Audio
public import Foundation

/// Decodes part of an MP3 file to PCM. The real one wraps libmpg123 (`MP3Decoder` in module Audio).
public protocol IntroDecoding: Sendable {
    /// Decodes `seconds` of `file` from `start`, resampled to `outputRate` with `channels` channels.
    func decode(file: URL, start: Double, seconds: Double, outputRate: Int, channels: Int) throws -> PCMBuffer
}
