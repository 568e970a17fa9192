// TerminalUI — Foundation/Glibc only.

/// What a piece of text means on screen; a ``Theme`` decides how it looks.
public enum Style: Sendable, Hashable, CaseIterable {
    case plain
    /// Headings: the app name, "Results".
    case title
    /// Source name and other secondary header text.
    case header
    case score
    case rivalScore
    /// The filled part of the countdown bar.
    case barFilled
    /// The filled part when little time is left.
    case barUrgent
    case barEmpty
    case choice
    /// The choice under the cursor.
    case selected
    /// The right answer on reveal.
    case correct
    /// A wrong answer on reveal, and "wrong" marks.
    case wrong
    /// Choices that were not picked, on reveal; secondary notes.
    case dimmed
    /// The "(keys only)" tag.
    case keysOnly
    case meter
    case meterPeak
    /// What the recogniser heard.
    case heard
    case status
    case points
}
