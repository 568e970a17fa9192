import Foundation

extension AudioDevice {
    /// Picks an output from `devices`: the one named `name` (exact, case-insensitive, else the first whose
    /// name contains it), or with `name` nil the default output, else the first output.
    ///
    /// Throws `noOutputDevice` when there is no output at all, `deviceNotFound` (listing the outputs)
    /// when none matches.
    public static func chooseOutput(named name: String?, from devices: [AudioDevice]) throws -> AudioDevice {
        let outputs = devices.filter { $0.outputChannels > 0 }
        guard let fallback = outputs.first(where: \.isDefaultOutput) ?? outputs.first else {
            throw AudioError.noOutputDevice
        }
        guard let name else { return fallback }
        return try pick(name, from: outputs)
    }

    /// Picks an input from `devices` like `chooseOutput`; throws `noInputDevice` when there is no input.
    public static func chooseInput(named name: String?, from devices: [AudioDevice]) throws -> AudioDevice {
        let inputs = devices.filter { $0.inputChannels > 0 }
        guard let fallback = inputs.first(where: \.isDefaultInput) ?? inputs.first else {
            throw AudioError.noInputDevice
        }
        guard let name else { return fallback }
        return try pick(name, from: inputs)
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
