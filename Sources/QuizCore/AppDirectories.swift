public import Foundation

/// Where IntroQuiz keeps its files, following the XDG base directory specification.
///
/// Saves go to `$XDG_STATE_HOME/introquiz` (default `~/.local/state/introquiz`); leaderboard and answer
/// history to `$XDG_DATA_HOME/introquiz` (default `~/.local/share/introquiz`); library indexes and downloaded
/// previews to `$XDG_CACHE_HOME/introquiz` (default `~/.cache/introquiz`). A variable that is unset,
/// empty or not an absolute path is ignored, as the specification says.
public struct AppDirectories: Hashable, Sendable {
    /// Saved games (resume, replay).
    public var state: URL
    /// Leaderboard and answer history.
    public var data: URL
    /// What can be made again: library indexes, Deezer previews.
    public var cache: URL

    /// Directories from explicit paths (tests, `--state-dir`-style overrides); the cache defaults to `state`'s
    /// sibling `cache`.
    public init(state: URL, data: URL, cache: URL? = nil) {
        self.state = state
        self.data = data
        self.cache = cache ?? state.deletingLastPathComponent().appendingPathComponent("cache", isDirectory: true)
    }

    /// Directories from an environment (normally `ProcessInfo.processInfo.environment`; tests pass their own).
    public init(environment: [String: String]) throws(StoreError) {
        state = try Self.resolve("XDG_STATE_HOME", default: ".local/state", in: environment)
        data = try Self.resolve("XDG_DATA_HOME", default: ".local/share", in: environment)
        cache = try Self.resolve("XDG_CACHE_HOME", default: ".cache", in: environment)
    }

    private static func resolve(
        _ variable: String, default relative: String, in environment: [String: String]
    ) throws(StoreError) -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true).appendingPathComponent("introquiz", isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noHome(variable: variable) }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(relative, isDirectory: true)
            .appendingPathComponent("introquiz", isDirectory: true)
    }
}
