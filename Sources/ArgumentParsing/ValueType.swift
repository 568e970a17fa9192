// ArgumentParsing — Foundation only.

/// What an option or positional argument accepts, and how its text is checked.
///
/// Values stay `String`s inside ``ParsedArguments``; the parser checks them against their type while parsing,
/// so the typed accessors (`int(_:)`, `double(_:)`) never fail on a value that got through.
public enum ValueType: Sendable, Equatable {
    /// Any text.
    case string
    /// A whole number, optionally limited to a closed range.
    case int(ClosedRange<Int>? = nil)
    /// A whole number from a fixed list, e.g. `--rounds` 5, 10 or 20.
    case intChoice([Int])
    /// A decimal number, optionally limited to a closed range.
    case double(ClosedRange<Double>? = nil)
    /// One word from a fixed list, e.g. `--rival easy|normal|hard|expert`.
    case choice([String])

    /// Checks `text`; returns `nil` when it is acceptable, else what was expected, for people
    /// ("must be one of 5, 10, 20").
    public func problem(with text: String) -> String? {
        switch self {
        case .string:
            return nil
        case .int(let range):
            if let value = Int(text), range?.contains(value) ?? true { return nil }
            return "must be a whole number" + Self.describe(range)
        case .intChoice(let allowed):
            if let value = Int(text), allowed.contains(value) { return nil }
            return "must be one of " + allowed.map(String.init).joined(separator: ", ")
        case .double(let range):
            if let value = Double(text), value.isFinite, range?.contains(value) ?? true { return nil }
            return "must be a number" + Self.describe(range)
        case .choice(let allowed):
            if allowed.contains(text) { return nil }
            return "must be one of " + allowed.joined(separator: ", ")
        }
    }

    /// The valid values, for help text: "5, 10 or 20", or `nil` for open types.
    public var choicesDescription: String? {
        switch self {
        case .intChoice(let allowed): return Self.list(allowed.map(String.init))
        case .choice(let allowed): return Self.list(allowed)
        case .int(let range?): return "\(range.lowerBound)–\(range.upperBound)"
        case .double(let range?): return "\(Self.format(range.lowerBound))–\(Self.format(range.upperBound))"
        default: return nil
        }
    }

    // MARK: - Wording

    private static func describe(_ range: ClosedRange<Int>?) -> String {
        guard let range else { return "" }
        return " from \(range.lowerBound) to \(range.upperBound)"
    }

    private static func describe(_ range: ClosedRange<Double>?) -> String {
        guard let range else { return "" }
        return " from \(format(range.lowerBound)) to \(format(range.upperBound))"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}
