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
