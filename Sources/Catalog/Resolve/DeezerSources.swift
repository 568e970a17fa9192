import Foundation
import QuizCore

/// Turns Deezer specs into catalog tracks, remembering each resolution so an offline run can fall back
/// to the tracks whose previews are cached.
struct DeezerSources: Sendable {
    let client: DeezerClient
    let cacheDirectory: URL?
    let previews: PreviewCache?

    func tracks(for spec: SourceSpec) async throws -> [DeezerTrack] {
        switch spec {
        case .artist(let name): try await client.artistTopTracks(name: name)
        case .chart(let country): try await client.chartTracks(country: country)
        case .deezerPlaylist(let id): try await client.playlistTracks(id: id)
        default: []
        }
    }

    /// Resolves `spec`; on `.offline` falls back to the remembered resolution (cached previews only).
    func resolve(_ spec: SourceSpec) async -> (tracks: [CatalogTrack], skipped: [SkippedItem], warning: String?) {
        do {
            let (kept, rejected) = VersionFilter.select(try await tracks(for: spec))
            let tracks = kept.compactMap { Self.catalogTrack($0, label: spec.label) }
            let skipped = rejected.map { track, reason in
                SkippedItem(
                    item: "\(track.title ?? "?") — \(track.artist?.name ?? "?")", reason: reason, source: spec.label)
            }
            remember(tracks, for: spec)
            return (tracks, skipped, nil)
        } catch let error as DeezerError {
            guard case .offline = error else { return ([], [], "\(spec.label): \(error)") }
            let cached = remembered(spec).filter { track in
                guard case .preview(let id, _) = track.origin else { return true }
                return previews?.cachedFile(deezerID: id) != nil
            }
            return (cached, [], "\(error) (\(spec.label): \(cached.count) cached tracks)")
        } catch {
            return ([], [], "\(spec.label): \(error)")
        }
    }

    static func catalogTrack(_ track: DeezerTrack, label: String) -> CatalogTrack? {
        guard let preview = track.preview.flatMap(URL.init(string:)), let artist = track.artist?.name,
            let raw = track.title_short ?? track.title
        else { return nil }
        let title = VersionFilter.answerTitle(raw)
        return CatalogTrack(
            track: Track(id: "deezer:\(track.id)", title: title, artist: artist),
            origin: .preview(deezerID: track.id, url: preview), sourceLabel: label)
    }

    // MARK: - Remembered resolutions

    private func file(for spec: SourceSpec) -> URL? {
        guard let cacheDirectory else { return nil }
        let key = LibraryEntry.pathHash(spec.label)
        return cacheDirectory.appendingPathComponent("sources").appendingPathComponent("\(key).json")
    }

    private func remember(_ tracks: [CatalogTrack], for spec: SourceSpec) {
        guard let url = file(for: spec), let data = try? JSONEncoder().encode(tracks) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    private func remembered(_ spec: SourceSpec) -> [CatalogTrack] {
        guard let url = file(for: spec), let data = try? LocalFile.read(url, limit: 20_000_000) else { return [] }
        return (try? JSONDecoder().decode([CatalogTrack].self, from: data)) ?? []
    }
}
