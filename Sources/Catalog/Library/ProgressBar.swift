/// A one-line text progress bar for library scans, e.g. `scanning ▕██████░░░░▏ 1200/2000 files`.
public enum ProgressBar {
    /// The line for `progress`, `width` cells of bar; ASCII (`#`/`.`) when `unicode` is false.
    public static func line(_ progress: ScanProgress, label: String = "scanning", width: Int = 30, unicode: Bool = true)
        -> String
    {
        let fraction = progress.total == 0 ? 1 : Double(progress.done) / Double(progress.total)
        let filled = min(width, Int((fraction * Double(width)).rounded(.down)))
        let bar =
            String(repeating: unicode ? "█" : "#", count: filled)
            + String(repeating: unicode ? "░" : ".", count: width - filled)
        let cached = progress.fromIndex > 0 ? " (\(progress.fromIndex) unchanged)" : ""
        return unicode
            ? "\(label) ▕\(bar)▏ \(progress.done)/\(progress.total) files\(cached)"
            : "\(label) [\(bar)] \(progress.done)/\(progress.total) files\(cached)"
    }
}
