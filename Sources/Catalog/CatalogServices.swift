public import Foundation

/// Everything the CLI needs from Catalog, wired the standard way: one Deezer client (so one rate limit)
/// shared by the resolver and the playback adapter, the preview cache and library indexes under
/// `cacheDirectory` (`AppDirectories.cache`: `$XDG_CACHE_HOME/introquiz`), libmpg123 for tags and decoding.
public struct CatalogServices: Sendable {
    /// The Deezer client (`--api-base` sets its base URL).
    public let client: DeezerClient
    /// The preview cache.
    public let previews: PreviewCache
    /// Resolves `SourceSpec`s into tracks.
    public let resolver: SourceResolver
    /// Gives intros for tracks.
    public let playback: PlaybackAdapter

    /// Creates the services. `outputRate`/`channels` are what `PlaybackAdapter.intro` returns.
    public init(
        apiBase: URL = DeezerClient.defaultBase, cacheDirectory: URL,
        outputRate: Int = 44_100, channels: Int = 2, previewCapBytes: Int = 200_000_000
    ) {
        let fetcher = URLSessionFetcher()
        client = DeezerClient(base: apiBase, fetcher: fetcher)
        previews = PreviewCache(
            directory: cacheDirectory.appendingPathComponent("previews"), capBytes: previewCapBytes)
        resolver = SourceResolver(
            tagReader: MPG123TagReader(), client: client, cacheDirectory: cacheDirectory, previews: previews)
        playback = PlaybackAdapter(
            client: client, fetcher: fetcher, cache: previews, decoder: MPG123IntroDecoder(), outputRate: outputRate,
            channels: channels)
    }
}
