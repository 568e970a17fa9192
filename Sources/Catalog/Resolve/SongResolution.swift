/// Collects what resolving a list of songs gives — a local file where this run has one, else a Deezer
/// lookup — for the history sources. After the first Deezer failure other than "not found" Deezer is not
/// asked again in this run: one warning, and the remaining songs are skipped as offline.
struct SongResolution {
    /// What one Deezer lookup gave: a track, or the reason the song is skipped.
    enum Lookup {
        case track(CatalogTrack)
        case skipped(String)
    }

    let label: String
    let deezer: DeezerSources?
    private(set) var tracks: [CatalogTrack] = []
    private(set) var skipped: [SkippedItem] = []
    private(set) var warning: String?

    init(label: String, deezer: DeezerSources?) {
        self.label = label
        self.deezer = deezer
    }

    var result: (tracks: [CatalogTrack], skipped: [SkippedItem], warning: String?) { (tracks, skipped, warning) }

    /// Takes a local file, labelled with this source.
    mutating func take(local track: CatalogTrack) {
        var track = track
        track.sourceLabel = label
        tracks.append(track)
    }

    mutating func skip(_ item: String, because reason: String) {
        skipped.append(SkippedItem(item: item, reason: reason, source: label))
    }

    /// Resolves `item` through `lookup`, unless Deezer is unavailable (then skipped with `offline`); Deezer's
    /// "not found" skips it with `notFound`.
    mutating func lookUp(
        _ item: String, offline: String, notFound: String, _ lookup: (DeezerClient) async throws -> Lookup
    ) async {
        guard warning == nil, let deezer else { return skip(item, because: offline) }
        do {
            switch try await lookup(deezer.client) {
            case .track(let track): tracks.append(track)
            case .skipped(let reason): skip(item, because: reason)
            }
        } catch DeezerError.notFound {
            skip(item, because: notFound)
        } catch {
            warning = "\(label): \(error)"
            skip(item, because: offline)
        }
    }
}
