public import Foundation
public import QuizCore

/// Where a track's audio comes from.
public enum AudioOrigin: Hashable, Sendable, Codable {
    /// A full-length local file (library, playlist or pack); the intro starts after its leading silence.
    case file(URL)
    /// A Deezer 30 s preview. `url` is a signed link that expires; `deezerID` refreshes it via `/track/{id}`.
    case preview(deezerID: Int, url: URL)

    /// One short phrase for `introquiz sources`: "file /music/a.mp3" or "Deezer preview (track 3135556)".
    public var summary: String {
        switch self {
        case .file(let url): "file \(url.path)"
        case .preview(let id, _): "Deezer preview (track \(id))"
        }
    }

    /// True for audio on this machine (no network needed to play it).
    public var isLocal: Bool {
        if case .file = self { return true }
        return false
    }
}

/// A quiz track together with where its audio comes from.
public struct CatalogTrack: Hashable, Sendable, Codable, Identifiable {
    /// The game's view of the track (id, answer title, artist, aliases, intro start).
    public var track: Track
    /// Where to get the audio.
    public var origin: AudioOrigin
    /// Which source produced it ("library /music", "Deezer chart", …), for reports.
    public var sourceLabel: String

    /// The track id (stable across machines).
    public var id: String { track.id }

    /// Creates a catalog track.
    public init(track: Track, origin: AudioOrigin, sourceLabel: String) {
        self.track = track
        self.origin = origin
        self.sourceLabel = sourceLabel
    }
}
