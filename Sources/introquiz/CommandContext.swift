import Foundation

/// What a command may touch outside itself: its output streams, the environment, the working directory.
struct CommandContext: Sendable {
    var environment: [String: String]
    var currentDirectory: URL
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    init(
        environment: [String: String], currentDirectory: URL, writeOut: @escaping @Sendable (String) -> Void,
        writeErr: @escaping @Sendable (String) -> Void
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOut = writeOut
        self.writeErr = writeErr
    }

    /// The real process: stdout, stderr, `ProcessInfo` environment.
    static func live() -> CommandContext {
        CommandContext(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeErr: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// A line on stdout.
    func print(_ line: String) { writeOut(line.hasSuffix("\n") ? line : line + "\n") }

    /// A line on stderr (diagnostics, progress).
    func error(_ line: String) { writeErr(line.hasSuffix("\n") ? line : line + "\n") }

    /// Raw text on stderr without a newline (progress bars that redraw with `\r`).
    func progress(_ text: String) { writeErr(text) }

    /// A path from the command line, relative to the working directory.
    func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
    }
}
