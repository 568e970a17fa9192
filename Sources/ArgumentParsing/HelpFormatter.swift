// ArgumentParsing — Foundation only.

/// Builds the `--help` / `help COMMAND` texts from the specs.
struct HelpFormatter {
    let program: ProgramSpec
    /// Usage lines are wrapped to this many columns.
    var width = 80

    /// The program overview: abstract, usage, commands.
    func programHelp() -> String {
        var lines = ["\(program.name) — \(program.abstract)", "", "USAGE: \(program.name) COMMAND [OPTIONS]", ""]
        lines.append("COMMANDS:")
        var rows = program.commands.map { command in
            (command.name, command.abstract + (command.name == program.defaultCommand ? " (default)" : ""))
        }
        rows.append(("help [COMMAND]", "Show help for a command."))
        rows.append(("--version", "Show the version."))
        lines += table(rows)
        lines += ["", "See '\(program.name) help COMMAND' for the options of a command."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help: usage, abstract, discussion, arguments, options by section with defaults.
    func commandHelp(_ command: CommandSpec) -> String {
        let prefix = "USAGE: \(program.name) \(command.name)"
        let words =
            command.positionals.map(\.synopsis)
            + command.options.map { option in
                "[\(option.synopsis)]" + (option.repeatable ? "…" : "")
            }
        var lines = wrap(words, first: prefix, indent: String(repeating: " ", count: prefix.count))
        lines += ["", command.abstract]
        if let discussion = command.discussion { lines += ["", discussion] }
        let lefts = command.positionals.map(\.name) + command.options.map(\.synopsis) + ["-h, --help"]
        let column = Self.column(for: lefts)
        if !command.positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += table(
                command.positionals.map { ($0.name, describe($0.help, type: $0.type, default: nil)) }, column: column)
        }
        var sections: [String] = []
        for option in command.options where !sections.contains(option.section ?? "OPTIONS") {
            sections.append(option.section ?? "OPTIONS")
        }
        if !sections.contains("OPTIONS") { sections.append("OPTIONS") }
        for section in sections {
            var rows = command.options.filter { ($0.section ?? "OPTIONS") == section }.map { option in
                (option.synopsis, describe(option.help, type: option.valueType, default: option.defaultValue))
            }
            if section == "OPTIONS" { rows.append(("-h, --help", "Show this help.")) }
            lines += ["", "\(section):"] + table(rows, column: column)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Pieces

    /// "Help text (5, 10 or 20; default: 10)".
    private func describe(_ help: String, type: ValueType?, default value: String?) -> String {
        var notes: [String] = []
        if let choices = type?.choicesDescription { notes.append(choices) }
        if let value { notes.append("default: \(value)") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }

    /// Two columns; the first padded to `column` (default: fitted to these rows).
    private func table(_ rows: [(String, String)], column: Int? = nil) -> [String] {
        let column = column ?? Self.column(for: rows.map(\.0))
        return rows.map { left, right in
            let padded = "  " + left
            if left.count + 2 > column { return padded + "\n" + String(repeating: " ", count: column + 2) + right }
            return padded + String(repeating: " ", count: column - left.count) + right
        }
    }

    /// The width of a table's first column: the longest entry plus two spaces, at most 28.
    private static func column(for lefts: [String]) -> Int {
        min(28, (lefts.map(\.count).max() ?? 0) + 2)
    }

    /// Words after `first`, wrapped at `width` with continuation lines indented by `indent`.
    private func wrap(_ words: [String], first: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = first
        for word in words {
            if current.count + 1 + word.count > width, current != first, current != indent {
                lines.append(current)
                current = indent
            }
            current += " " + word
        }
        lines.append(current)
        return lines
    }
}
