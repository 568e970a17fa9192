// ArgumentParsing — Foundation only.
import Foundation

extension ProgramSpec {
    /// Parses `arguments` for a `main`: prints help or the version to stdout and exits 0; prints a usage error and
    /// its ``UsageError/helpHint`` to stderr and exits 64; otherwise returns the arguments of the command to run.
    public func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> ParsedArguments {
        do {
            switch try parse(arguments) {
            case .run(let parsed):
                return parsed
            case .help(let text):
                FileHandle.standardOutput.write(Data(text.utf8))
                exit(0)
            case .version(let line):
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
                exit(0)
            }
        } catch {
            let hint = error.helpHint.map { "\n" + $0 } ?? ""
            FileHandle.standardError.write(Data((error.description + hint + "\n").utf8))
            exit(error.exitCode)
        }
    }
}
