import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPFetching` over Foundation's URLSession (libcurl on Linux), enforcing the size limit while the
/// body streams in rather than after it has all been buffered, and a deadline for the whole exchange.
public final class URLSessionFetcher: HTTPFetching {
    private let session: URLSession
    private let delegate: Delegate

    /// Creates a fetcher with its own session (no cookies, no URL cache).
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = Delegate()
        self.delegate = delegate
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    public func fetch(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
        urlRequest.setValue("introquiz", forHTTPHeaderField: "User-Agent")
        let task = session.dataTask(with: urlRequest)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(task: task, limit: request.maxBytes, continuation: continuation)
                task.resume()
                // URLSession on Linux does not enforce `timeoutInterval` on a server that accepts and then
                // stalls, so the deadline is ours: the whole exchange must finish within `timeout`.
                let delegate = delegate
                // The caller is answered at the deadline; cancelling a stalled libcurl transfer can take many
                // seconds on a loaded machine (seen: 15 s), so the cancel happens after, not before.
                DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) {
                    if delegate.expire(task: task) { task.cancel() }
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    // MARK: - Delegate

    /// Collects each task's body and completes its continuation exactly once.
    ///
    /// Invariant for `@unchecked Sendable`: `pending` is only touched while holding `lock`.
    private final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private struct Pending {
            var limit: Int
            var body = Data()
            var response: HTTPURLResponse?
            var overLimit = false
            var continuation: CheckedContinuation<HTTPResponse, any Error>
        }

        private let lock = NSLock()
        private var pending: [Int: Pending] = [:]

        func register(task: URLSessionTask, limit: Int, continuation: CheckedContinuation<HTTPResponse, any Error>) {
            lock.withLock { pending[task.taskIdentifier] = Pending(limit: limit, continuation: continuation) }
        }

        /// Fails a still-running task with `timedOut` at once; true when the caller should cancel it.
        func expire(task: URLSessionTask) -> Bool {
            let entry = lock.withLock { pending.removeValue(forKey: task.taskIdentifier) }
            guard let entry else { return false }
            entry.continuation.resume(throwing: HTTPError.timedOut(url: task.originalRequest?.url?.absoluteString ?? "?"))
            return true
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            var allow = true
            lock.withLock {
                guard var entry = pending[dataTask.taskIdentifier] else { return }
                entry.response = response as? HTTPURLResponse
                if response.expectedContentLength > Int64(entry.limit) {
                    entry.overLimit = true
                    allow = false
                }
                pending[dataTask.taskIdentifier] = entry
            }
            completionHandler(allow ? .allow : .cancel)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            var cancel = false
            lock.withLock {
                // Mutated in place: a copied-out entry would share `body` with the dictionary, so each
                // append would copy the whole body so far (quadratic over a 0.5 MB preview).
                let id = dataTask.taskIdentifier
                guard pending[id]?.overLimit == false, let limit = pending[id]?.limit,
                    let count = pending[id]?.body.count
                else { return }
                if count + data.count > limit {
                    pending[id]?.overLimit = true
                    pending[id]?.body = Data()
                    cancel = true
                } else {
                    pending[id]?.body.append(data)
                }
            }
            if cancel { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let entry = lock.withLock { pending.removeValue(forKey: task.taskIdentifier) }
            guard let entry else { return }
            let url = task.originalRequest?.url?.absoluteString ?? "?"
            if entry.overLimit {
                entry.continuation.resume(throwing: HTTPError.tooLarge(url: url, limit: entry.limit))
            } else if let error {
                entry.continuation.resume(throwing: Self.classify(error, url: url))
            } else if let response = entry.response {
                let type = response.value(forHTTPHeaderField: "Content-Type")
                entry.continuation.resume(
                    returning: HTTPResponse(status: response.statusCode, contentType: type, body: entry.body))
            } else {
                entry.continuation.resume(throwing: HTTPError.transport(url: url, detail: "no HTTP response"))
            }
        }

        private static func classify(_ error: any Error, url: String) -> HTTPError {
            guard let urlError = error as? URLError else {
                return .transport(url: url, detail: "\(error)")
            }
            switch urlError.code {
            case .timedOut: return .timedOut(url: url)
            case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet,
                .networkConnectionLost, .internationalRoamingOff, .dataNotAllowed:
                return .cannotConnect(url: url, detail: urlError.localizedDescription)
            default: return .transport(url: url, detail: urlError.localizedDescription)
            }
        }
    }
}
