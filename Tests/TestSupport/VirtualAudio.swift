public import Audio
public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The private PulseAudio server that `scripts/with-virtual-audio` runs tests in.
///
/// Real-audio tests call `VirtualAudio.require()` first: outside the script it throws an error telling
/// how to run them, so they fail loudly instead of being skipped.
public enum VirtualAudio {
    /// Thrown when tests needing the virtual devices run outside `scripts/with-virtual-audio`.
    public struct NotRunning: Error, CustomStringConvertible {
        public var description: String {
            "real-audio tests need the virtual devices: run them as "
                + "`scripts/with-virtual-audio swift test --skip-build` (make test does)"
        }
    }

    /// Throws `NotRunning` unless PULSE_SERVER points at the script's server.
    public static func require() throws {
        guard ProcessInfo.processInfo.environment["PULSE_SERVER"] != nil,
            ProcessInfo.processInfo.environment["INTROQUIZ_VIRTUAL_AUDIO"] == "1"
        else { throw NotRunning() }
    }

    /// Plays a WAV file into the virtual microphone (what `mic` then hears); returns the running player.
    /// With 20 ms of buffer paplay underran now and then on this 2-core machine, and the null sink filled each gap with
    /// silence: the microphone test's speech drifted up to 230 ms late over 3 s (envelope correlation 0.38–0.79
    /// in 7 of 26 runs). With 100 ms: no drift in 10 runs, correlation 0.965–0.997.
    public static func feedMicrophone(_ wav: URL) throws -> Subprocess {
        try Subprocess("paplay", ["--device=micfeed", "--latency-msec=100", wav.path])
    }

    /// Records what the virtual speakers play.
    public final class Recorder {
        private let process: Subprocess
        private let file: URL
        public let sampleRate = 48_000

        /// Starts `parec` on the speakers' monitor and returns once audio data is flowing.
        public init(file: URL) throws {
            self.file = file
            process = try Subprocess(
                "parec",
                [
                    "--device=speakers.monitor", "--latency-msec=10", "--rate=\(sampleRate)", "--channels=1",
                    "--format=s16le", "--file-format=wav", file.path,
                ])
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
                if size > 44 + 2 * 480 { return }  // header + 10 ms of audio
                usleep(5_000)
            }
            process.terminate(SIGKILL)
            _ = try? process.wait(timeout: 2)
            throw AudioFixtures.FixtureError(command: "parec", output: "no audio from speakers.monitor in 5 s")
        }

        /// Seconds recorded so far (from the file size).
        public var recordedSeconds: Double {
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            return Double(max(0, size - 44)) / Double(2 * sampleRate)
        }

        /// Stops recording and returns what was recorded.
        public func finish() throws -> PCMBuffer {
            process.terminate(SIGINT)
            _ = try process.wait(timeout: 5)
            // parec leaves the RIFF sizes unset when interrupted; WAVFile reads what is there.
            return try WAVFile.read(from: file)
        }
    }
}
