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

/// How loud the virtual speakers are.
enum Speakers {
    /// Records what the speakers play for `seconds` and returns its RMS level (0…1).
    static func rms(seconds: Double) throws -> Double {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("speakers-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = try VirtualAudio.Recorder(file: file)
        Thread.sleep(forTimeInterval: seconds)
        let samples = try recorder.finish().samples
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }
}
