public import Foundation

/// Progress while resolving sources, for a progress bar or a status line.
public enum ResolveProgress: Sendable, Hashable {
    /// A library scan advanced.
    case scanning(directory: String, ScanProgress)
    /// A source started resolving (its label).
    case resolving(String)
}

/// Resolves the command line's sources into one list of playable tracks with a report of what was skipped.
///
/// Local sources (packs, libraries, playlists) are resolved first so that listening-history songs and
/// Deezer duplicates can be matched to local files; the tracks still come out in the order the sources
/// were given. One track per id, and one per song (artist + answer title), a local file winning over a
/// preview.
public struct SourceResolver: Sendable {
    private let local: LocalSources
    private let deezer: DeezerSources?
    private let historyLimit: Int

    /// Creates a resolver. `client` nil disables Deezer; `cacheDirectory` holds the library indexes and the
    /// remembered Deezer resolutions (nil disables both); `previews` tells which previews are cached offline.
    public init(
        tagReader: any TagReading, client: DeezerClient?, cacheDirectory: URL?, previews: PreviewCache?,
        historyLimit: Int = 50
    ) {
        self.local = LocalSources(
            tagReader: tagReader, scanner: LibraryScanner(tagReader: tagReader, cacheDirectory: cacheDirectory))
        self.deezer = client.map { DeezerSources(client: $0, cacheDirectory: cacheDirectory, previews: previews) }
        self.historyLimit = historyLimit
    }

    /// Resolves `specs`; never throws: every failure ends up in the report's `skipped` or `warnings`.
    public func resolve(
        _ specs: [SourceSpec], progress: @escaping @Sendable (ResolveProgress) -> Void = { _ in }
    ) async -> SourceReport {
        var results: [Int: (tracks: [CatalogTrack], skipped: [SkippedItem])] = [:]
        var warnings: [String] = []
        let isLocal: (SourceSpec) -> Bool = { !$0.needsNetwork }
        for (index, spec) in specs.enumerated() where isLocal(spec) {
            progress(.resolving(spec.label))
            do {
                results[index] = try resolveLocal(spec, progress: progress)
            } catch {
                warnings.append("\(spec.label): \(error)")
            }
        }
        let localTracks = specs.indices.flatMap { results[$0]?.tracks ?? [] }
        var byKey: [String: CatalogTrack] = [:]
        var byID: [String: CatalogTrack] = [:]
        for track in localTracks {
            if byID[track.id] == nil { byID[track.id] = track }
            let key = SongKey.make(artist: track.track.artist, title: track.track.title)
            if byKey[key] == nil { byKey[key] = track }
        }

        for (index, spec) in specs.enumerated() where !isLocal(spec) {
            progress(.resolving(spec.label))
            if case .history(let url) = spec {
                do {
                    let songs = try ListeningHistory.importFile(url, limit: historyLimit)
                    let resolved = await HistoryResolver(deezer: deezer, localByKey: byKey).resolve(
                        songs, label: spec.label)
                    results[index] = (resolved.tracks, resolved.skipped)
                    if let warning = resolved.warning { warnings.append(warning) }
                } catch {
                    warnings.append("\(spec.label): \(error)")
                }
                continue
            }
            if case .answerHistory(let url) = spec {
                do {
                    let source = AnswerHistorySource(deezer: deezer, localByID: byID, localByKey: byKey)
                    let resolved = try await source.resolve(file: url, limit: historyLimit, label: spec.label)
                    results[index] = (resolved.tracks, resolved.skipped)
                    if let warning = resolved.warning { warnings.append(warning) }
                } catch {
                    warnings.append("\(spec.label): \(error)")
                }
                continue
            }
            guard let deezer else {
                warnings.append("\(spec.label): Deezer is disabled")
                continue
            }
            let resolved = await deezer.resolve(spec)
            results[index] = (resolved.tracks, resolved.skipped)
            if let warning = resolved.warning { warnings.append(warning) }
        }
        return merge(specs.indices.map { results[$0] ?? ([], []) }, warnings: warnings)
    }

    private func resolveLocal(
        _ spec: SourceSpec, progress: @escaping @Sendable (ResolveProgress) -> Void
    ) throws -> ([CatalogTrack], [SkippedItem]) {
        switch spec {
        case .pack(let directory):
            return try PackReader.read(directory: directory, label: spec.label)
        case .library(let root):
            return try local.library(root, label: spec.label) { progress(.scanning(directory: root.path, $0)) }
        case .playlist(let file):
            return try local.playlist(file, label: spec.label)
        default:
            return ([], [])
        }
    }

    /// Concatenates per-source results; drops repeated ids and repeated songs (a local file wins).
    func merge(_ parts: [(tracks: [CatalogTrack], skipped: [SkippedItem])], warnings: [String]) -> SourceReport {
        var report = SourceReport(warnings: warnings)
        report.skipped = parts.flatMap(\.skipped)
        let all = parts.flatMap(\.tracks)
        let songKeys = all.map { SongKey.make(artist: $0.track.artist, title: $0.track.title) }
        let localKeys = Set(zip(all, songKeys).filter { $0.0.origin.isLocal }.map(\.1))
        var ids: Set<String> = []
        var keys: Set<String> = []
        for (track, key) in zip(all, songKeys) {
            let name = "\(track.track.title) — \(track.track.artist)"
            if !track.origin.isLocal, localKeys.contains(key) {
                report.skipped.append(
                    SkippedItem(item: name, reason: "already in your local files", source: track.sourceLabel))
                continue
            }
            guard ids.insert(track.id).inserted, keys.insert(key).inserted else {
                report.skipped.append(
                    SkippedItem(item: name, reason: "duplicate of an earlier track", source: track.sourceLabel))
                continue
            }
            report.tracks.append(track)
        }
        return report
    }
}
