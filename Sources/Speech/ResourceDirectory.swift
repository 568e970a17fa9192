import Foundation

/// The project's `models/` directory: the espeak→CMU phone table, `extra.dict`, and optionally a model.
public struct ResourceDirectory: Sendable, Equatable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The phone mapping table used by grapheme-to-phoneme conversion.
    public var phoneTable: String { path + "/espeak-cmu-phones.tsv" }
    /// Hand-checked pronunciations that override everything else.
    public var extraDictionary: String { path + "/extra.dict" }

    /// Looks for `models/` under `INTROQUIZ_RESOURCES`, the working directory, then the directories
    /// above the running executable (so `.build/debug/introquiz` finds the checkout's `models/`).
    public static func find(
        environment: [String: String]? = nil,
        executable: String? = nil
    ) -> ResourceDirectory? {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let executable = executable ?? CommandLine.arguments.first ?? ""
        var candidates: [String] = []
        if let env = environment["INTROQUIZ_RESOURCES"], !env.isEmpty { candidates.append(env) }
        candidates.append(FileManager.default.currentDirectoryPath + "/models")
        var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("models").path)
            dir = dir.deletingLastPathComponent()
        }
        // Tests run from the checkout; #filePath anchors them even when the working directory differs.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("models").path)
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/espeak-cmu-phones.tsv") {
            return ResourceDirectory(path: candidate)
        }
        return nil
    }
}
