public import Foundation

/// One question source as given on the command line (`introquiz play` and `introquiz sources` share them).
public enum SourceSpec: Hashable, Sendable {
    /// `--pack DIR`: a quiz pack directory holding `pack.json` (the built-in demo pack is one).
    case pack(URL)
    /// `--library DIR` (repeatable): MP3 files found recursively.
    case library(URL)
    /// `--playlist FILE`: an M3U/M3U8 playlist of local files.
    case playlist(URL)
    /// `--artist NAME` (repeatable): the artist's top tracks on Deezer.
    case artist(String)
    /// `--chart [CC]`: Deezer's worldwide chart (`nil`) or a country's chart (ISO 3166 code, e.g. "FR").
    case chart(country: String?)
    /// `--deezer-playlist ID`: a public Deezer playlist.
    case deezerPlaylist(Int)
    /// `--history FILE`: a ListenBrainz JSON export or a Last.fm CSV export → the most-listened tracks.
    case history(URL)
    /// Your own answer history (`history.json` written by QuizCore's `ResultsStore`): songs you answered
    /// correctly before, most often first.
    case answerHistory(URL)

    /// A short human label ("library /music", "Deezer chart FR"), used in reports and track labels.
    public var label: String {
        switch self {
        case .pack(let url): "pack \(url.path)"
        case .library(let url): "library \(url.path)"
        case .playlist(let url): "playlist \(url.path)"
        case .artist(let name): "Deezer artist \"\(name)\""
        case .chart(let country): country.map { "Deezer chart \($0.uppercased())" } ?? "Deezer chart (worldwide)"
        case .deezerPlaylist(let id): "Deezer playlist \(id)"
        case .history(let url): "history \(url.path)"
        case .answerHistory: "your answer history"
        }
    }

    /// True when resolving this spec needs the network.
    public var needsNetwork: Bool {
        switch self {
        case .pack, .library, .playlist: false
        case .artist, .chart, .deezerPlaylist: true
        case .history, .answerHistory: true  // only for tracks not found locally
        }
    }
}
