public import Foundation

/// A song from a listening history with how often it was played.
public struct ListenedSong: Sendable, Hashable {
    public var artist: String
    public var title: String
    public var plays: Int

    /// Creates a listened song.
    public init(artist: String, title: String, plays: Int) {
        self.artist = artist
        self.title = title
        self.plays = plays
    }
}

/// Imports listening-history exports and ranks the most-listened songs.
///
/// Formats: a ListenBrainz export (a JSON array of listens, JSON Lines of listens, or an API response
/// `{"payload":{"listens":[…]}}`, each listen carrying `track_metadata.artist_name/track_name`) and a
/// Last.fm CSV export (with a header naming `artist` and `track`/`title` columns, or the common headerless
/// `artist,album,track,date` layout).
public enum ListeningHistory {
    /// Largest export read (exports of many years are tens of MB).
    static let maxBytes = 200_000_000

    /// Reads `url` (format by content) and returns the top `limit` songs, most played first.
    public static func importFile(_ url: URL, limit: Int = 100) throws -> [ListenedSong] {
        let data = try LocalFile.read(url, limit: maxBytes)
        let listens: [(artist: String, title: String)]
        let first = data.first(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) })
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            listens = try ListenBrainzFormat.listens(data, path: url.path)
        } else if url.pathExtension.lowercased() == "csv"
            || String(decoding: data.prefix(4096), as: UTF8.self).contains(",")
        {
            listens = try LastFMFormat.listens(String(decoding: data, as: UTF8.self), path: url.path)
        } else {
            throw CatalogError.unknownHistoryFormat(path: url.path)
        }
        return rank(listens, limit: limit)
    }

    /// Counts plays per song (case/diacritics/spacing-insensitive) and keeps the `limit` most played;
    /// ties are broken by first appearance, so the result is deterministic.
    public static func rank(_ listens: [(artist: String, title: String)], limit: Int) -> [ListenedSong] {
        var order: [String: Int] = [:]
        var songs: [ListenedSong] = []
        for listen in listens {
            let artist = listen.artist.trimmingCharacters(in: .whitespacesAndNewlines)
            let title = listen.title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !artist.isEmpty, !title.isEmpty else { continue }
            let key = SongKey.make(artist: artist, title: title)
            if let index = order[key] {
                songs[index].plays += 1
            } else {
                order[key] = songs.count
                songs.append(ListenedSong(artist: artist, title: title, plays: 1))
            }
        }
        let ranked = songs.enumerated().sorted { a, b in
            a.element.plays != b.element.plays ? a.element.plays > b.element.plays : a.offset < b.offset
        }
        return ranked.prefix(limit).map(\.element)
    }
}

/// A normalised "artist|title" key for matching songs across sources.
public enum SongKey {
    /// Lowercased, diacritics folded, punctuation dropped, spaces collapsed; "(feat. …)" removed from the title.
    public static func make(artist: String, title: String) -> String {
        normalise(artist) + "|" + normalise(VersionFilter.answerTitle(title))
    }

    static func normalise(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var out = ""
        var space = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                if space, !out.isEmpty { out.append(" ") }
                out.unicodeScalars.append(scalar)
                space = false
            } else {
                space = true
            }
        }
        return out
    }
}
