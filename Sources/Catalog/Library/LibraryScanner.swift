public import Foundation

/// Progress of a library scan, for a progress bar.
public struct ScanProgress: Sendable, Hashable {
    /// Files handled so far and in total.
    public var done: Int
    public var total: Int
    /// Of `done`, how many came from the cached index without reading the file.
    public var fromIndex: Int
}

/// The outcome of scanning one library directory.
public struct LibraryScan: Sendable {
    /// Usable files, sorted by path.
    public var entries: [LibraryEntry]
    /// Files that could not be read as MP3 (each with its `problem`), counted and skipped.
    public var broken: [LibraryEntry]
    /// How many files were taken from the index unchanged, and how many were read.
    public var reused: Int
    public var read: Int
}

/// Scans directories recursively for MP3 files, reading tags through `TagReading` (libmpg123) and
/// falling back to the file name; keeps an index in the cache directory keyed by path, reused for files
/// whose size and mtime are unchanged. A broken file is recorded and skipped, never aborts the scan.
public struct LibraryScanner: Sendable {
    private let tagReader: any TagReading
    private let cacheDirectory: URL?

    /// Creates a scanner; `cacheDirectory` nil disables the index.
    public init(tagReader: any TagReading, cacheDirectory: URL?) {
        self.tagReader = tagReader
        self.cacheDirectory = cacheDirectory
    }

    /// Scans `root`. `progress` is called from the scanning thread at most ~200 times, and at the end.
    public func scan(_ root: URL, progress: (ScanProgress) -> Void = { _ in }) throws -> LibraryScan {
        let rootPath = root.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDirectory) else {
            throw CatalogError.unreadable(path: rootPath, reason: "no such directory")
        }
        guard isDirectory.boolValue else { throw CatalogError.notADirectory(path: rootPath) }

        let indexURL = cacheDirectory.map { LibraryIndex.location(for: root, in: $0) }
        let previous = indexURL.flatMap { try? Data(contentsOf: $0) }.map(LibraryIndex.decode) ?? [:]
        let files = FileWalker.files(under: rootPath, extensions: ["mp3"])
        let step = max(1, files.count / 200)

        var all: [LibraryEntry] = []
        all.reserveCapacity(files.count)
        var reused = 0
        for (number, file) in files.enumerated() {
            if let known = previous[file.path], known.size == file.size, known.mtime == file.mtime {
                all.append(known)
                reused += 1
            } else {
                all.append(read(file))
            }
            if (number + 1) % step == 0 || number + 1 == files.count {
                progress(ScanProgress(done: number + 1, total: files.count, fromIndex: reused))
            }
        }
        if files.isEmpty { progress(ScanProgress(done: 0, total: 0, fromIndex: 0)) }
        if let indexURL, reused != all.count || previous.count != all.count {
            try? FileManager.default.createDirectory(
                at: indexURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? LibraryIndex.encode(all).write(to: indexURL, options: .atomic)
        }
        return LibraryScan(
            entries: all.filter { $0.problem == nil }, broken: all.filter { $0.problem != nil },
            reused: reused, read: all.count - reused)
    }

    private func read(_ file: FoundFile) -> LibraryEntry {
        let url = URL(fileURLWithPath: file.path)
        var entry = LibraryEntry(path: file.path, size: file.size, mtime: file.mtime, title: "", artist: "")
        guard file.size > 0 else {
            entry.problem = "empty file"
            return entry
        }
        do {
            let info = try tagReader.info(of: url)
            let fromName = FileNameTitle.parse(url.lastPathComponent)
            entry.title = Self.clean(info.title) ?? fromName.title
            entry.artist = Self.clean(info.artist) ?? fromName.artist ?? "Unknown artist"
        } catch {
            entry.problem = "not a readable MP3 (\(error))"
        }
        return entry
    }

    /// Trims a tag value; nil when empty. Caps absurd lengths (tags are untrusted).
    private static func clean(_ value: String?) -> String? {
        guard let value else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
        guard !trimmed.isEmpty else { return nil }
        return trimmed.count > 200 ? String(trimmed.prefix(200)) : trimmed
    }
}
