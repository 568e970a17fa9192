/// A failure to read or write saves, leaderboards or history.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither the XDG variable nor `HOME` says where to keep files.
    case noHome(variable: String)
    /// A directory could not be created.
    case createDirectory(path: String, reason: String)
    /// A file could not be written (the previous version, if any, is intact).
    case write(path: String, reason: String)
    /// A file could not be read.
    case read(path: String, reason: String)
    /// No file at `path`.
    case notFound(path: String)
    /// A file could not be understood; it was renamed to `movedTo` (nil if even that failed).
    case corrupt(path: String, movedTo: String?, reason: String)
    /// A file was written by a newer IntroQuiz; it was left alone.
    case newerVersion(path: String, version: Int, supported: Int)

    public var description: String {
        switch self {
        case .noHome(let variable):
            "cannot tell where to keep IntroQuiz files: neither \(variable) nor HOME is set; set HOME"
        case .createDirectory(let path, let reason):
            "cannot create the directory \(path): \(reason)"
        case .write(let path, let reason):
            "cannot save \(path): \(reason); the previous save is unchanged"
        case .read(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notFound(let path):
            "no saved file at \(path)"
        case .corrupt(let path, let movedTo?, let reason):
            "the file \(path) is damaged (\(reason)); it was kept as \(movedTo) and will not be used"
        case .corrupt(let path, nil, let reason):
            "the file \(path) is damaged (\(reason)) and could not be moved aside; move or delete it by hand"
        case .newerVersion(let path, let version, let supported):
            "\(path) was written by a newer IntroQuiz (format \(version), this one reads up to \(supported));"
                + " update IntroQuiz to use it"
        }
    }
}
