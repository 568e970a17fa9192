// TerminalUI — Foundation/Glibc only.

extension ScreenLayout {
    /// The results screen: title with totals, a table of rounds, totals, leaderboard placing, status line.
    ///
    /// When the rounds do not all fit, the first ones are shown and a line says how many more there are.
    public func results(_ model: ResultsScreen) -> [StyledLine] {
        let columns = ResultColumns(
            width: width,
            hasRival: model.rivalTotal != nil
                || model.rounds.contains {
                    $0.rivalPoints != nil
                })
        var right = StyledLine([Span("You "), Span("\(model.total)", .score)])
        if let rivalTotal = model.rivalTotal {
            right.append("  \(model.rivalName ?? "Rival") ")
            right.append("\(rivalTotal)", .rivalScore)
        }
        let title = StyledLine([Span("Results", .title), Span(" · "), Span(model.sourceName, .header)])
        var top: [Row] = [Row(StyledLine.spread(title, right, width: width)), .spacer]
        top.append(Row(StyledLine([Span(columns.header, .dimmed)])))
        var bottom: [Row] = [Row(columns.totals(model))]
        if let placing = model.placing {
            bottom += [.spacer, Row(StyledLine([Span(Wording.placing(placing, of: model.placingOutOf), .points)]))]
        }
        bottom += [.spacer, Row(StyledLine([Span(model.status, .status)]))]

        let spacers = (top + bottom).filter(\.isSpacer).count
        let room = max(1, size.rows - (top.count + bottom.count - spacers))
        var table = model.rounds.enumerated().map { Row(columns.row(number: $0.offset + 1, $0.element)) }
        if table.count > room {
            let shown = max(0, room - 1)
            let more = table.count - shown
            table = Array(table.prefix(shown)) + [Row(StyledLine([Span("  … and \(more) more", .dimmed)]))]
        }
        return fit(top + table + bottom)
    }
}

/// Column widths of the results table for one terminal width.
struct ResultColumns {
    let width: Int
    let hasRival: Bool
    /// Narrow terminals get "✓ 1.4 s" instead of "✓ voice 1.4 s".
    var compact: Bool { width < 60 }
    var answerWidth: Int { compact ? 7 : 13 }
    let pointsWidth = 5
    var songWidth: Int {
        max(4, width - 4 - (2 + answerWidth) - (2 + pointsWidth) - (hasRival ? 2 + pointsWidth : 0))
    }

    var header: String {
        var text =
            " # " + " " + DisplayWidth.fit("Song", to: songWidth) + "  "
            + DisplayWidth.fit("Answer", to: answerWidth) + "  " + pad("Pts")
        if hasRival { text += "  " + pad("Rival") }
        return DisplayWidth.truncate(text, to: width)
    }

    func row(number: Int, _ round: ResultsScreen.Round) -> StyledLine {
        let mark = round.correct ? "✓" : "✗"
        var answer = mark
        if let method = round.method, !compact { answer += " " + method.rawValue }
        if let seconds = round.seconds { answer += " " + Wording.compactSeconds(seconds) }
        if round.method == nil { answer = "✗ —" }
        var line = StyledLine([
            Span(pad("\(number)", to: 2) + "  "),
            Span(DisplayWidth.fit("\(round.title) — \(round.artist)", to: songWidth), round.correct ? .plain : .dimmed),
            Span("  "), Span(DisplayWidth.fit(answer, to: answerWidth), round.correct ? .correct : .wrong),
            Span("  "), Span(pad("\(round.points)"), .points),
        ])
        if hasRival { line.append("  " + pad(round.rivalPoints.map(String.init) ?? "–"), .rivalScore) }
        return line
    }

    func totals(_ model: ResultsScreen) -> StyledLine {
        var line = StyledLine([
            Span(DisplayWidth.fit("    Total", to: 4 + songWidth + 2 + answerWidth) + "  ", .title),
            Span(pad("\(model.total)"), .score),
        ])
        if hasRival { line.append("  " + pad(model.rivalTotal.map(String.init) ?? "–"), .rivalScore) }
        return line
    }

    /// Right-aligned in `width` cells (numbers).
    private func pad(_ text: String, to width: Int? = nil) -> String {
        let width = width ?? pointsWidth
        return String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) + text
    }
}
