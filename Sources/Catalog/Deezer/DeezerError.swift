/// A failure talking to Deezer or fetching a preview.
public enum DeezerError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No connection (DNS, refused, unreachable, timed out every retry).
    case offline(String)
    /// Deezer answered `{"error":{"code":800}}` (no data) or HTTP 404.
    case notFound(String)
    /// Deezer's quota error (code 4) persisted through every retry.
    case quotaExceeded
    /// Any other `{"error":…}` body.
    case api(code: Int, message: String)
    /// An HTTP status we cannot use.
    case httpStatus(Int, url: String)
    /// A response larger than we accept.
    case responseTooLarge(limit: Int, url: String)
    /// A body that is not the JSON we expect.
    case malformed(String)
    /// A preview that is not MP3 audio.
    case notMP3(trackID: Int, detail: String)
    /// The preview link kept failing (403) even after refreshing it through `/track/{id}`.
    case previewUnavailable(trackID: Int)

    public var description: String {
        switch self {
        case .offline(let detail): "no network: \(detail); using cached and local sources only"
        case .notFound(let what): "not found on Deezer: \(what)"
        case .quotaExceeded: "Deezer's request quota is exhausted; wait a minute and try again"
        case .api(let code, let message): "Deezer error \(code): \(message)"
        case .httpStatus(let status, let url): "HTTP \(status) from \(url)"
        case .responseTooLarge(let limit, let url): "response from \(url) exceeds \(limit / 1000) kB; refused"
        case .malformed(let detail): "unexpected Deezer response: \(detail)"
        case .notMP3(let id, let detail): "preview of Deezer track \(id) is not MP3 audio (\(detail)); skipped"
        case .previewUnavailable(let id): "preview of Deezer track \(id) stays unavailable after refreshing its link"
        }
    }
}
