import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only place QuizCore touches the file system: crash-safe writes, reads, and moving damaged files aside.
///
/// `writeAtomically` writes a temporary file in the destination's directory, flushes it to disk (`fsync`),
/// renames it over the destination (atomic on POSIX file systems) and flushes the directory, so after a
/// crash at any moment the destination holds either the old or the new content, never a mix. Temporary
/// files are named `.NAME.tmp-PID-RANDOM`; a crash can leave one behind, but it is never read as a save.
enum FileIO {
    /// Creates `url` and its parents if needed (mode 0700: saves are private).
    static func ensureDirectory(_ url: URL) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .createDirectory(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Replaces the file at `url` with `data` so that a crash leaves either the old or the new file.
    static func writeAtomically(_ data: Data, to url: URL) throws(StoreError) {
        let directory = url.deletingLastPathComponent()
        try ensureDirectory(directory)
        var random = SystemRandomNumberGenerator()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(getpid())-\(String(random.next() as UInt64, radix: 36))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .write(path: url.path, reason: "creating \(temporary.path): \(lastError())") }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR {
                    failure = "writing: \(lastError())"
                }
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = "flushing to disk: \(lastError())" }
        if close(fd) != 0, failure == nil { failure = "closing: \(lastError())" }
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = "renaming into place: \(lastError())" }
        if let failure {
            unlink(temporary.path)
            throw .write(path: url.path, reason: failure)
        }
        syncDirectory(directory)
    }

    /// The file's content, or nil when there is no file.
    static func read(_ url: URL) throws(StoreError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .read(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Names of the entries in `directory`, sorted; empty when the directory does not exist.
    static func contents(of directory: URL) throws(StoreError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            if !FileManager.default.fileExists(atPath: directory.path) { return [] }
            throw .read(path: directory.path, reason: error.localizedDescription)
        }
    }

    /// Deletes the file at `url`.
    static func remove(_ url: URL) throws(StoreError) {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .write(path: url.path, reason: "deleting: \(error.localizedDescription)")
        }
    }

    /// Renames a damaged file to `NAME.corrupt-YYYYMMDDTHHMMSSZ` (adding `-2`, `-3`, … if taken).
    ///
    /// - Returns: the new path, or nil when the rename failed.
    static func moveAside(_ url: URL, now: Date) -> String? {
        let stamp = Calendar.utc.stamp(now, separator: "T") + "Z"
        var target = url.path + ".corrupt-" + stamp
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = url.path + ".corrupt-" + stamp + "-\(attempt)"
        }
        return rename(url.path, target) == 0 ? target : nil
    }

    private static func syncDirectory(_ directory: URL) {
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC, for file names that sort by time.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// `date` to the second as `YYYYMMDD` + `separator` + `HHMMSS` in this calendar, for names that sort by time.
    func stamp(_ date: Date, separator: String) -> String {
        let parts = dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + separator
            + String(format: "%02d%02d%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
