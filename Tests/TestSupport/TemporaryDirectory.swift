public import Foundation

/// A fresh directory under the system temporary directory, removed when this object goes away.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory (the name starts with `prefix`).
    public init(prefix: String = "introquiz-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Names of the entries in `subdirectory` (or the directory itself), sorted.
    public func contents(of subdirectory: String? = nil) -> [String] {
        let target = subdirectory.map { url.appendingPathComponent($0) } ?? url
        return ((try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []).sorted()
    }

    /// Writes `data` at `relativePath`, creating folders; returns the file.
    @discardableResult
    public func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}
