public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A request as the test server saw it.
public struct HTTPTestRequest: Sendable {
    /// Path without the query ("/artist/27/top").
    public var path: String
    /// Query items, decoded.
    public var query: [String: String]
    /// Seconds since the server started, when the request arrived.
    public var arrivedAt: Double
}

/// What the test server answers.
public struct HTTPTestReply: Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data
    /// Seconds to wait before answering (to provoke client timeouts).
    public var delay: Double

    public init(status: Int = 200, contentType: String = "application/json", body: Data, delay: Double = 0) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.delay = delay
    }

    /// A JSON reply from a string.
    public static func json(_ text: String, status: Int = 200, delay: Double = 0) -> HTTPTestReply {
        HTTPTestReply(status: status, body: Data(text.utf8), delay: delay)
    }
}

/// A real HTTP/1.1 server on 127.0.0.1 (ephemeral port) for tests: one thread accepts, one thread per
/// connection answers with `Connection: close`. It stops when `stop()` is called, when it is deallocated,
/// or on its own after `lifetime` seconds, so a failing test cannot leave it running.
public final class HTTPTestServer: Sendable {
    public typealias Handler = @Sendable (HTTPTestRequest) -> HTTPTestReply

    /// The port it listens on.
    public let port: Int
    private let core: Core

    /// Base URL, e.g. `http://127.0.0.1:41234`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request received so far, in arrival order.
    public var requests: [HTTPTestRequest] { core.requests }

    /// Like `init(handler:)`, with each request's number (1 for the first): for replies that change over time.
    public convenience init(
        lifetime: Double = 60, numbered handler: @escaping @Sendable (Int, HTTPTestRequest) -> HTTPTestReply
    ) throws {
        let received = Mutex(0)
        try self.init(lifetime: lifetime) { request in
            handler(received.withLock { $0 += 1; return $0 }, request)
        }
    }

    /// Starts listening; `handler` answers every request (it runs on a server thread).
    public init(lifetime: Double = 60, handler: @escaping Handler) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let core = Core(listener: fd, handler: handler)
        self.core = core
        Thread { core.acceptLoop(lifetime: lifetime) }.start()
    }

    deinit { core.stop() }

    /// Stops accepting; the accept thread exits (and closes the socket) within 50 ms.
    public func stop() { core.stop() }

    /// The state the server threads share (they hold this, not the server, so dropping the server stops it).
    ///
    /// Invariant for `@unchecked Sendable`: `log` and `stopped` are only touched while holding `lock`;
    /// `listener`, `handler` and `started` never change after `init`.
    private final class Core: @unchecked Sendable {
        let listener: Int32
        let handler: Handler
        let started = Date()
        private let lock = NSLock()
        private var log: [HTTPTestRequest] = []
        private var stopped = false

        init(listener: Int32, handler: @escaping Handler) {
            self.listener = listener
            self.handler = handler
        }

        var requests: [HTTPTestRequest] { lock.withLock { log } }
        func stop() { lock.withLock { stopped = true } }
        private var isStopped: Bool { lock.withLock { stopped } }

        func acceptLoop(lifetime: Double) {
            defer { close(listener) }
            while !isStopped, Date().timeIntervalSince(started) < lifetime {
                var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 50) > 0 else { continue }
                let client = accept(listener, nil, nil)
                guard client >= 0 else { continue }
                Thread { self.serve(client: client) }.start()
            }
        }

        private func record(_ request: HTTPTestRequest) {
            lock.withLock { log.append(request) }
        }

        private func serve(client: Int32) {
            defer { close(client) }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var received = [UInt8]()
            var chunk = [UInt8](repeating: 0, count: 4096)
            while received.count < 65536 {
                let n = recv(client, &chunk, chunk.count, 0)
                guard n > 0 else { return }
                received += chunk[0..<n]
                if String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
            }
            let head = String(decoding: received, as: UTF8.self)
            let requestLine = head.split(separator: "\r\n").first ?? ""
            let target = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            let components = URLComponents(string: target)
            var query: [String: String] = [:]
            for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
            let request = HTTPTestRequest(
                path: components?.path ?? target, query: query, arrivedAt: Date().timeIntervalSince(started))
            record(request)
            let reply = handler(request)
            if reply.delay > 0 { usleep(useconds_t(reply.delay * 1_000_000)) }
            let header =
                "HTTP/1.1 \(reply.status) \(reply.status == 200 ? "OK" : "Status")\r\n"
                + "Content-Type: \(reply.contentType)\r\nContent-Length: \(reply.body.count)\r\n"
                + "Connection: close\r\n\r\n"
            let bytes = Array(header.utf8) + [UInt8](reply.body)
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard n > 0 else { return }
                sent += n
            }
        }
    }
}
