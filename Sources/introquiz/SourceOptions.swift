import ArgumentParsing
import Catalog
import Foundation
import QuizCore

/// The question sources of a command line, resolved to tracks (shared by `play` and `sources`).
struct SourceOptions {
    var specs: [SourceSpec]
    /// A stable key for leaderboards ("pack:demo", "library:/music+artist:Daft Punk").
    var key: String
    /// Shown in the game's header.
    var displayName: String
    var apiBase: URL

    /// Reads the source flags in command-line order; none → the built-in demo pack.
    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        var specs: [SourceSpec] = []
        for occurrence in arguments.occurrences {
            let flag = "--" + occurrence.name
            guard SourceSpec.flags.contains(where: { $0.name == flag }) else { continue }
            if occurrence.name == "history", occurrence.value == "mine" {
                let store = ResultsStore(directories: try AppDirectories(environment: context.environment))
                specs.append(.answerHistory(store.historyFile))
                continue
            }
            do {
                specs.append(
                    try SourceSpec.parse(flag: flag, value: occurrence.value, currentDirectory: context.currentDirectory))
            } catch {
                throw CommandFailure(error.description, status: .usage)
            }
        }
        if specs.isEmpty {
            specs = [.pack(try BuiltInPack.locate(environment: context.environment))]
            key = Self.demoKey
        } else {
            key = specs.map(\.label).joined(separator: " + ")
        }
        self.specs = specs
        displayName = Self.packName(specs) ?? (specs.count == 1 ? specs[0].label : "\(specs.count) sources")
        let base = arguments.string("api-base") ?? DeezerClient.defaultBase.absoluteString
        guard let url = URL(string: base), url.scheme == "http" || url.scheme == "https" else {
            throw CommandFailure("--api-base must be an http(s) URL (got \(base))", status: .usage)
        }
        apiBase = url
    }

    /// The leaderboard key of the built-in pack.
    static let demoKey = "demo pack"

    /// The sources of a game being resumed: those on the command line, else the built-in pack when the game
    /// was played on it.
    init(key: String, arguments: ParsedArguments, context: CommandContext) throws {
        try self.init(arguments, context: context)
        guard self.key != key else { return }
        if self.key != Self.demoKey {  // other sources were named on the command line
            context.error("introquiz play: resuming a game played on \(key) with \(self.key)")
        } else {
            throw CommandFailure(
                "the unfinished game was played on \(key): give the same source flags with --resume", status: .usage)
        }
    }

    /// The catalog services for these sources (`--api-base`, XDG cache), giving intros at `outputRate` (the
    /// speakers' own rate, so nothing resamples them on the way out).
    func services(context: CommandContext, outputRate: Int = 44_100) throws -> CatalogServices {
        CatalogServices(
            apiBase: apiBase, cacheDirectory: try AppDirectories(environment: context.environment).cache,
            outputRate: outputRate)
    }

    /// Resolves every source; a library scan shows a progress bar on stderr.
    func resolve(with services: CatalogServices, context: CommandContext) async -> SourceReport {
        let showProgress = context.environment["INTROQUIZ_QUIET"] == nil
        let report = await services.resolver.resolve(specs) { progress in
            guard showProgress, case .scanning(let directory, let scan) = progress else { return }
            context.progress("\r" + ProgressBar.line(scan, label: directory) + "\u{1B}[K")
        }
        if showProgress, specs.contains(where: { if case .library = $0 { true } else { false } }) {
            context.progress("\r\u{1B}[K")
        }
        return report
    }

    /// The pack's own name when the only source is a pack.
    private static func packName(_ specs: [SourceSpec]) -> String? {
        guard specs.count == 1, case .pack(let directory) = specs[0],
            let data = try? Data(contentsOf: directory.appendingPathComponent("pack.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["name"] as? String
    }
}

/// Where the built-in demo pack is: `$INTROQUIZ_DEMO_PACK`, next to the executable's checkout
/// (`.build/<config>/introquiz` → `samples/demo`), or an installed copy.
enum BuiltInPack {
    static func locate(environment: [String: String]) throws -> URL {
        var candidates: [URL] = []
        if let path = environment["INTROQUIZ_DEMO_PACK"] { candidates.append(URL(fileURLWithPath: path)) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("samples/demo"))
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: "/usr/local/share/introquiz/demo"))
        candidates.append(URL(fileURLWithPath: "/usr/share/introquiz/demo"))
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("pack.json").path) {
            return candidate.standardizedFileURL
        }
        throw CommandFailure(
            "the built-in demo pack is missing (looked in \(candidates.first?.path ?? "samples/demo") and beside the "
                + "program); run `make demo` in the source folder or give a source such as --library DIR",
            status: .noInput)
    }
}
