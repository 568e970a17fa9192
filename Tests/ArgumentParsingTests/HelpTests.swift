import ArgumentParsing
import Testing

@Suite struct HelpTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func programHelpListsCommands(_ words: [String]) throws {
        guard case .help(let text) = try Fixture.program.parse(words) else {
            Issue.record("expected help for \(words)")
            return
        }
        #expect(text.contains("USAGE: introquiz COMMAND"))
        for command in ["play", "eval", "replay", "sources", "help [COMMAND]", "--version"] {
            #expect(text.contains("  \(command)"), "missing \(command)")
        }
        #expect(text.contains("Play a quiz. (default)"))
    }

    @Test(arguments: [
        ["help", "play"], ["play", "--help"], ["play", "--rounds", "5", "-h"], ["--rounds", "5", "--help"],
    ])
    func commandHelpShowsOptionsAndDefaults(_ words: [String]) throws {
        guard case .help(let text) = try Fixture.program.parse(words) else {
            Issue.record("expected help for \(words)")
            return
        }
        #expect(text.hasPrefix("USAGE: introquiz play "))
        #expect(text.contains("[--rounds N]"))
        #expect(text.contains("[--library DIR]…"))
        #expect(text.contains("[--chart [CC]]"))
        #expect(text.contains("Questions. (5, 10 or 20; default: 10)"))
        #expect(text.contains("Choices per question. (2–6; default: 4)"))
        #expect(text.contains("A computer rival. (easy, normal, hard or expert)"))
        #expect(text.contains("SOURCES:\n  --pack DIR"))
        #expect(text.contains("-h, --help"))
        for line in text.split(separator: "\n") where line.hasPrefix("USAGE") || line.hasPrefix(" ") {
            #expect(line.count <= 80, "too long: \(line)")
        }
    }

    @Test func commandHelpListsPositionals() throws {
        guard case .help(let text) = try Fixture.program.parse(["help", "eval"]) else {
            Issue.record("expected help")
            return
        }
        #expect(text.contains("USAGE: introquiz eval MANIFEST [--json] [--verbose]"))
        #expect(text.contains("ARGUMENTS:\n  MANIFEST"))
    }

    @Test func version() throws {
        #expect(try Fixture.program.parse(["--version"]) == .version("introquiz 0.1.0"))
    }
}
