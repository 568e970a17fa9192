// TerminalUI — Foundation/Glibc only.

/// Turns a screen model into the bytes of one full frame for a size and a theme. Pure.
///
/// A frame moves the cursor home, writes every line (clearing the rest of each), and clears below; write it in one
/// `write()` (``RawTerminal/write(_:)``). No diffing: redraw the whole frame on every change and on resize.
public struct Screen: Sendable {
    public var size: TerminalSize
    public var theme: Theme

    public init(size: TerminalSize, theme: Theme) {
        self.size = size
        self.theme = theme
    }

    /// The question screen's lines with the theme's styles (no cursor movement).
    public func lines(for model: QuestionScreen) -> [String] {
        ScreenLayout(size: size).question(model).map { $0.rendered(with: theme) }
    }

    /// The results screen's lines with the theme's styles (no cursor movement).
    public func lines(for model: ResultsScreen) -> [String] {
        ScreenLayout(size: size).results(model).map { $0.rendered(with: theme) }
    }

    /// The whole question frame, ready to write.
    public func frame(for model: QuestionScreen) -> String {
        Self.frame(lines: lines(for: model))
    }

    /// The whole results frame, ready to write.
    public func frame(for model: ResultsScreen) -> String {
        Self.frame(lines: lines(for: model))
    }

    /// Cursor home, each line followed by clear-to-end-of-line, then clear below.
    public static func frame(lines: [String]) -> String {
        "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }
}
