import Foundation

/// Resolves most-listened songs to local files when the library has them, else to Deezer previews.
struct HistoryResolver: Sendable {
    let deezer: DeezerSources?
    let localByKey: [String: CatalogTrack]

    func resolve(_ songs: [ListenedSong], label: String) async -> (
        tracks: [CatalogTrack], skipped: [SkippedItem], warning: String?
    ) {
        var tracks: [CatalogTrack] = []
        var skipped: [SkippedItem] = []
        var warning: String?
        var online = deezer != nil
        for song in songs {
            let name = "\(song.title) — \(song.artist) (\(song.plays) plays)"
            if var local = localByKey[SongKey.make(artist: song.artist, title: song.title)] {
                local.sourceLabel = label
                tracks.append(local)
                continue
            }
            guard online, let deezer else {
                skipped.append(
                    SkippedItem(item: name, reason: "not in your local files, and Deezer unavailable", source: label))
                continue
            }
            do {
                if let found = try await deezer.client.findTrack(artist: song.artist, title: song.title),
                    let track = DeezerSources.catalogTrack(found, label: label)
                {
                    tracks.append(track)
                } else {
                    skipped.append(SkippedItem(item: name, reason: "not found on Deezer", source: label))
                }
            } catch DeezerError.notFound {
                skipped.append(SkippedItem(item: name, reason: "not found on Deezer", source: label))
            } catch {
                warning = "\(label): \(error)"
                online = false
                skipped.append(
                    SkippedItem(item: name, reason: "not in your local files, and Deezer unavailable", source: label))
            }
        }
        return (tracks, skipped, warning)
    }
}
