import ArgumentParsing
import Testing

@Suite struct ParsingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let command: String
        let occurrences: [ParsedArguments.Occurrence]
        var positionals: [String: [String]] = [:]
        var testDescription: String { "'\(line)'" }
    }

    static let cases: [Case] = [
        Case(line: "", command: "play", occurrences: []),
        Case(line: "--rounds 5", command: "play", occurrences: [.init(name: "rounds", value: "5")]),
        Case(
            line: "play --rounds=20 --no-voice", command: "play",
            occurrences: [.init(name: "rounds", value: "20"), .init(name: "no-voice", value: nil)]),
        Case(
            line: "play --library A --pack P --library B", command: "play",
            occurrences: [
                .init(name: "library", value: "A"), .init(name: "pack", value: "P"),
                .init(name: "library", value: "B"),
            ]),
        Case(line: "play --chart", command: "play", occurrences: [.init(name: "chart", value: nil)]),
        Case(
            line: "play --chart FR --no-audio", command: "play",
            occurrences: [.init(name: "chart", value: "FR"), .init(name: "no-audio", value: nil)]),
        Case(
            line: "play --chart --rounds 5", command: "play",
            occurrences: [.init(name: "chart", value: nil), .init(name: "rounds", value: "5")]),
        Case(line: "play --chart=GB", command: "play", occurrences: [.init(name: "chart", value: "GB")]),
        Case(
            line: "play --seed -42 --intro 2.5", command: "play",
            occurrences: [.init(name: "seed", value: "-42"), .init(name: "intro", value: "2.5")]),
        Case(
            line: "play --rival expert --choices 6", command: "play",
            occurrences: [.init(name: "rival", value: "expert"), .init(name: "choices", value: "6")]),
        Case(
            line: "eval m.json --json", command: "eval", occurrences: [.init(name: "json", value: nil)],
            positionals: ["MANIFEST": ["m.json"]]),
        Case(
            line: "eval --verbose -- --odd-name.json", command: "eval",
            occurrences: [.init(name: "verbose", value: nil)], positionals: ["MANIFEST": ["--odd-name.json"]]),
        Case(line: "eval -", command: "eval", occurrences: [], positionals: ["MANIFEST": ["-"]]),
        Case(line: "replay", command: "replay", occurrences: []),
        Case(line: "replay game.json", command: "replay", occurrences: [], positionals: ["FILE": ["game.json"]]),
        Case(
            line: "sources 3 a b c", command: "sources", occurrences: [],
            positionals: ["COUNT": ["3"], "NAME": ["a", "b", "c"]]),
    ]

    @Test(arguments: cases)
    func parses(_ testCase: Case) throws {
        let parsed = try Fixture.run(testCase.line)
        #expect(parsed.command.name == testCase.command)
        #expect(parsed.occurrences == testCase.occurrences)
        #expect(parsed.positionals == testCase.positionals)
    }

    @Test func typedAccessorsAndDefaults() throws {
        let parsed = try Fixture.run("play --library A --library B --intro 2.5 --rival hard --chart")
        #expect(parsed.int("rounds") == 10)
        #expect(parsed.int("choices") == 4)
        #expect(parsed.double("intro") == 2.5)
        #expect(parsed.string("rival") == "hard")
        #expect(parsed.strings("library") == ["A", "B"])
        #expect(parsed.isPresent("chart"))
        #expect(parsed.string("chart") == nil)
        #expect(!parsed.flag("no-voice"))
        #expect(parsed.int("seed") == nil)
    }

    @Test func positionalAccessors() throws {
        let parsed = try Fixture.run("sources 2 x y")
        #expect(parsed.positional("COUNT") == "2")
        #expect(parsed.positionalValues("NAME") == ["x", "y"])
        #expect(parsed.positional("MISSING") == nil)
    }
}
