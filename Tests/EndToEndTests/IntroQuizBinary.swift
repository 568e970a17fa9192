import Foundation
import TestSupport

/// The built `introquiz` binary and a private home for its saves, scores and caches.
struct IntroQuizBinary {
    /// The debug build `swift build --build-tests` made next to the tests.
    static var path: String {
        let candidates = [".build/debug/introquiz", ".build/release/introquiz"].map {
            packageRoot.appendingPathComponent($0).path
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    static var demoPack: URL { packageRoot.appendingPathComponent("samples/demo") }

    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory(prefix: "introquiz-e2e")
    }

    /// XDG folders inside the private home; no colours, no progress bars.
    var environment: [String: String] {
        [
            "XDG_STATE_HOME": home.url.appendingPathComponent("state").path,
            "XDG_DATA_HOME": home.url.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.url.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.url.appendingPathComponent("config").path,
            "HOME": home.url.path,
            "NO_COLOR": "1",
            "INTROQUIZ_QUIET": "1",
        ]
    }

    /// Runs `introquiz ARGS` with `input` on stdin (nothing when nil).
    func run(_ arguments: [String], input: String? = nil, timeout: Double = 120) throws -> Subprocess.Result {
        var stdin: URL?
        if let input {
            let file = home.url.appendingPathComponent("stdin-\(UUID().uuidString).txt")
            try Data(input.utf8).write(to: file)
            stdin = file
        }
        return try Subprocess.run(Self.path, arguments, stdin: stdin, environment: environment, timeout: timeout)
    }

    /// The samples of DIR/manifest.json (what `record` and `play --voice-log` write); nil when there is none, or it
    /// is not a manifest.
    static func manifestSamples(in directory: URL) -> [[String: Any]]? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("manifest.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["samples"] as? [[String: Any]]
    }

    /// The saved games (`$XDG_STATE_HOME/introquiz/games/*.json`).
    var savedGames: [URL] {
        let directory = home.url.appendingPathComponent("state/introquiz/games")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
    }
}
