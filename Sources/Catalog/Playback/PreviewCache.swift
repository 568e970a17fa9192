public import Foundation

/// Downloaded previews on disk, `<directory>/deezer-<id>.mp3`, capped in total size (least recently used
/// evicted first; a hit refreshes the file's mtime). File names come from numeric ids only — never from
/// titles or URLs.
public struct PreviewCache: Sendable {
    /// The directory holding the files.
    public let directory: URL
    /// Total bytes kept.
    public let capBytes: Int

    /// Creates a cache (the directory is created on first store).
    public init(directory: URL, capBytes: Int = 200_000_000) {
        self.directory = directory
        self.capBytes = capBytes
    }

    /// Where the preview of `deezerID` is (or would be) stored.
    public func location(deezerID: Int) -> URL {
        directory.appendingPathComponent("deezer-\(deezerID).mp3")
    }

    /// The cached file, if present (its mtime is refreshed for LRU).
    public func cachedFile(deezerID: Int) -> URL? {
        let url = location(deezerID: deezerID)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return url
    }

    /// Validates `data` as MP3, writes it atomically and evicts old files over the cap.
    public func store(_ data: Data, deezerID: Int, contentType: String? = nil) throws -> URL {
        if let problem = MP3Sniffer.problem(with: data, contentType: contentType) {
            throw DeezerError.notMP3(trackID: deezerID, detail: problem)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = location(deezerID: deezerID)
        try data.write(to: url, options: .atomic)
        evict(keeping: url)
        return url
    }

    /// Deletes least recently used previews until the total is within the cap (`keeping` is never deleted).
    public func evict(keeping: URL? = nil) {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)
        else { return }
        var entries = files.filter { $0.lastPathComponent.hasPrefix("deezer-") && $0.pathExtension == "mp3" }.map {
            url -> (url: URL, size: Int, date: Date) in
            let values = try? url.resourceValues(forKeys: Set(keys))
            return (url, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { $0.date < $1.date }
        for entry in entries where total > capBytes && entry.url.lastPathComponent != keeping?.lastPathComponent {
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.size
        }
    }
}
