// TerminalUI — Foundation/Glibc only.

/// A run of text in one ``Style``.
public struct Span: Sendable, Equatable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One screen line as styled runs; the layout works on these, a ``Theme`` turns them into bytes.
public struct StyledLine: Sendable, Equatable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    public init(stringLiteral text: String) {
        self.init([Span(text)])
    }

    /// The text without styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// The cells the line takes.
    public var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// The line cut to `width` cells; the span that crosses the limit ends with "…".
    public func truncated(to width: Int) -> StyledLine {
        guard self.width > width else { return self }
        var result: [Span] = []
        var used = 0
        for span in spans {
            let cells = DisplayWidth.of(span.text)
            if used + cells <= width {
                result.append(span)
                used += cells
                continue
            }
            result.append(Span(DisplayWidth.truncate(span.text, to: width - used), span.style))
            break
        }
        return StyledLine(result.filter { !$0.text.isEmpty })
    }

    /// The line as text with `theme`'s escapes.
    public func rendered(with theme: Theme) -> String {
        spans.map { theme.apply($0.style, to: $0.text) }.joined()
    }

    /// Appends a run.
    public mutating func append(_ text: String, _ style: Style = .plain) {
        spans.append(Span(text, style))
    }

    /// Left part, then right part flush with `width`; the left part is cut first when both do not fit.
    public static func spread(_ left: StyledLine, _ right: StyledLine, width: Int) -> StyledLine {
        let room = width - right.width - 1
        guard room >= 4 else { return (left + " " + right).truncated(to: width) }
        let cutLeft = left.truncated(to: room)
        let gap = String(repeating: " ", count: width - cutLeft.width - right.width)
        return cutLeft + StyledLine([Span(gap)]) + right
    }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        StyledLine(lhs.spans + rhs.spans)
    }
}
