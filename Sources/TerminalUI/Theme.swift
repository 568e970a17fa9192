// TerminalUI — Foundation/Glibc only.

/// How each ``Style`` looks: ANSI SGR parameters per style, or nothing at all.
public struct Theme: Sendable, Equatable {
    /// `"default"`, `"dark"`, `"light"`, `"high-contrast"` or `"no-color"`.
    public let name: String
    /// SGR parameters per style (e.g. `"1;32"`); missing = plain.
    private let codes: [Style: String]

    public init(name: String, codes: [Style: String]) {
        self.name = name
        self.codes = codes
    }

    /// Whether this theme writes any escape sequences at all.
    public var usesEscapes: Bool { codes.values.contains { !$0.isEmpty } }

    /// `text` wrapped in the escapes for `style` (reset after), or unchanged.
    public func apply(_ style: Style, to text: String) -> String {
        guard let code = codes[style], !code.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    // MARK: - Themes

    /// Colours on the terminal's own background.
    public static let standard = Theme(
        name: "default",
        codes: [
            .title: "1", .header: "36", .score: "1;32", .rivalScore: "1;35", .barFilled: "32", .barUrgent: "31",
            .barEmpty: "2", .selected: "7", .correct: "1;32", .wrong: "31", .dimmed: "2", .keysOnly: "33",
            .meter: "32", .meterPeak: "33", .heard: "3;36", .status: "2", .points: "1;33",
        ])

    /// Bright colours for dark backgrounds.
    public static let dark = Theme(
        name: "dark",
        codes: [
            .title: "1;97", .header: "96", .score: "1;92", .rivalScore: "1;95", .barFilled: "92", .barUrgent: "91",
            .barEmpty: "90", .choice: "97", .selected: "30;106", .correct: "1;92", .wrong: "91", .dimmed: "90",
            .keysOnly: "93", .meter: "92", .meterPeak: "93", .heard: "96", .status: "37", .points: "1;93",
        ])

    /// Dark colours for light backgrounds.
    public static let light = Theme(
        name: "light",
        codes: [
            .title: "1;30", .header: "34", .score: "1;32", .rivalScore: "1;35", .barFilled: "34", .barUrgent: "31",
            .barEmpty: "37", .choice: "30", .selected: "97;44", .correct: "1;32", .wrong: "31", .dimmed: "37",
            .keysOnly: "35", .meter: "34", .meterPeak: "31", .heard: "34", .status: "30", .points: "1;34",
        ])

    /// Black and white with bold, underline and reverse only: works on any palette.
    public static let highContrast = Theme(
        name: "high-contrast",
        codes: [
            .title: "1", .header: "1", .score: "1", .rivalScore: "1", .barFilled: "7", .barUrgent: "7;5",
            .selected: "1;7", .correct: "1;4", .wrong: "9", .keysOnly: "4", .meterPeak: "1", .heard: "1",
            .points: "1",
        ])

    /// No escape sequences at all (`NO_COLOR`); the screens still mark selection and answers with symbols.
    public static let noColor = Theme(name: "no-color", codes: [:])

    /// Every theme `--theme` accepts, in help order.
    public static let all: [Theme] = [standard, dark, light, highContrast, noColor]

    /// The names `--theme` accepts.
    public static var names: [String] { all.map(\.name) }

    /// The theme called `name`.
    public static func named(_ name: String) throws(ThemeError) -> Theme {
        guard let theme = all.first(where: { $0.name == name }) else {
            throw .unknownTheme(name, available: names)
        }
        return theme
    }

    /// The theme to use: `NO_COLOR` set and non-empty forces ``noColor`` (after checking `name`, so a typo is
    /// still reported); else `name`, or ``standard`` when `nil`.
    public static func resolve(name: String?, environment: [String: String]) throws(ThemeError) -> Theme {
        let chosen = try name.map { (name) throws(ThemeError) in try named(name) } ?? standard
        if let noColorValue = environment["NO_COLOR"], !noColorValue.isEmpty { return noColor }
        return chosen
    }
}

/// A theme name that does not exist.
public enum ThemeError: Error, Equatable, CustomStringConvertible, Sendable {
    case unknownTheme(String, available: [String])

    public var description: String {
        switch self {
        case .unknownTheme(let name, let available):
            return "unknown theme '\(name)'; choose one of \(available.joined(separator: ", "))"
        }
    }
}
