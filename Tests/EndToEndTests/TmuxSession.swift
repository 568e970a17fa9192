import Foundation
import Testing
import TestSupport

/// A private tmux server running one command in an 80×24 window: type keys, read the screen.
final class TmuxSession {
    let socket = "introquiz-e2e-\(UUID().uuidString.prefix(8))"

    /// Starts `shellCommand` (run by sh) with `environment` added.
    init(_ shellCommand: String, environment: [String: String], columns: Int = 80, rows: Int = 24) throws {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "game", "env \(exports) sh -c \"\(shellCommand)\""])
    }

    deinit {
        _ = try? Subprocess.run("tmux", ["-L", socket, "kill-server"], timeout: 10)
    }

    /// Sends tmux key names ("2", "Enter", "Escape", "C-c").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "game"] + keys)
    }

    /// The visible screen as text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "game"]).output
    }

    /// Waits until the screen contains `text` (polls every 100 ms); returns the screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("screen never showed \"\(text)\"; last screen:\n\(last)")
        return last
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> Subprocess.Result {
        let result = try Subprocess.run("tmux", ["-L", socket] + arguments, timeout: 20)
        if result.status != 0 { Issue.record("tmux \(arguments.first ?? "") failed: \(result.errors)") }
        return result
    }
}

/// Tests that need the private PulseAudio of `scripts/with-virtual-audio` (never skipped: they fail outside it).
enum VirtualAudio {
    static func require() {
        if ProcessInfo.processInfo.environment["PULSE_SERVER"] == nil {
            Issue.record("run under scripts/with-virtual-audio (make test does): no private PulseAudio")
        }
    }

    /// Records what the speakers play for `seconds` and returns its RMS level (0…1).
    static func speakersRMS(seconds: Double) throws -> Double {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("speakers-\(UUID().uuidString).raw")
        defer { try? FileManager.default.removeItem(at: raw) }
        let recorder = try Subprocess(
            "sh", ["-c", "exec parec --device=speakers.monitor --raw --format=s16le --rate=16000 --channels=1 > '\(raw.path)'"])
        Thread.sleep(forTimeInterval: seconds)
        recorder.terminate()
        _ = try recorder.wait(timeout: 10)
        let data = try Data(contentsOf: raw)
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot() / 32768
    }
}
