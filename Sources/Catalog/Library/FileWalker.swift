import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file found by the walker, with what the index compares.
struct FoundFile: Sendable {
    var path: String
    var size: Int64
    var mtime: Int64
}

/// Recursive directory walk with readdir/stat (much cheaper than FileManager's enumerator on Linux, which
/// matters because a rescan is mostly this walk). Hidden entries are skipped; symlinked directories are not
/// followed (no loops); symlinked files are.
enum FileWalker {
    /// Every regular file under `root` whose extension is in `extensions` (lowercase), sorted by path.
    static func files(under root: String, extensions: Set<String>) -> [FoundFile] {
        var found: [FoundFile] = []
        var pending = [root]
        while let directory = pending.popLast() {
            guard let handle = opendir(directory) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let type = entry.pointee.d_type
                if type == UInt8(DT_DIR) {
                    pending.append(path)
                    continue
                }
                guard type == UInt8(DT_REG) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
                guard let dot = name.lastIndex(of: "."),
                    extensions.contains(name[name.index(after: dot)...].lowercased())
                else {
                    if type == UInt8(DT_UNKNOWN), isDirectory(path) { pending.append(path) }
                    continue
                }
                var info = stat()
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                let mtime = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                found.append(FoundFile(path: path, size: Int64(info.st_size), mtime: mtime))
            }
        }
        found.sort { $0.path < $1.path }
        return found
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
