import Foundation

extension AudioDevice {
    /// Picks an output from `devices`: the one named `name` (exact, case-insensitive, else the first whose
    /// name contains it), or with `name` nil the default output, else the first output.
    ///
    /// Throws `noOutputDevice` when there is no output at all, `deviceNotFound` (listing the outputs)
    /// when none matches.
    public static func chooseOutput(named name: String?, from devices: [AudioDevice]) throws -> AudioDevice {
        try choose(named: name, from: devices.filter { $0.outputChannels > 0 }, isDefault: \.isDefaultOutput, none: .noOutputDevice)
    }

    /// Picks an input from `devices` like `chooseOutput`; throws `noInputDevice` when there is no input.
    public static func chooseInput(named name: String?, from devices: [AudioDevice]) throws -> AudioDevice {
        try choose(named: name, from: devices.filter { $0.inputChannels > 0 }, isDefault: \.isDefaultInput, none: .noInputDevice)
    }

    /// `name`'s device among `candidates`, or with `name` nil the default one, else the first.
    private static func choose(
        named name: String?, from candidates: [AudioDevice], isDefault: KeyPath<AudioDevice, Bool>, none: AudioError
    ) throws -> AudioDevice {
        guard let fallback = candidates.first(where: { $0[keyPath: isDefault] }) ?? candidates.first else { throw none }
        guard let name else { return fallback }
        return try pick(name, from: candidates)
    }

    private static func pick(_ name: String, from devices: [AudioDevice]) throws -> AudioDevice {
        if let exact = devices.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
            return exact
        }
        if let partial = devices.first(where: { $0.name.range(of: name, options: .caseInsensitive) != nil }) {
            return partial
        }
        throw AudioError.deviceNotFound(name: name, available: devices.map(\.name))
    }
}
