import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Ode to Joy", 10), ("", 0), ("Für Elise", 9), ("日本語", 6), ("ｱ", 1), ("Ｆ", 2), ("🎵", 2),
        ("e\u{301}", 1), ("한국", 4), ("❤️", 2), ("a\u{200B}b", 2), ("│█░", 3),
    ])
    func width(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    struct Cut: Sendable {
        let text: String
        let width: Int
        let expected: String
    }

    @Test(arguments: [
        Cut(text: "Ode to Joy", width: 20, expected: "Ode to Joy"),
        Cut(text: "Ode to Joy", width: 10, expected: "Ode to Joy"),
        Cut(text: "Ode to Joy", width: 9, expected: "Ode to J…"),
        Cut(text: "日本語の歌", width: 6, expected: "日本…"),
        Cut(text: "日本語の歌", width: 5, expected: "日本…"),
        Cut(text: "日本語の歌", width: 4, expected: "日…"),
        Cut(text: "🎵🎵🎵", width: 4, expected: "🎵…"),
        Cut(text: "abc", width: 1, expected: "…"),
        Cut(text: "abc", width: 0, expected: ""),
    ])
    func truncation(_ cut: Cut) {
        let result = DisplayWidth.truncate(cut.text, to: cut.width)
        #expect(result == cut.expected)
        #expect(DisplayWidth.of(result) <= cut.width)
    }

    @Test func fitPadsToExactWidth() {
        #expect(DisplayWidth.fit("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.of(DisplayWidth.fit("日本語の歌です", to: 7)) == 7)
    }

    @Test func styledLineTruncatesAcrossSpans() {
        let line = StyledLine([Span("12345", .title), Span("日本語", .header), Span("xyz")])
        let cut = line.truncated(to: 9)
        #expect(cut.plainText == "12345日…")
        #expect(cut.width <= 9)
        #expect(cut.spans.map(\.style) == [.title, .header])
    }
}
