import Foundation

/// Resolves most-listened songs to local files when the library has them, else to Deezer previews.
struct HistoryResolver: Sendable {
    let deezer: DeezerSources?
    let localByKey: [String: CatalogTrack]

    func resolve(_ songs: [ListenedSong], label: String) async -> (
        tracks: [CatalogTrack], skipped: [SkippedItem], warning: String?
    ) {
        var resolution = SongResolution(label: label, deezer: deezer)
        for song in songs {
            let name = "\(song.title) — \(song.artist) (\(song.plays) plays)"
            if let local = localByKey[SongKey.make(artist: song.artist, title: song.title)] {
                resolution.take(local: local)
                continue
            }
            await resolution.lookUp(
                name, offline: "not in your local files, and Deezer unavailable", notFound: "not found on Deezer"
            ) { client in
                guard let found = try await client.findTrack(artist: song.artist, title: song.title),
                    let track = DeezerSources.catalogTrack(found, label: label)
                else { return .skipped("not found on Deezer") }
                return .track(track)
            }
        }
        return resolution.result
    }
}
