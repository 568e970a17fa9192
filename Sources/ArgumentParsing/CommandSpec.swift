// ArgumentParsing — Foundation only.

/// A subcommand such as `play` or `eval`: what it is for and what it accepts.
public struct CommandSpec: Sendable, Equatable {
    /// The word typed after the program name, e.g. `"play"`.
    public var name: String
    /// One line for the command list and the help header.
    public var abstract: String
    /// Longer help text, shown after the usage line (optional).
    public var discussion: String?
    public var options: [OptionSpec]
    /// In order; only the last may be variadic, and no required one may follow an optional one.
    public var positionals: [PositionalSpec]

    public init(
        _ name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
    }

    /// The option called `name` (without dashes), if the command has one.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}

/// The whole command line: program name, version, subcommands and the one run when none is named.
public struct ProgramSpec: Sendable, Equatable {
    /// The executable's name, e.g. `"introquiz"`; starts every message.
    public var name: String
    /// Printed by `--version`.
    public var version: String
    public var abstract: String
    public var commands: [CommandSpec]
    /// Run when the arguments are empty or start with an option (`introquiz --rounds 5` = `introquiz play
    /// --rounds 5`); `nil` = a command is required.
    public var defaultCommand: String?

    public init(
        name: String, version: String, abstract: String, commands: [CommandSpec], defaultCommand: String? = nil
    ) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.commands = commands
        self.defaultCommand = defaultCommand
    }

    /// The command called `name`, if any.
    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }
}
