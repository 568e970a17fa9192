/// Process exit codes (sysexits.h), the same for every command.
enum ExitStatus: Int32, Sendable {
    case ok = 0
    /// Bad command line.
    case usage = 64
    /// Input that exists but is wrong: corrupt saves, bad manifests, broken audio.
    case dataError = 65
    /// A file or directory that is not there.
    case noInput = 66
    /// Something needed is missing: audio device, acoustic model, network.
    case unavailable = 69
    /// A bug of ours.
    case software = 70

    /// The status for any error a command let through; errors of our modules say their own
    /// (see the `+ExitStatus` extensions), anything else is a bug.
    static func of(_ error: any Error) -> ExitStatus {
        (error as? any ExitStatusProviding)?.exitStatus ?? .software
    }
}

/// An error that knows which exit status it deserves.
protocol ExitStatusProviding {
    var exitStatus: ExitStatus { get }
}

/// A failure a command reports as one line on stderr and an exit status.
struct CommandFailure: Error, CustomStringConvertible, ExitStatusProviding {
    var message: String
    var exitStatus: ExitStatus

    init(_ message: String, status: ExitStatus) {
        self.message = message
        self.exitStatus = status
    }

    var description: String { message }
}
