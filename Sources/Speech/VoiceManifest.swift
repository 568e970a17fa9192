public import Foundation

/// A voice sample manifest (fixed format, see DESIGN.md): audio files with their choices and the
/// expected answer (`nil` = the right outcome is no answer), optionally with the playback reference.
public struct VoiceManifest: Sendable, Equatable {
    public struct Sample: Sendable, Equatable, Decodable {
        /// WAV path relative to the manifest.
        public var audio: String
        public var choices: [String]
        /// One of `choices`, or nil when no answer is right.
        public var expect: String?
        public var note: String?
        /// WAV of what the speakers played, starting at the same instant as `audio`.
        public var playback: String?
    }

    public var samples: [Sample]
    /// The manifest's directory; sample paths are relative to it.
    public var directory: URL

    private struct File: Decodable { var samples: [Sample] }

    /// Parses and checks a manifest. Errors are `SpeechError.badData` (exit 65) or `.missingInput`.
    public init(contentsOf url: URL) throws(SpeechError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .missingInput(file: url.path) }
        try self.init(data: data, directory: url.deletingLastPathComponent(), label: url.path)
    }

    public init(data: Data, directory: URL, label: String) throws(SpeechError) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .badData(file: label, reason: "not a voice sample manifest (\(Self.describe(error)))")
        }
        for (index, sample) in file.samples.enumerated() {
            if sample.choices.isEmpty {
                throw .badData(file: label, reason: "sample \(index + 1) (\(sample.audio)) has no choices")
            }
            if let expect = sample.expect, !sample.choices.contains(expect) {
                throw .badData(
                    file: label, reason: "sample \(index + 1) (\(sample.audio)) expects \"\(expect)\", not one of its choices")
            }
        }
        samples = file.samples
        self.directory = directory
    }

    /// The absolute URL of a path relative to the manifest.
    public func url(for relative: String) -> URL {
        relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : directory.appendingPathComponent(relative)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}
