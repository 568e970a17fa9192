// ArgumentParsing — Foundation only.

/// The outcome of parsing a command line.
public enum ParseOutcome: Sendable, Equatable {
    /// Run this command with these arguments.
    case run(ParsedArguments)
    /// Print this help text to stdout and exit 0 (`--help`, `-h`, `help [COMMAND]`).
    case help(String)
    /// Print this version line to stdout and exit 0 (`--version`).
    case version(String)
}

/// The checked arguments of one command.
///
/// Values were validated against their ``ValueType`` while parsing, so the typed accessors only return `nil`
/// for an absent option without a default. Names are given without dashes.
public struct ParsedArguments: Sendable, Equatable {
    /// One option as it appeared on the command line.
    public struct Occurrence: Sendable, Equatable {
        /// The option name without dashes.
        public var name: String
        /// The value, or `nil` for a flag or an optional-value option given without one.
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The command that was chosen (e.g. `"play"`, also when it was the default).
    public let command: CommandSpec
    /// Every option in command-line order (useful when order matters, e.g. several sources).
    public let occurrences: [Occurrence]
    /// Positional values by their placeholder name; a variadic one may hold several.
    public let positionals: [String: [String]]

    public init(command: CommandSpec, occurrences: [Occurrence], positionals: [String: [String]]) {
        self.command = command
        self.occurrences = occurrences
        self.positionals = positionals
    }

    // MARK: - Accessors

    /// Whether the option (flag or not) was given at least once.
    public func isPresent(_ name: String) -> Bool {
        occurrences.contains { $0.name == name }
    }

    /// Same as ``isPresent(_:)``, reads better for flags.
    public func flag(_ name: String) -> Bool { isPresent(name) }

    /// The last value given for the option, else its default; `nil` if neither (or given without a value).
    public func string(_ name: String) -> String? {
        if let last = occurrences.last(where: { $0.name == name }) { return last.value }
        return command.option(named: name)?.defaultValue
    }

    /// Every value given for a repeatable option, in order (empty if none; defaults are not included).
    public func strings(_ name: String) -> [String] {
        occurrences.filter { $0.name == name }.compactMap(\.value)
    }

    /// ``string(_:)`` as an `Int`.
    public func int(_ name: String) -> Int? { string(name).flatMap { Int($0) } }

    /// ``string(_:)`` as a `Double`.
    public func double(_ name: String) -> Double? { string(name).flatMap { Double($0) } }

    /// The first value of the positional argument `name`, if given.
    public func positional(_ name: String) -> String? { positionals[name]?.first }

    /// All values of a variadic positional argument.
    public func positionalValues(_ name: String) -> [String] { positionals[name] ?? [] }
}
