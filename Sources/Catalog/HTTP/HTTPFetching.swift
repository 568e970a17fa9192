public import Foundation

/// One GET request with the limits every untrusted response gets.
public struct HTTPRequest: Sendable, Hashable {
    /// Where to send it.
    public var url: URL
    /// Seconds without progress before giving up.
    public var timeout: Double
    /// Largest body accepted; a longer one fails with `HTTPError.tooLarge`.
    public var maxBytes: Int

    /// Creates a request.
    public init(url: URL, timeout: Double = 10, maxBytes: Int = 2_000_000) {
        self.url = url
        self.timeout = timeout
        self.maxBytes = maxBytes
    }
}

/// A complete response.
public struct HTTPResponse: Sendable {
    /// HTTP status code.
    public var status: Int
    /// The `Content-Type` header, when sent.
    public var contentType: String?
    /// The body (at most the request's `maxBytes`).
    public var body: Data

    /// Creates a response.
    public init(status: Int, contentType: String? = nil, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}

/// A transport failure (no HTTP response at all, or one over the size limit).
public enum HTTPError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No connection could be made (DNS, refused, unreachable).
    case cannotConnect(url: String, detail: String)
    /// The server stopped answering for longer than the timeout.
    case timedOut(url: String)
    /// The body is larger than the request allows.
    case tooLarge(url: String, limit: Int)
    /// Anything else the transport reported.
    case transport(url: String, detail: String)

    public var description: String {
        switch self {
        case .cannotConnect(let url, let detail): "cannot connect to \(url): \(detail)"
        case .timedOut(let url): "\(url) timed out"
        case .tooLarge(let url, let limit): "\(url) sent more than \(limit) bytes"
        case .transport(let url, let detail): "\(url): \(detail)"
        }
    }

    /// True for failures worth retrying after a pause.
    public var isTransient: Bool {
        switch self {
        case .cannotConnect, .timedOut, .transport: true
        case .tooLarge: false
        }
    }
}

/// Fetches URLs. The real one is `URLSessionFetcher`; tests may inject others.
public protocol HTTPFetching: Sendable {
    /// Performs a GET; throws `HTTPError` for transport failures, returns any HTTP status.
    func fetch(_ request: HTTPRequest) async throws -> HTTPResponse
}
