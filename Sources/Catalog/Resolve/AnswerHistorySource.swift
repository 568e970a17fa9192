import Foundation
import QuizCore

/// Your own answer history as a source: the songs you answered correctly before, most often first,
/// played from the same local file when this run's local sources have it (same id or same song), else
/// from a fresh Deezer preview for `deezer:` ids.
struct AnswerHistorySource: Sendable {
    let deezer: DeezerSources?
    let localByID: [String: CatalogTrack]
    let localByKey: [String: CatalogTrack]

    func resolve(file: URL, limit: Int, label: String) async throws -> (
        tracks: [CatalogTrack], skipped: [SkippedItem], warning: String?
    ) {
        let history: AnswerHistory
        do {
            history = try ResultsStore(directory: file.deletingLastPathComponent()).loadHistory()
        } catch {
            throw CatalogError.badHistory(path: file.path, reason: "\(error)")
        }
        var resolution = SongResolution(label: label, deezer: deezer)
        for track in history.tracks.prefix(limit) {
            let name = "\(track.title) — \(track.artist)"
            if let local = localByID[track.id] ?? localByKey[SongKey.make(artist: track.artist, title: track.title)] {
                resolution.take(local: local)
                continue
            }
            guard track.id.hasPrefix("deezer:"), let id = Int(track.id.dropFirst(7)) else {
                resolution.skip(name, because: "its local file is not among this run's sources")
                continue
            }
            await resolution.lookUp(name, offline: "Deezer preview unavailable offline", notFound: "no longer on Deezer") {
                client in
                let fresh = try await client.track(id: id)
                if let reason = VersionFilter.rejection(fresh) { return .skipped(reason) }
                guard let preview = DeezerSources.catalogTrack(fresh, label: label) else {
                    return .skipped("no preview on Deezer")
                }
                // The answer stays the song as it was answered; only the audio is fresh.
                return .track(CatalogTrack(track: track, origin: preview.origin, sourceLabel: label))
            }
        }
        return resolution.result
    }
}
