import Foundation

/// Everything that can go wrong in the Audio module, each case with the context a person needs.
///
/// `description` is one line for people: what failed, on what, and what to do about it.
/// `path` values are file paths, or a label such as `"<memory>"` for audio decoded from bytes.
public enum AudioError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A file could not be read (missing, permissions, a directory …).
    case unreadableFile(path: String, reason: String)
    /// A file could not be written.
    case unwritableFile(path: String, reason: String)
    /// A file (or byte buffer) holds no data at all.
    case emptyFile(path: String)
    /// The data is not a WAV file, or its header is damaged.
    case notWAV(path: String, reason: String)
    /// A WAV file in an encoding we do not read (e.g. A-law, 12-bit).
    case unsupportedWAV(path: String, format: String)
    /// The data holds no MPEG audio frame that decodes.
    case notMP3(path: String)
    /// libmpg123 failed while opening or decoding.
    case decodeFailed(path: String, reason: String)
    /// The requested slice starts at or after the end of the audio.
    case sliceOutOfRange(path: String, start: Double, duration: Double)
    /// Sample rate or channel count that makes no sense (zero, negative, unsupported conversion).
    case invalidFormat(String)
    /// libsoxr refused to resample.
    case resampleFailed(reason: String)
    /// PortAudio (or the audio system below it) failed in `operation`.
    case audioSystem(operation: String, message: String)
    /// There is no audio output device at all.
    case noOutputDevice
    /// There is no audio input (microphone) device at all.
    case noInputDevice
    /// No device matches the name the user gave; `available` lists the ones that exist.
    case deviceNotFound(name: String, available: [String])

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unwritableFile(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .emptyFile(let path):
            return "\(path) is empty"
        case .notWAV(let path, let reason):
            return "\(path) is not a usable WAV file: \(reason)"
        case .unsupportedWAV(let path, let format):
            return "\(path) is a WAV file in an unsupported encoding (\(format)); "
                + "use 8/16/24/32-bit PCM or 32-bit float"
        case .notMP3(let path):
            return "\(path) is not an MP3 file (no MPEG audio frame decodes)"
        case .decodeFailed(let path, let reason):
            return "cannot decode \(path): \(reason)"
        case .sliceOutOfRange(let path, let start, let duration):
            return "\(path): start \(Self.seconds(start)) is past the end of the audio "
                + "(\(Self.seconds(duration)) long)"
        case .invalidFormat(let what):
            return "invalid audio format: \(what)"
        case .resampleFailed(let reason):
            return "resampling failed: \(reason)"
        case .audioSystem(let operation, let message):
            return "audio system error while trying to \(operation): \(message)"
        case .noOutputDevice:
            return "no audio output device found (use --no-audio to play without sound)"
        case .noInputDevice:
            return "no audio input device (microphone) found; voice answers are off"
        case .deviceNotFound(let name, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "no audio device matches \"\(name)\"; available: \(list)"
        }
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f s", value)
    }
}
