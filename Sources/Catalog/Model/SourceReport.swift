/// Something a source could not use, and why.
public struct SkippedItem: Hashable, Sendable, Codable {
    /// What was skipped: a file path, "title — artist", a playlist line.
    public var item: String
    /// Why, in words for people ("not an MP3 file", "not readable on Deezer", "duplicate of …").
    public var reason: String
    /// The source it came from (its `SourceSpec.label`).
    public var source: String

    /// Creates a skipped item.
    public init(item: String, reason: String, source: String) {
        self.item = item
        self.reason = reason
        self.source = source
    }
}

/// What a list of sources resolved to: the tracks, and everything skipped with its reason.
public struct SourceReport: Sendable {
    /// Playable tracks, in source order, one per id.
    public var tracks: [CatalogTrack]
    /// Items dropped along the way.
    public var skipped: [SkippedItem]
    /// Whole-source problems ("no network: …", "no pack.json in …"), one line each.
    public var warnings: [String]

    /// Creates a report.
    public init(tracks: [CatalogTrack] = [], skipped: [SkippedItem] = [], warnings: [String] = []) {
        self.tracks = tracks
        self.skipped = skipped
        self.warnings = warnings
    }

    /// Tracks per audio origin kind: (local files, previews).
    public var counts: (local: Int, previews: Int) {
        let local = tracks.count { $0.origin.isLocal }
        return (local, tracks.count - local)
    }

    /// The report as the lines `introquiz sources` prints: one per track, then counts, skips (grouped by
    /// reason, then the first 20 items — or all with `allSkipped`) and warnings.
    public func lines(allSkipped: Bool = false) -> [String] {
        var out = tracks.map { "\($0.track.title) — \($0.track.artist)  [\($0.origin.summary)]" }
        let (local, previews) = counts
        out.append("\(tracks.count) tracks: \(local) local, \(previews) Deezer previews; \(skipped.count) skipped")
        var reasons: [String: Int] = [:]
        for item in skipped { reasons[item.reason, default: 0] += 1 }
        for (reason, count) in reasons.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            out.append("  skipped \(count): \(reason)")
        }
        let shown = allSkipped ? skipped.count : 20
        for item in skipped.prefix(shown) {
            out.append("  - \(item.item) (\(item.reason); \(item.source))")
        }
        if skipped.count > shown { out.append("  … and \(skipped.count - shown) more") }
        out.append(contentsOf: warnings)
        return out
    }
}
