extension Player {
    /// A player (not started) for `seconds` of `clip` from `start`, decoded at the output device's own
    /// rate in stereo (or mono on a mono device), so PortAudio plays it without converting.
    ///
    /// Throws the decoder's errors (`sliceOutOfRange` …) and the player's (`noOutputDevice` …).
    public static func slice(
        of clip: MP3Decoder, start: Double, seconds: Double?, device: AudioDevice? = nil, system: AudioSystem
    ) throws -> Player {
        let device = try device ?? system.outputDevice()
        return try Player(sliceAudio(of: clip, start: start, seconds: seconds, for: device), device: device, system: system)
    }

    /// `seconds` of `clip` from `start` as `device` plays it: at its own rate, stereo (mono on a mono device).
    public static func sliceAudio(of clip: MP3Decoder, start: Double, seconds: Double?, for device: AudioDevice) throws
        -> PCMBuffer
    {
        try clip.decode(
            start: start, seconds: seconds, outputRate: Int(device.defaultSampleRate.rounded()),
            channels: min(2, max(1, device.outputChannels)))
    }
}
