import Testing

@testable import ArgumentParsing

@Suite struct ErrorMessageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let error: UsageError
        let message: String
        var testDescription: String { "'\(line)'" }
    }

    static let cases: [Case] = [
        Case(
            line: "play --rounds 7",
            error: .badValue(
                command: "introquiz play", name: "--rounds", value: "7", expected: "must be one of 5, 10, 20"),
            message: "introquiz play: --rounds must be one of 5, 10, 20 (got 7)"),
        Case(
            line: "play --rival godlike",
            error: .badValue(
                command: "introquiz play", name: "--rival", value: "godlike",
                expected: "must be one of easy, normal, hard, expert"),
            message: "introquiz play: --rival must be one of easy, normal, hard, expert (got godlike)"),
        Case(
            line: "play --choices 9",
            error: .badValue(
                command: "introquiz play", name: "--choices", value: "9",
                expected: "must be a whole number from 2 to 6"),
            message: "introquiz play: --choices must be a whole number from 2 to 6 (got 9)"),
        Case(
            line: "play --choices=",
            error: .badValue(
                command: "introquiz play", name: "--choices", value: "",
                expected: "must be a whole number from 2 to 6"),
            message: "introquiz play: --choices must be a whole number from 2 to 6 (got nothing)"),
        Case(
            line: "play --intro fast",
            error: .badValue(
                command: "introquiz play", name: "--intro", value: "fast",
                expected: "must be a number from 1 to 30"),
            message: "introquiz play: --intro must be a number from 1 to 30 (got fast)"),
        Case(
            line: "play --round 5",
            error: .unknownOption(command: "introquiz play", option: "--round", suggestion: "--rounds"),
            message: "introquiz play: unknown option '--round' (did you mean '--rounds'?)"),
        Case(
            line: "--rivl easy",
            error: .unknownOption(command: "introquiz play", option: "--rivl", suggestion: "--rival"),
            message: "introquiz play: unknown option '--rivl' (did you mean '--rival'?)"),
        Case(
            line: "play --zzzzzz",
            error: .unknownOption(command: "introquiz play", option: "--zzzzzz", suggestion: nil),
            message: "introquiz play: unknown option '--zzzzzz'"),
        Case(
            line: "play -x",
            error: .unknownOption(command: "introquiz play", option: "-x", suggestion: nil),
            message: "introquiz play: unknown option '-x'"),
        Case(
            line: "play --rounds",
            error: .missingValue(command: "introquiz play", option: "--rounds", valueName: "N"),
            message: "introquiz play: --rounds needs a value (--rounds N)"),
        Case(
            line: "play --library --no-voice",
            error: .missingValue(command: "introquiz play", option: "--library", valueName: "DIR"),
            message: "introquiz play: --library needs a value (--library DIR)"),
        Case(
            line: "play --no-voice=yes",
            error: .flagWithValue(command: "introquiz play", option: "--no-voice"),
            message: "introquiz play: --no-voice takes no value"),
        Case(
            line: "play --rounds 5 --rounds 10",
            error: .repeatedOption(command: "introquiz play", option: "--rounds"),
            message: "introquiz play: --rounds was given more than once"),
        Case(
            line: "play extra",
            error: .unexpectedArgument(command: "introquiz play", argument: "extra"),
            message: "introquiz play: unexpected argument 'extra'"),
        Case(
            line: "eval a.json b.json",
            error: .unexpectedArgument(command: "introquiz eval", argument: "b.json"),
            message: "introquiz eval: unexpected argument 'b.json'"),
        Case(
            line: "eval --json",
            error: .missingPositional(command: "introquiz eval", name: "MANIFEST"),
            message: "introquiz eval: missing MANIFEST"),
        Case(
            line: "sources ten",
            error: .badValue(
                command: "introquiz sources", name: "COUNT", value: "ten",
                expected: "must be a whole number from 1 to 9"),
            message: "introquiz sources: COUNT must be a whole number from 1 to 9 (got ten)"),
        Case(
            line: "evl m.json",
            error: .unknownCommand(program: "introquiz", name: "evl", suggestion: "eval"),
            message: "introquiz: unknown command 'evl' (did you mean 'eval'?); see 'introquiz help'"),
        Case(
            line: "plya",
            error: .unknownCommand(program: "introquiz", name: "plya", suggestion: "play"),
            message: "introquiz: unknown command 'plya' (did you mean 'play'?); see 'introquiz help'"),
        Case(
            line: "help nothing",
            error: .unknownCommand(program: "introquiz", name: "nothing", suggestion: nil),
            message: "introquiz: unknown command 'nothing'; see 'introquiz help'"),
    ]

    @Test(arguments: cases)
    func reportsUsageError(_ testCase: Case) {
        let words = testCase.line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(throws: testCase.error) { try Fixture.program.parse(words) }
        #expect(testCase.error.description == testCase.message)
        #expect(testCase.error.exitCode == 64)
        if case .unknownCommand = testCase.error {
            #expect(testCase.error.helpHint == nil)
        } else {
            #expect(testCase.error.helpHint?.hasPrefix("See 'introquiz ") == true)
            #expect(testCase.error.helpHint?.hasSuffix(" --help'.") == true)
        }
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("play", "play", 0), ("plya", "play", 1), ("round", "rounds", 1), ("", "abc", 3), ("kitten", "sitting", 3),
        ("rival", "", 5),
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
        #expect(Suggestion.editDistance(b, a) == expected)
    }

    @Test func closestNeedsToBeClose() {
        #expect(Suggestion.closest(to: "rivl", among: ["rival", "rounds"]) == "rival")
        #expect(Suggestion.closest(to: "xyz", among: ["rival", "rounds"]) == nil)
    }
}
