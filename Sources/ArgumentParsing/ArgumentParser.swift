// ArgumentParsing — Foundation only.

extension ProgramSpec {
    /// Parses the arguments after the program name (`CommandLine.arguments.dropFirst()`).
    ///
    /// Recognises `--version`, `--help`/`-h`, `help [COMMAND]`, then a command word (or the default command when
    /// the arguments are empty or start with an option), then that command's options and positionals.
    /// - Throws: ``UsageError`` for anything that cannot be run; print it to stderr and exit with its `exitCode`.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        let help = HelpFormatter(program: self)
        guard let first = arguments.first else {
            guard let defaultCommand, let command = command(named: defaultCommand) else {
                return .help(help.programHelp())
            }
            return .run(try CommandParser(program: name, command: command).parse([]).arguments)
        }
        switch first {
        case "--version":
            return .version("\(name) \(version)")
        case "--help", "-h":
            return .help(help.programHelp())
        case "help":
            guard arguments.count > 1 else { return .help(help.programHelp()) }
            return .help(help.commandHelp(try command(called: arguments[1])))
        default:
            break
        }
        let command: CommandSpec
        let rest: ArraySlice<String>
        if first.hasPrefix("-"), let defaultCommand, let fallback = self.command(named: defaultCommand) {
            command = fallback
            rest = arguments[...]
        } else {
            command = try self.command(called: first)
            rest = arguments.dropFirst()
        }
        let result = try CommandParser(program: name, command: command).parse(rest)
        return result.wantsHelp ? .help(help.commandHelp(command)) : .run(result.arguments)
    }

    /// The command named `word`, or an ``UsageError/unknownCommand(program:name:suggestion:)``.
    private func command(called word: String) throws(UsageError) -> CommandSpec {
        if let command = command(named: word) { return command }
        let suggestion = Suggestion.closest(to: word, among: commands.map(\.name) + ["help"])
        throw .unknownCommand(program: name, name: word, suggestion: suggestion)
    }
}

/// Parses one command's arguments: options anywhere, positionals in order, `--` ends options.
struct CommandParser {
    struct Result {
        var arguments: ParsedArguments
        /// `--help` or `-h` appeared among the options.
        var wantsHelp: Bool
    }

    let program: String
    let command: CommandSpec

    /// How the command is named in messages: `"introquiz play"`.
    var path: String { "\(program) \(command.name)" }

    func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Result {
        assert(Set(command.options.map(\.name)).count == command.options.count, "\(path): duplicate option names")
        assert(!command.positionals.dropLast().contains(where: \.isVariadic), "\(path): only the last may be variadic")
        var occurrences: [ParsedArguments.Occurrence] = []
        var loose: [String] = []
        var endOfOptions = false
        var wantsHelp = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if endOfOptions || !Self.looksLikeOption(argument) {
                loose.append(argument)
                continue
            }
            if argument == "--" {
                endOfOptions = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            let (spelled, inline) = Self.split(argument)
            guard spelled.hasPrefix("--"), let spec = command.option(named: String(spelled.dropFirst(2))) else {
                let suggestion = Suggestion.closest(
                    to: String(spelled.drop { $0 == "-" }), among: command.options.map(\.name))
                throw .unknownOption(command: path, option: spelled, suggestion: suggestion.map { "--" + $0 })
            }
            if !spec.repeatable, occurrences.contains(where: { $0.name == spec.name }) {
                throw .repeatedOption(command: path, option: spelled)
            }
            var value: String?
            switch spec.arity {
            case .flag:
                if inline != nil { throw .flagWithValue(command: path, option: spelled) }
            case .value(let type):
                if let inline {
                    value = inline
                } else if index < arguments.endIndex, !Self.looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                }
                guard let value else {
                    throw .missingValue(command: path, option: spelled, valueName: spec.valueName)
                }
                try check(value, as: type, name: spelled)
            case .optionalValue(let type):
                if let inline {
                    value = inline
                    try check(inline, as: type, name: spelled)
                } else if index < arguments.endIndex, !arguments[index].hasPrefix("-"),
                    type.problem(with: arguments[index]) == nil
                {
                    value = arguments[index]
                    index += 1
                }
            }
            occurrences.append(.init(name: spec.name, value: value))
        }
        let positionals = try assign(loose)
        let parsed = ParsedArguments(command: command, occurrences: occurrences, positionals: positionals)
        return Result(arguments: parsed, wantsHelp: wantsHelp)
    }

    /// Hands the loose arguments to the positional specs in order.
    private func assign(_ loose: [String]) throws(UsageError) -> [String: [String]] {
        var remaining = loose[...]
        var result: [String: [String]] = [:]
        for spec in command.positionals {
            let taken: [String]
            if spec.isVariadic {
                taken = Array(remaining)
                remaining = []
            } else {
                taken = remaining.first.map { [$0] } ?? []
                remaining = remaining.dropFirst()
            }
            if taken.isEmpty {
                if spec.isOptional { continue }
                throw .missingPositional(command: path, name: spec.name)
            }
            for value in taken { try check(value, as: spec.type, name: spec.name) }
            result[spec.name] = taken
        }
        if let extra = remaining.first { throw .unexpectedArgument(command: path, argument: extra) }
        return result
    }

    private func check(_ value: String, as type: ValueType, name: String) throws(UsageError) {
        if let problem = type.problem(with: value) {
            throw .badValue(command: path, name: name, value: value, expected: problem)
        }
    }

    /// Options start with `-`; a lone `-` (stdin) and negative numbers (`--seed -5`) are values.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
    }

    /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
