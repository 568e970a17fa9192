// ArgumentParsing — Foundation only.

/// A command line that cannot be run, with enough context to tell the user what to type instead.
///
/// `command` is the full command path as typed, e.g. `"introquiz play"`. Every case maps to exit code 64
/// (`EX_USAGE`).
public enum UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The first word is not a known command.
    case unknownCommand(program: String, name: String, suggestion: String?)
    /// `--name` is not an option of this command.
    case unknownOption(command: String, option: String, suggestion: String?)
    /// An option that needs a value came last or was followed by another option.
    case missingValue(command: String, option: String, valueName: String)
    /// A value that does not fit its type; `expected` says what would ("must be one of 5, 10, 20").
    case badValue(command: String, name: String, value: String, expected: String)
    /// A flag was given a value (`--no-voice=yes`).
    case flagWithValue(command: String, option: String)
    /// A non-repeatable option was given twice.
    case repeatedOption(command: String, option: String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(command: String, argument: String)
    /// A required positional argument was not given.
    case missingPositional(command: String, name: String)

    /// `EX_USAGE` from sysexits.h.
    public static let exitCode: Int32 = 64

    /// The process exit code for this error: always 64.
    public var exitCode: Int32 { Self.exitCode }

    public var description: String {
        switch self {
        case .unknownCommand(let program, let name, let suggestion):
            return "\(program): unknown command '\(name)'" + Self.hint(suggestion)
                + "; see '\(program) help'"
        case .unknownOption(let command, let option, let suggestion):
            return "\(command): unknown option '\(option)'" + Self.hint(suggestion)
        case .missingValue(let command, let option, let valueName):
            return "\(command): \(option) needs a value (\(option) \(valueName))"
        case .badValue(let command, let name, let value, let expected):
            return "\(command): \(name) \(expected) (got \(value.isEmpty ? "nothing" : value))"
        case .flagWithValue(let command, let option):
            return "\(command): \(option) takes no value"
        case .repeatedOption(let command, let option):
            return "\(command): \(option) was given more than once"
        case .unexpectedArgument(let command, let argument):
            return "\(command): unexpected argument '\(argument)'"
        case .missingPositional(let command, let name):
            return "\(command): missing \(name)"
        }
    }

    /// A second line for people: "See 'introquiz play --help'." (`nil` for unknown commands, whose message
    /// already points to `help`).
    public var helpHint: String? {
        switch self {
        case .unknownCommand: return nil
        case .unknownOption(let command, _, _), .missingValue(let command, _, _), .badValue(let command, _, _, _),
            .flagWithValue(let command, _), .repeatedOption(let command, _), .unexpectedArgument(let command, _),
            .missingPositional(let command, _):
            return "See '\(command) --help'."
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
