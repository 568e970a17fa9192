import ArgumentParsing

/// A cut-down `introquiz` command line, shaped like the one in shared/DESIGN.md.
enum Fixture {
    static let play = CommandSpec(
        "play", abstract: "Play a quiz.",
        options: [
            OptionSpec(
                "pack", .value(.string), valueName: "DIR", help: "A quiz pack.", repeatable: true,
                section: "SOURCES"),
            OptionSpec(
                "library", .value(.string), valueName: "DIR", help: "A music folder.", repeatable: true,
                section: "SOURCES"),
            OptionSpec(
                "chart", .optionalValue(.string), valueName: "CC", help: "A country chart.",
                section: "SOURCES"),
            OptionSpec(
                "rounds", .value(.intChoice([5, 10, 20])), valueName: "N", help: "Questions.",
                defaultValue: "10"),
            OptionSpec(
                "choices", .value(.int(2...6)), valueName: "N", help: "Choices per question.",
                defaultValue: "4"),
            OptionSpec("intro", .value(.double(1...30)), valueName: "SECONDS", help: "Intro length."),
            OptionSpec("seed", .value(.int()), valueName: "N", help: "Random seed."),
            OptionSpec(
                "rival", .value(.choice(["easy", "normal", "hard", "expert"])), valueName: "LEVEL",
                help: "A computer rival."),
            OptionSpec("no-voice", help: "Answer with keys only."),
            OptionSpec("no-audio", help: "Do not play sound."),
        ])

    static let eval = CommandSpec(
        "eval", abstract: "Measure recognition.",
        options: [OptionSpec("json", help: "JSON output."), OptionSpec("verbose", help: "Say more.")],
        positionals: [PositionalSpec("MANIFEST", help: "The manifest.")])

    static let replay = CommandSpec(
        "replay", abstract: "Replay a game.",
        positionals: [PositionalSpec("FILE", help: "A saved game.", isOptional: true)])

    static let sources = CommandSpec(
        "sources", abstract: "Check sources.",
        positionals: [
            PositionalSpec("COUNT", help: "How many.", type: .int(1...9)),
            PositionalSpec("NAME", help: "Names.", isOptional: true, isVariadic: true),
        ])

    static let program = ProgramSpec(
        name: "introquiz", version: "0.1.0", abstract: "An intro quiz answered by voice.",
        commands: [play, eval, replay, sources], defaultCommand: "play")

    /// Parses `line` (split at spaces) and returns the arguments, failing the test on help/version.
    static func run(_ line: String) throws -> ParsedArguments {
        let words = line.split(separator: " ").map(String.init)
        guard case .run(let arguments) = try program.parse(words) else {
            throw FixtureError.notRun(line)
        }
        return arguments
    }

    enum FixtureError: Error { case notRun(String) }
}
