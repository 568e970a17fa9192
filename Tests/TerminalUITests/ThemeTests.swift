import Glibc
import Testing

@testable import TerminalUI

@Suite struct ThemeTests {
    @Test(arguments: ["default", "dark", "light", "high-contrast", "no-color"])
    func namedThemesExist(_ name: String) throws {
        #expect(try Theme.named(name).name == name)
    }

    @Test func unknownThemeListsTheValidOnes() {
        #expect(throws: ThemeError.unknownTheme("neon", available: Theme.names)) { try Theme.named("neon") }
        let message = ThemeError.unknownTheme("neon", available: Theme.names).description
        #expect(message == "unknown theme 'neon'; choose one of default, dark, light, high-contrast, no-color")
    }

    struct Case: Sendable {
        let name: String?
        let environment: [String: String]
        let expected: String
    }

    @Test(arguments: [
        Case(name: nil, environment: [:], expected: "default"),
        Case(name: "dark", environment: [:], expected: "dark"),
        Case(name: "dark", environment: ["NO_COLOR": "1"], expected: "no-color"),
        Case(name: nil, environment: ["NO_COLOR": "yes"], expected: "no-color"),
        Case(name: "light", environment: ["NO_COLOR": ""], expected: "light"),
    ])
    func resolve(_ testCase: Case) throws {
        #expect(try Theme.resolve(name: testCase.name, environment: testCase.environment).name == testCase.expected)
    }

    @Test func noColorStillRejectsBadNames() {
        #expect(throws: ThemeError.self) { try Theme.resolve(name: "neon", environment: ["NO_COLOR": "1"]) }
    }

    @Test func onlyNoColorIsFreeOfEscapes() {
        for theme in Theme.all {
            let text = Style.allCases.map { theme.apply($0, to: "x") }.joined()
            #expect(text.contains("\u{1B}") == (theme.name != "no-color"), "\(theme.name)")
            #expect(theme.usesEscapes == (theme.name != "no-color"))
        }
    }
}

@Suite struct TerminalSizeTests {
    @Test(
        arguments: [
            ([:], TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 100, rows: 30)),
            (
                ["COLUMNS": "40", "LINES": "12"], TerminalSize(columns: 100, rows: 30),
                TerminalSize(columns: 40, rows: 12)
            ),
            (["COLUMNS": "132"], TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 132, rows: 30)),
            (
                ["COLUMNS": "0", "LINES": "x"], TerminalSize(columns: 100, rows: 30),
                TerminalSize(columns: 100, rows: 30)
            ),
            ([:], nil, TerminalSize(columns: 80, rows: 24)),
            (["LINES": " 50 "], nil, TerminalSize(columns: 80, rows: 50)),
        ] as [([String: String], TerminalSize?, TerminalSize)])
    func resolve(_ environment: [String: String], _ measured: TerminalSize?, _ expected: TerminalSize) {
        #expect(TerminalSize.resolve(environment: environment, measured: measured) == expected)
    }

    @Test func pipeIsNotATerminal() throws {
        let ends = try Platform.makePipe()
        defer {
            _ = close(ends.read)
            _ = close(ends.write)
        }
        #expect(!Platform.isTerminal(ends.read))
        #expect(Platform.measuredSize(of: ends.read) == nil)
        #expect(throws: TerminalError.notATerminal(fd: ends.read)) { _ = try RawTerminal(input: ends.read) }
    }
}
