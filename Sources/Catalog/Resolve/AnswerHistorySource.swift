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
        var tracks: [CatalogTrack] = []
        var skipped: [SkippedItem] = []
        var warning: String?
        var online = deezer != nil
        for track in history.tracks.prefix(limit) {
            let name = "\(track.title) — \(track.artist)"
            if var local = localByID[track.id] ?? localByKey[SongKey.make(artist: track.artist, title: track.title)] {
                local.sourceLabel = label
                tracks.append(local)
                continue
            }
            guard track.id.hasPrefix("deezer:"), let id = Int(track.id.dropFirst(7)) else {
                skipped.append(
                    SkippedItem(item: name, reason: "its local file is not among this run's sources", source: label))
                continue
            }
            guard online, let deezer else {
                skipped.append(SkippedItem(item: name, reason: "Deezer preview unavailable offline", source: label))
                continue
            }
            do {
                let fresh = try await deezer.client.track(id: id)
                if let reason = VersionFilter.rejection(fresh) {
                    skipped.append(SkippedItem(item: name, reason: reason, source: label))
                } else if case .preview(let deezerID, let url)? = DeezerSources.catalogTrack(fresh, label: label)?
                    .origin
                {
                    tracks.append(
                        CatalogTrack(track: track, origin: .preview(deezerID: deezerID, url: url), sourceLabel: label))
                }
            } catch DeezerError.notFound {
                skipped.append(SkippedItem(item: name, reason: "no longer on Deezer", source: label))
            } catch {
                warning = "\(label): \(error)"
                online = false
                skipped.append(SkippedItem(item: name, reason: "Deezer preview unavailable offline", source: label))
            }
        }
        return (tracks, skipped, warning)
    }
}
