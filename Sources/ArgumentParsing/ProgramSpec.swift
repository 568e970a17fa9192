// ArgumentParsing — Foundation only.

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
