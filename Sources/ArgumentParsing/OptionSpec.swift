// ArgumentParsing — Foundation only.

/// One `--name` option of a command.
///
/// Three shapes: a flag (`--no-voice`), an option that needs a value (`--rounds 10`, `--rounds=10`), and an
/// option whose value may be left out (`--chart` or `--chart FR`). Any of them may be repeatable
/// (`--library A --library B`).
public struct OptionSpec: Sendable, Equatable {
    /// How the option takes a value.
    public enum Arity: Sendable, Equatable {
        /// No value: present or not.
        case flag
        /// Always followed by a value (next argument or after `=`).
        case value(ValueType)
        /// May be followed by a value. The next argument is taken as the value only if it does not start
        /// with `-` and the type accepts it; `--name=VALUE` always gives one.
        case optionalValue(ValueType)
    }

    /// The name without dashes, e.g. `"rounds"`; also the key for ``ParsedArguments`` lookups.
    public var name: String
    public var arity: Arity
    /// The placeholder in help text, e.g. `"N"`, `"DIR"`.
    public var valueName: String
    /// One line for people.
    public var help: String
    /// Shown as "(default: …)" in help and returned by the accessors when the option is absent.
    public var defaultValue: String?
    /// Whether the option may be given more than once (otherwise a second time is a usage error).
    public var repeatable: Bool
    /// The help section this option is listed under, e.g. `"SOURCES"`; `nil` = `"OPTIONS"`.
    public var section: String?

    public init(
        _ name: String, _ arity: Arity = .flag, valueName: String = "VALUE", help: String,
        defaultValue: String? = nil, repeatable: Bool = false, section: String? = nil
    ) {
        self.name = name
        self.arity = arity
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.repeatable = repeatable
        self.section = section
    }

    /// The type of the value, or `nil` for a flag.
    public var valueType: ValueType? {
        switch arity {
        case .flag: return nil
        case .value(let type), .optionalValue(let type): return type
        }
    }

    /// How the option looks in a usage line: `--rounds N`, `--chart [CC]`, `--no-voice`.
    public var synopsis: String {
        switch arity {
        case .flag: return "--\(name)"
        case .value: return "--\(name) \(valueName)"
        case .optionalValue: return "--\(name) [\(valueName)]"
        }
    }
}

/// One positional argument of a command, e.g. `MANIFEST`.
public struct PositionalSpec: Sendable, Equatable {
    /// The placeholder, e.g. `"MANIFEST"`; also the key for ``ParsedArguments/positional(_:)``.
    public var name: String
    public var help: String
    public var type: ValueType
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes all remaining positional arguments (only the last positional may).
    public var isVariadic: Bool

    public init(
        _ name: String, help: String, type: ValueType = .string, isOptional: Bool = false,
        isVariadic: Bool = false
    ) {
        self.name = name
        self.help = help
        self.type = type
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }

    /// How it looks in a usage line: `MANIFEST`, `[FILE]`, `[SOURCE …]`.
    public var synopsis: String {
        let core = isVariadic ? "\(name) …" : name
        return isOptional ? "[\(core)]" : core
    }
}
