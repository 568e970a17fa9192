internal import CPortAudio
internal import CShims
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// PortAudio, initialised for as long as this object lives (`Pa_Initialize` … `Pa_Terminate`).
///
/// PortAudio counts initialisations, so several systems may coexist; players and microphones keep
/// theirs alive. Starting PortAudio on Linux makes ALSA and JACK print dozens of lines of chatter about
/// devices they probe. We keep the terminal clean: an ALSA error handler drops ALSA's messages,
/// `JACK_NO_START_SERVER=1` stops JACK from trying to start a server, and stderr goes to a temporary file
/// during `Pa_Initialize`. Real failures still come back as return codes, and if initialisation fails,
/// the last thing printed there is included in the error.
public final class AudioSystem: Sendable {
    /// Serialises Pa_Initialize/Pa_Terminate and the stderr redirection, which are process-global.
    private static let lifecycle = Mutex(())

    /// Starts PortAudio quietly. Throws `AudioError.audioSystem` when it cannot start.
    public init() throws {
        try Self.lifecycle.withLock { _ in
            setenv("JACK_NO_START_SERVER", "1", 0)
            cshims_alsa_silence()
            var chatter = ""
            let status = Self.withStderrCaptured(into: &chatter) { Pa_Initialize() }
            guard status == paNoError.rawValue else {
                let last = chatter.split(separator: "\n").last.map { " (\($0))" } ?? ""
                throw AudioError.audioSystem(
                    operation: "start PortAudio", message: Self.text(status) + last)
            }
        }
    }

    deinit {
        Self.lifecycle.withLock { _ in _ = Pa_Terminate() }
    }

    /// Every device PortAudio sees, in PortAudio's order.
    public func devices() -> [AudioDevice] {
        let count = Pa_GetDeviceCount()
        guard count > 0 else { return [] }
        let defaultInput = Pa_GetDefaultInputDevice()
        let defaultOutput = Pa_GetDefaultOutputDevice()
        return (0..<count).compactMap { index in
            guard let info = Pa_GetDeviceInfo(index)?.pointee else { return nil }
            let api = Pa_GetHostApiInfo(info.hostApi).map { String(cString: $0.pointee.name) } ?? "?"
            return AudioDevice(
                index: Int(index), name: String(cString: info.name), hostAPI: api,
                inputChannels: Int(info.maxInputChannels), outputChannels: Int(info.maxOutputChannels),
                defaultSampleRate: info.defaultSampleRate,
                defaultLowOutputLatency: info.defaultLowOutputLatency,
                defaultLowInputLatency: info.defaultLowInputLatency,
                isDefaultInput: index == defaultInput, isDefaultOutput: index == defaultOutput)
        }
    }

    /// The output device whose name contains `name` (case-insensitive; an exact match wins), or the
    /// default output when `name` is nil. Throws `noOutputDevice` or `deviceNotFound` (listing outputs).
    public func outputDevice(named name: String? = nil) throws -> AudioDevice {
        try AudioDevice.chooseOutput(named: name, from: devices())
    }

    /// The input device whose name contains `name` (case-insensitive; an exact match wins), or the
    /// default input when `name` is nil. Throws `noInputDevice` or `deviceNotFound` (listing inputs).
    public func inputDevice(named name: String? = nil) throws -> AudioDevice {
        try AudioDevice.chooseInput(named: name, from: devices())
    }

    // MARK: - PortAudio errors

    /// PortAudio's own text for an error code.
    static func text(_ code: PaError) -> String {
        Pa_GetErrorText(code).map { String(cString: $0) } ?? "PortAudio error \(code)"
    }

    /// Throws `AudioError.audioSystem` for any PortAudio code other than `paNoError`.
    static func check(_ code: PaError, _ operation: String) throws {
        if code != paNoError.rawValue {
            throw AudioError.audioSystem(operation: operation, message: text(code))
        }
    }

    /// Runs `body` with file descriptor 2 pointing at a temporary file, then restores it and returns
    /// what was written there in `captured`.
    private static func withStderrCaptured<T>(into captured: inout String, _ body: () -> T) -> T {
        fflush(nil)
        let saved = dup(2)
        var template = Array("\(NSTemporaryDirectory())/introquiz-stderr.XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard saved >= 0, file >= 0 else {
            if saved >= 0 { close(saved) }
            return body()
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        unlink(path)  // the open descriptor keeps it readable
        dup2(file, 2)
        let result = body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        lseek(file, 0, SEEK_SET)
        var bytes = [UInt8](repeating: 0, count: 65_536)
        let count = read(file, &bytes, bytes.count)
        close(file)
        captured = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
        return result
    }
}
