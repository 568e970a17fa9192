/// A failure while reading a local source (pack, library, playlist, history file) or the cache.
public enum CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The path does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// A directory was expected (`--library`, `--pack`).
    case notADirectory(path: String)
    /// `pack.json` is missing or malformed.
    case badPack(path: String, reason: String)
    /// A history export in a format we do not know.
    case unknownHistoryFormat(path: String)
    /// A history export we recognised but could not parse.
    case badHistory(path: String, reason: String)
    /// A file is larger than we accept for its kind.
    case tooLarge(path: String, limit: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notADirectory(let path): "\(path) is not a directory; give a folder of MP3 files"
        case .badPack(let path, let reason):
            "bad quiz pack at \(path): \(reason) (expected pack.json as in DESIGN.md \"Quiz pack\")"
        case .unknownHistoryFormat(let path):
            "\(path) is neither a ListenBrainz JSON export nor a Last.fm CSV export"
        case .badHistory(let path, let reason): "cannot import listening history \(path): \(reason)"
        case .tooLarge(let path, let limit): "\(path) is larger than \(limit / 1_000_000) MB; refusing to read it"
        }
    }
}
