/// An audio device as PortAudio sees it.
///
/// `index` is PortAudio's device index, valid while PortAudio stays initialised (an `AudioSystem` lives).
public struct AudioDevice: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var name: String
    /// Host API, e.g. "ALSA" or "JACK Audio Connection Kit".
    public var hostAPI: String
    /// Maximum input channels (0: not an input).
    public var inputChannels: Int
    /// Maximum output channels (0: not an output).
    public var outputChannels: Int
    /// The rate the device prefers, in Hz.
    public var defaultSampleRate: Double
    /// PortAudio's suggested low latencies, in seconds.
    public var defaultLowOutputLatency: Double
    public var defaultLowInputLatency: Double
    public var isDefaultInput: Bool
    public var isDefaultOutput: Bool

    public init(
        index: Int, name: String, hostAPI: String, inputChannels: Int, outputChannels: Int,
        defaultSampleRate: Double, defaultLowOutputLatency: Double = 0.02, defaultLowInputLatency: Double = 0.02,
        isDefaultInput: Bool = false, isDefaultOutput: Bool = false
    ) {
        self.index = index
        self.name = name
        self.hostAPI = hostAPI
        self.inputChannels = inputChannels
        self.outputChannels = outputChannels
        self.defaultSampleRate = defaultSampleRate
        self.defaultLowOutputLatency = defaultLowOutputLatency
        self.defaultLowInputLatency = defaultLowInputLatency
        self.isDefaultInput = isDefaultInput
        self.isDefaultOutput = isDefaultOutput
    }

    /// One line for `introquiz devices`, e.g. `  3  pulse  (ALSA, in 32, out 32, 44100 Hz) [default output]`.
    public var description: String {
        var marks: [String] = []
        if isDefaultInput { marks.append("default input") }
        if isDefaultOutput { marks.append("default output") }
        let suffix = marks.isEmpty ? "" : " [\(marks.joined(separator: ", "))]"
        return "\(index)  \(name)  (\(hostAPI), in \(inputChannels), out \(outputChannels), "
            + "\(Int(defaultSampleRate)) Hz)\(suffix)"
    }

    /// All devices, listed through a short-lived `AudioSystem` (for `introquiz devices`).
    public static func all() throws -> [AudioDevice] {
        try AudioSystem().devices()
    }
}
