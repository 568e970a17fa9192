public import Audio
public import Foundation

/// Audio files made on the fly for tests (never stored in git).
public enum AudioFixtures {
    /// Which ID3 tags `lame` writes.
    public enum TagVersion: Sendable { case v1Only, v2Only, both }

    /// Encodes `buffer` to an MP3 at `url` with `lame` (CBR `kbps`), with optional title/artist tags.
    public static func mp3(
        _ buffer: PCMBuffer, at url: URL, kbps: Int = 128, title: String? = nil, artist: String? = nil,
        tags: TagVersion = .both
    ) throws {
        let wav = url.deletingPathExtension().appendingPathExtension("source.wav")
        defer { try? FileManager.default.removeItem(at: wav) }
        try WAVFile.write(buffer, to: wav)
        var arguments = ["--quiet", "-b", "\(kbps)"]
        if let title { arguments += ["--tt", title] }
        if let artist { arguments += ["--ta", artist] }
        switch tags {
        case .v1Only: arguments.append("--id3v1-only")
        case .v2Only: arguments.append("--id3v2-only")
        case .both: arguments.append("--add-id3v2")
        }
        let result = try Subprocess.run("lame", arguments + [wav.path, url.path])
        guard result.status == 0 else { throw FixtureError(command: "lame", output: result.errors) }
    }

    /// Speech synthesised by `espeak-ng` into a WAV at `url` (22.05 kHz mono).
    public static func speech(_ text: String, at url: URL, voice: String = "en-us") throws {
        let result = try Subprocess.run("espeak-ng", ["-v", voice, "-w", url.path, text])
        guard result.status == 0 else { throw FixtureError(command: "espeak-ng", output: result.errors) }
    }

    /// A fixture tool failed.
    public struct FixtureError: Error, CustomStringConvertible {
        public var command: String
        public var output: String
        public var description: String { "\(command) failed: \(output)" }
    }
}
