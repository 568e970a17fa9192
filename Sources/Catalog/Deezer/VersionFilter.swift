import Foundation

/// One version per song: picks what the quiz asks about from Deezer's many versions of a song.
public enum VersionFilter {
    /// Words marking a version that is not the song itself.
    static let unwanted = [
        "karaoke", "cover", "instrumental", "tribute", "made famous", "originally performed",
        "backing track", "in the style of", "8-bit", "8 bit", "lullaby",
    ]

    /// The title a player answers with: the short title without "(feat. …)", "[ft. …]", " feat. …".
    public static func answerTitle(_ title: String) -> String {
        var out = title
        out = out.replacing(/\s*[\(\[]\s*(feat|ft|featuring|with)\.?\s[^\)\]]*[\)\]]/.ignoresCase(), with: "")
        out = out.replacing(/\s+(feat|ft|featuring)\.?\s.*$/.ignoresCase(), with: "")
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? title : trimmed
    }

    /// The reason a Deezer track is not wanted on its own, or nil when it is.
    public static func rejection(_ track: DeezerTrack) -> String? {
        if track.readable == false { return "not readable on Deezer" }
        guard let preview = track.preview, !preview.isEmpty else { return "no preview" }
        guard let link = URL(string: preview), let scheme = link.scheme?.lowercased(),
            scheme == "https" || scheme == "http",
            link.host != nil
        else { return "preview link is not an http(s) URL" }
        guard (track.title_short ?? track.title)?.isEmpty == false, track.artist?.name?.isEmpty == false else {
            return "no title or artist"
        }
        let text = [track.title, track.title_version, track.title_short, track.artist?.name]
            .compactMap { $0?.lowercased() }.joined(separator: " ")
        if let word = unwanted.first(where: { text.contains($0) }) { return "\(word) version" }
        return nil
    }

    /// Filters and de-duplicates: unreadable/unwanted versions dropped, one track per (artist, answer title)
    /// keeping the highest rank, in the order each song first appears.
    public static func select(_ tracks: [DeezerTrack]) -> (kept: [DeezerTrack], rejected: [(DeezerTrack, String)]) {
        var rejected: [(DeezerTrack, String)] = []
        var best: [String: Int] = [:]
        var kept: [DeezerTrack] = []
        var seenIDs: Set<Int> = []
        for track in tracks {
            guard seenIDs.insert(track.id).inserted else { continue }
            if let reason = rejection(track) {
                rejected.append((track, reason))
                continue
            }
            let key = SongKey.make(artist: track.artist?.name ?? "", title: track.title_short ?? track.title ?? "")
            if let index = best[key] {
                if (track.rank ?? 0) > (kept[index].rank ?? 0) {
                    rejected.append((kept[index], "another version ranks higher"))
                    kept[index] = track
                } else {
                    rejected.append((track, "another version ranks higher"))
                }
            } else {
                best[key] = kept.count
                kept.append(track)
            }
        }
        return (kept, rejected)
    }
}
