public import Foundation

/// The Audio side of the `decode`, `listen` and `devices` commands, ready for the CLI to call.
///
/// Errors are `AudioError`s: the CLI prints their description (one line naming the file or device)
/// and maps them to exit codes.
public enum AudioCommands {
    /// `introquiz decode CLIP [--start S] [--seconds S] --out FILE.wav`: decodes the slice at the clip's
    /// own rate and channels and writes it as 16-bit PCM, one second at a time. Returns its length in
    /// seconds.
    @discardableResult
    public static func decode(clip: String, start: Double = 0, seconds: Double? = nil, to output: URL) throws
        -> Double
    {
        let decoder = try MP3Decoder(path: clip)
        let writer = try WAVWriter(url: output, sampleRate: decoder.nativeRate, channels: decoder.nativeChannels)
        var frames = 0
        try decoder.decodeNative(start: start, seconds: seconds) { block in
            try writer.append(block)
            frames += block.frameCount
        }
        try writer.finish()
        return Double(frames) / Double(decoder.nativeRate)
    }

    /// `introquiz listen CLIP [--seconds S]`: plays the slice on `device` (a name, or the default output)
    /// and returns once it has been heard. `onStart` is called with the player once it has started, for
    /// a caller that wants to show timing or stop early.
    public static func listen(
        clip: String, start: Double = 0, seconds: Double? = nil, device: String? = nil,
        onStart: (@Sendable (Player) -> Void)? = nil
    ) async throws {
        let decoder = try MP3Decoder(path: clip)
        let system = try AudioSystem()
        let output = try system.outputDevice(named: device)
        let player = try Player.slice(of: decoder, start: start, seconds: seconds, device: output, system: system)
        try player.start()
        onStart?(player)
        await player.waitUntilFinished()
    }

    /// `introquiz devices`: one line per device (see `AudioDevice.description`), inputs and outputs.
    public static func deviceListing() throws -> String {
        let devices = try AudioDevice.all()
        if devices.isEmpty { return "no audio devices found" }
        return devices.map(\.description).joined(separator: "\n")
    }
}
