import Foundation

/// Where the PocketSphinx acoustic model and its pronouncing dictionary live.
///
/// Lookup order: an explicit directory (`--model`), `INTROQUIZ_MODEL`, the project's `models/`
/// directory, then Debian's `/usr/share/pocketsphinx/model/en-us` (package pocketsphinx-en-us).
/// A directory may be either the model root (holding `en-us/` and `cmudict-en-us.dict`) or the
/// acoustic model itself (holding `mdef`), with the dictionary beside or inside it.
public struct AcousticModel: Sendable, Equatable {
    /// The acoustic model directory (holds `mdef`, `means`, …).
    public let acousticDirectory: String
    /// The pronouncing dictionary (cmudict-en-us.dict).
    public let dictionary: String

    /// The phone language model for the phone-loop decode used in rejection (`en-us-phone.lm.bin`).
    public var phoneLanguageModel: String {
        ((dictionary as NSString).deletingLastPathComponent as NSString).appendingPathComponent("en-us-phone.lm.bin")
    }

    /// Debian's install location.
    public static let debianDirectory = "/usr/share/pocketsphinx/model/en-us"

    public init(acousticDirectory: String, dictionary: String) {
        self.acousticDirectory = acousticDirectory
        self.dictionary = dictionary
    }

    /// Finds the model, trying `explicit`, then `environment["INTROQUIZ_MODEL"]`, then `models/` in
    /// `resources`, then Debian's directory. An explicit or environment path that is wrong is an
    /// error (not silently skipped), so the user learns their setting is broken.
    public static func locate(
        explicit: String? = nil,
        environment: [String: String]? = nil,
        resources: ResourceDirectory? = ResourceDirectory.find(),
        fileExists: ((String) -> Bool)? = nil
    ) throws(SpeechError) -> AcousticModel {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let fileExists = fileExists ?? { FileManager.default.fileExists(atPath: $0) }
        if let explicit { return try resolve(explicit, fileExists: fileExists) }
        if let fromEnv = environment["INTROQUIZ_MODEL"], !fromEnv.isEmpty {
            return try resolve(fromEnv, fileExists: fileExists)
        }
        var searched: [String] = []
        if let resources {
            searched.append(resources.path)
            if let model = try? resolve(resources.path, fileExists: fileExists) { return model }
        }
        searched.append(debianDirectory)
        if let model = try? resolve(debianDirectory, fileExists: fileExists) { return model }
        throw .modelNotFound(searched: searched)
    }

    /// Interprets one candidate directory.
    static func resolve(_ directory: String, fileExists: (String) -> Bool) throws(SpeechError) -> AcousticModel {
        let root = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let acoustic: String
        if fileExists(root + "/mdef") {
            acoustic = root
        } else if fileExists(root + "/en-us/mdef") {
            acoustic = root + "/en-us"
        } else if fileExists(root) {
            throw .modelIncomplete(directory: root, missing: "en-us/mdef (acoustic model)")
        } else {
            throw .modelNotFound(searched: [root])
        }
        let parent = (acoustic as NSString).deletingLastPathComponent
        let candidates = [root + "/cmudict-en-us.dict", acoustic + "/cmudict-en-us.dict", parent + "/cmudict-en-us.dict"]
        guard let dictionary = candidates.first(where: fileExists) else {
            throw .modelIncomplete(directory: root, missing: "cmudict-en-us.dict")
        }
        return AcousticModel(acousticDirectory: acoustic, dictionary: dictionary)
    }
}
