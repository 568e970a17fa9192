// TerminalUI — Foundation/Glibc only.

/// Lays out the game screens as ``StyledLine``s that fit a terminal size. Pure.
///
/// Every line is at most `size.columns` cells wide and there are at most `size.rows` lines; on small terminals
/// blank spacer lines go first, then optional lines. Meaning never rests on colour alone: the selected choice is
/// marked `›`, the right answer `✓`, a wrong pick `✗`, so ``Theme/noColor`` stays usable.
public struct ScreenLayout: Sendable {
    public var size: TerminalSize

    public init(size: TerminalSize) {
        self.size = size
    }

    var width: Int { max(1, size.columns) }

    // MARK: - Question

    /// The question screen: header, countdown bar, choices, then mic meter or reveal panel, then the status line.
    public func question(_ model: QuestionScreen) -> [StyledLine] {
        var rows: [Row] = [Row(header(model)), Row(bar(model)), .spacer]
        rows += model.choices.indices.map { Row(choice(model, at: $0)) }
        rows.append(.spacer)
        if let reveal = model.reveal {
            rows += revealPanel(reveal)
        } else if let meter = micLine(model) {
            rows.append(Row(meter))
        }
        rows += [.spacer, Row(StyledLine([Span(model.status, .status)]))]
        return fit(rows)
    }

    private func header(_ model: QuestionScreen) -> StyledLine {
        let left = StyledLine([Span("IntroQuiz", .title), Span(" · "), Span(model.sourceName, .header)])
        var right = StyledLine([Span("\(model.questionNumber)/\(model.questionCount)", .header)])
        let compact = width < 60
        right.append(compact ? "  " : "  You ")
        right.append("\(model.score)", .score)
        if let rivalScore = model.rivalScore {
            right.append(compact ? " vs " : "  \(model.rivalName ?? "Rival") ")
            right.append("\(rivalScore)", .rivalScore)
        }
        return StyledLine.spread(left, right, width: width)
    }

    private func bar(_ model: QuestionScreen) -> StyledLine {
        let suffix = model.secondsLeft.map { " " + Wording.seconds(max(0, $0)) } ?? ""
        let cells = max(1, width - DisplayWidth.of(suffix))
        let fraction = min(1, max(0, model.timeLeft))
        let filled = Int((fraction * Double(cells)).rounded())
        let style: Style = fraction < 0.25 ? .barUrgent : .barFilled
        return StyledLine([
            Span(String(repeating: "█", count: filled), style),
            Span(String(repeating: "░", count: cells - filled), .barEmpty), Span(suffix, .status),
        ]).truncated(to: width)
    }

    private func choice(_ model: QuestionScreen, at index: Int) -> StyledLine {
        let item = model.choices[index]
        let marker: String
        let style: Style
        if let reveal = model.reveal {
            if index == reveal.correctIndex {
                (marker, style) = ("✓", .correct)
            } else if index == reveal.chosenIndex {
                (marker, style) = ("✗", .wrong)
            } else {
                (marker, style) = (" ", .dimmed)
            }
        } else if index == model.selectedIndex {
            (marker, style) = ("›", .selected)
        } else {
            (marker, style) = (" ", .choice)
        }
        let prefix = " \(marker) "
        let tag = item.keysOnly ? " " + Wording.keysOnlyTag : ""
        let room = width - DisplayWidth.of(prefix) - DisplayWidth.of(tag)
        let label = DisplayWidth.truncate("\(index + 1). \(item.text)", to: max(room, 4))
        return StyledLine([
            Span(prefix, style == .selected ? .selected : .plain), Span(label, style), Span(tag, .keysOnly),
        ])
        .truncated(to: width)
    }

    private func revealPanel(_ reveal: RevealInfo) -> [Row] {
        let mark = reveal.isCorrect ? "✓" : "✗"
        let verdictStyle: Style = reveal.isCorrect ? .correct : .wrong
        let song = StyledLine([
            Span(" \(mark) \(Wording.verdict(reveal)) ", verdictStyle), Span(reveal.title, .title),
            Span(" — "), Span(reveal.artist, .header),
        ])
        let answered = "   " + Wording.answered(reveal.method, seconds: reveal.seconds)
        let points = Span(Wording.points(reveal.points), .points)
        let detail = StyledLine([Span(answered + " · "), points])
        var rows = [Row(song)]
        if detail.width <= width {
            rows.append(Row(detail))
        } else {
            rows += [Row(StyledLine([Span(answered)])), Row(StyledLine([Span("   "), points]))]
        }
        if let note = reveal.note { rows.append(Row(StyledLine([Span("   " + note, .dimmed)]), optional: true)) }
        return rows
    }

    private func micLine(_ model: QuestionScreen) -> StyledLine? {
        var line = StyledLine()
        if let level = model.micLevel {
            let cells = width < 50 ? 6 : 10
            let filled = Int((min(1, max(0, level)) * Double(cells)).rounded())
            let loud = min(filled, max(0, filled - cells * 7 / 10))
            line.append(" mic ", .status)
            line.append(String(repeating: "█", count: filled - loud), .meter)
            line.append(String(repeating: "█", count: loud), .meterPeak)
            line.append(String(repeating: "░", count: cells - filled), .barEmpty)
        }
        if let heard = model.heard, !heard.isEmpty {
            line.append("  heard: ", .status)
            line.append("“\(heard)”", .heard)
        }
        return line.spans.isEmpty ? nil : line.truncated(to: width)
    }

    // MARK: - Fitting

    /// A line, or a blank spacer; optional lines go before essential ones when rows run out.
    struct Row {
        var line: StyledLine
        var isSpacer = false
        var optional = false

        init(_ line: StyledLine, optional: Bool = false) {
            self.line = line
            self.optional = optional
        }

        static let spacer: Row = {
            var row = Row(StyledLine())
            row.isSpacer = true
            return row
        }()
    }

    /// Drops spacers (from the bottom), then optional rows, then cuts at `size.rows`; every line cut to the width.
    func fit(_ rows: [Row]) -> [StyledLine] {
        var rows = rows
        let limit = max(1, size.rows)
        while rows.count > limit, let index = rows.lastIndex(where: \.isSpacer) { rows.remove(at: index) }
        while rows.count > limit, let index = rows.lastIndex(where: \.optional) { rows.remove(at: index) }
        return rows.prefix(limit).map { $0.line.truncated(to: width) }
    }
}
