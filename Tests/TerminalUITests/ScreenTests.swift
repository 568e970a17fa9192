import Testing

@testable import TerminalUI

@Suite struct ScreenTests {
    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func noColorHasNoEscapes(_ size: TerminalSize) throws {
        let theme = try Theme.resolve(name: "dark", environment: ["NO_COLOR": "1"])
        let screen = Screen(size: size, theme: theme)
        let lines =
            screen.lines(for: Samples.asking) + screen.lines(for: Samples.revealed) + screen.lines(for: Samples.results)
        #expect(!lines.isEmpty)
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines.contains { $0.contains("›") })
    }

    @Test(arguments: ["default", "dark", "light", "high-contrast"])
    func coloredThemesStyleTheScreen(_ name: String) throws {
        let screen = Screen(size: TerminalSize(columns: 80, rows: 24), theme: try Theme.named(name))
        let lines = screen.lines(for: Samples.asking)
        #expect(lines.joined().contains("\u{1B}["))
        #expect(lines.allSatisfy { !$0.contains("\u{1B}[") || $0.hasSuffix("\u{1B}[0m") || !$0.hasSuffix("m") })
    }

    @Test func frameRedrawsEverythingInOnePiece() {
        let screen = Screen(size: TerminalSize(columns: 80, rows: 24), theme: .noColor)
        let frame = screen.frame(for: Samples.asking)
        #expect(frame.hasPrefix("\u{1B}[H"))
        #expect(frame.hasSuffix("\u{1B}[J"))
        let lines = screen.lines(for: Samples.asking)
        #expect(frame.components(separatedBy: "\u{1B}[K\r\n").count == lines.count)
    }
}
