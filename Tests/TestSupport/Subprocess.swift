public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs external programs for tests with `posix_spawnp` + `waitpid`.
///
/// Exists because Foundation's `Process.waitUntilExit` was seen to hang under the Swift Testing runner
/// on Linux. Output goes to temporary files (no pipes to drain, so no deadlock on large output).
public final class Subprocess: @unchecked Sendable {
    // Invariant: `pid` and the file URLs never change after init; `reaped`/`status` are only written by
    // `hasExited`/`wait`, which callers use from one task at a time (a test owns its subprocess).

    /// What a finished program did.
    public struct Result: Sendable {
        /// Exit code, or 128 + signal number when killed by a signal.
        public var status: Int32
        public var stdout: Data
        public var stderr: Data
        /// `stdout` as UTF-8 text.
        public var output: String { String(decoding: stdout, as: UTF8.self) }
        /// `stderr` as UTF-8 text.
        public var errors: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Failures to start or wait for a program.
    public enum Failure: Error, CustomStringConvertible {
        case spawn(program: String, errno: Int32)
        case timedOut(program: String, seconds: Double)
        public var description: String {
            switch self {
            case .spawn(let program, let code): "cannot start \(program): \(String(cString: strerror(code)))"
            case .timedOut(let program, let seconds): "\(program) did not finish within \(seconds) s (killed)"
            }
        }
    }

    /// The child's process id.
    public let pid: pid_t
    private let program: String
    private let stdoutURL: URL
    private let stderrURL: URL
    private var reaped = false
    private var status: Int32 = 0

    /// Starts `program` (looked up in PATH) with `arguments`; stdin is `/dev/null` unless `stdin` names
    /// a file; `environment` entries are added to (and override) this process's environment.
    public init(_ program: String, _ arguments: [String], stdin: URL? = nil, environment: [String: String] = [:])
        throws
    {
        self.program = program
        let dir = FileManager.default.temporaryDirectory
        let token = UUID().uuidString
        stdoutURL = dir.appendingPathComponent("subprocess-\(token).out")
        stderrURL = dir.appendingPathComponent("subprocess-\(token).err")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The test runner may block or ignore signals; the child starts with defaults and nothing blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let code = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failure.spawn(program: program, errno: code) }
        pid = child
    }

    deinit {
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// Sends `signal` (default SIGTERM) to the child.
    public func terminate(_ signal: Int32 = SIGTERM) {
        kill(pid, signal)
    }

    /// Waits for the child to end; after `timeout` seconds it is killed and `Failure.timedOut` thrown.
    public func wait(timeout: Double = 60) throws -> Result {
        let deadline = Date().addingTimeInterval(timeout)
        while !hasExited {
            if Date() > deadline {
                kill(pid, SIGKILL)
                while !hasExited { usleep(1_000) }
                throw Failure.timedOut(program: program, seconds: timeout)
            }
            usleep(5_000)
        }
        let low = status & 0x7f
        let code = low == 0 ? (status >> 8) & 0xff : 128 + low
        return Result(
            status: code, stdout: (try? Data(contentsOf: stdoutURL)) ?? Data(),
            stderr: (try? Data(contentsOf: stderrURL)) ?? Data())
    }

    /// True once the child has ended (reaps it without blocking).
    public var hasExited: Bool {
        if reaped { return true }
        var raw: Int32 = 0
        let done = waitpid(pid, &raw, WNOHANG)
        if done == pid || (done < 0 && errno != EINTR) {
            status = raw
            reaped = true
        }
        return reaped
    }

    /// Runs `program` to completion and returns what it did.
    @discardableResult
    public static func run(
        _ program: String, _ arguments: [String], stdin: URL? = nil, environment: [String: String] = [:],
        timeout: Double = 60
    ) throws -> Result {
        try Subprocess(program, arguments, stdin: stdin, environment: environment).wait(timeout: timeout)
    }
}
