public import Foundation

/// Deezer's public API (no key) with the rules its responses need: a rate limit of 50 requests per 5 s,
/// errors that arrive as HTTP 200 `{"error":…}` bodies (code 4 quota → back off and retry; 800 → not
/// found), timeouts and transport failures retried with exponential backoff, a size limit on every body.
/// Once the network is found unreachable, calls in the next `offlineRetryAfter` seconds fail fast with
/// `.offline` (so a game without network does not wait on every question), then it tries again.
public actor DeezerClient {
    /// The default API base.
    public static let defaultBase = URL(string: "https://api.deezer.com")!

    private let base: URL
    private let fetcher: any HTTPFetching
    private let clock: any CatalogClock
    private let limiter: RateLimiter
    private let timeout: Double
    private let attempts: Int
    private let backoff: Double
    private var offline: (error: DeezerError, since: Double)?
    /// Seconds an offline verdict stands before the network is tried again.
    public let offlineRetryAfter: Double

    /// Largest JSON body accepted.
    static let maxJSONBytes = 2_000_000

    /// Creates a client; `backoff` is the first retry delay in seconds (doubling each retry).
    public init(
        base: URL = DeezerClient.defaultBase, fetcher: any HTTPFetching, clock: any CatalogClock = SystemClock(),
        timeout: Double = 10, attempts: Int = 4, backoff: Double = 0.5, rateLimit: Int = 50, rateWindow: Double = 5,
        offlineRetryAfter: Double = 60
    ) {
        self.offlineRetryAfter = offlineRetryAfter
        self.base = base
        self.fetcher = fetcher
        self.clock = clock
        self.limiter = RateLimiter(limit: rateLimit, window: rateWindow, clock: clock)
        self.timeout = timeout
        self.attempts = max(1, attempts)
        self.backoff = backoff
    }

    // MARK: - Requests

    /// GETs `path` with `query` and decodes `T`, applying the rate limit, retries and error bodies.
    func get<T: Decodable>(_ path: String, _ query: [String: String] = [:], as type: T.Type = T.self) async throws -> T
    {
        if let offline, clock.now - offline.since < offlineRetryAfter { throw offline.error }
        let url = makeURL(path, query)
        var lastFailure: DeezerError = .offline("no attempt made")
        var connectFailures = 0
        for attempt in 0..<attempts {
            if attempt > 0 { try await clock.sleep(seconds: backoff * Double(1 << (attempt - 1))) }
            try await limiter.acquire()
            let response: HTTPResponse
            do {
                response = try await fetcher.fetch(HTTPRequest(url: url, timeout: timeout, maxBytes: Self.maxJSONBytes))
            } catch let error as HTTPError {
                if case .tooLarge = error {
                    throw DeezerError.responseTooLarge(limit: Self.maxJSONBytes, url: url.absoluteString)
                }
                lastFailure = .offline("\(error)")
                // No route or no DNS rarely heals within seconds: one retry, not the full backoff ladder.
                if case .cannotConnect = error {
                    connectFailures += 1
                    if connectFailures >= 2 { break }
                }
                continue
            }
            switch response.status {
            case 200: break
            case 404: throw DeezerError.notFound(path)
            case 429, 500...599:
                lastFailure = .httpStatus(response.status, url: url.absoluteString)
                continue
            default: throw DeezerError.httpStatus(response.status, url: url.absoluteString)
            }
            let reply: DeezerReply<T>
            do {
                reply = try JSONDecoder().decode(DeezerReply<T>.self, from: response.body)
            } catch {
                offline = nil
                throw DeezerError.malformed("\(path): \(error)")
            }
            switch reply {
            case .value(let value):
                offline = nil
                return value
            case .failure(let failure) where failure.code == 4:
                lastFailure = .quotaExceeded
                continue
            case .failure(let failure) where failure.code == 800:
                throw DeezerError.notFound(path)
            case .failure(let failure):
                throw DeezerError.api(code: failure.code ?? -1, message: failure.message ?? "unknown")
            }
        }
        if case .offline = lastFailure { offline = (lastFailure, clock.now) }
        throw lastFailure
    }

    private func makeURL(_ path: String, _ query: [String: String]) -> URL {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty {
            components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        return components.url!
    }

    // MARK: - Endpoints

    /// One track (also refreshes its signed preview link).
    public func track(id: Int) async throws -> DeezerTrack {
        try await get("track/\(id)")
    }

    /// The top tracks of the artist best matching `name` (artist search → `/artist/{id}/top`).
    public func artistTopTracks(name: String, limit: Int = 50) async throws -> [DeezerTrack] {
        let hits: DeezerPage<DeezerArtist> = try await get("search/artist", ["q": name, "limit": "10"])
        let wanted = SongKey.normalise(name)
        guard let artist = hits.data.first(where: { SongKey.normalise($0.name ?? "") == wanted }) ?? hits.data.first
        else {
            throw DeezerError.notFound("artist \"\(name)\"")
        }
        let top: DeezerPage<DeezerTrack> = try await get("artist/\(artist.id)/top", ["limit": String(limit)])
        return top.data
    }

    /// Worldwide chart (`/chart/0/tracks`) or a country's chart (a "Top <Country>" playlist of Deezer Charts).
    public func chartTracks(country: String?, limit: Int = 100) async throws -> [DeezerTrack] {
        guard let country else {
            let page: DeezerPage<DeezerTrack> = try await get("chart/0/tracks", ["limit": String(limit)])
            return page.data
        }
        let id = try await chartPlaylistID(country: country)
        return try await playlistTracks(id: id, maxTracks: limit)
    }

    /// Every track of a playlist, page by page (100 per page), up to `maxTracks`.
    public func playlistTracks(id: Int, maxTracks: Int = 500) async throws -> [DeezerTrack] {
        var tracks: [DeezerTrack] = []
        var index = 0
        while tracks.count < maxTracks {
            let page: DeezerPage<DeezerTrack> = try await get(
                "playlist/\(id)/tracks", ["index": String(index), "limit": "100"])
            tracks += page.data
            index += page.data.count
            if page.data.isEmpty || page.next == nil || index >= (page.total ?? Int.max) { break }
        }
        return Array(tracks.prefix(maxTracks))
    }

    /// The best readable track for an artist and title (for listening-history imports), or nil.
    public func findTrack(artist: String, title: String) async throws -> DeezerTrack? {
        let query = "artist:\"\(artist)\" track:\"\(title)\""
        let page: DeezerPage<DeezerTrack> = try await get("search", ["q": query, "limit": "10"])
        let wanted = SongKey.make(artist: artist, title: title)
        let kept = VersionFilter.select(page.data).kept
        return kept.first {
            SongKey.make(artist: $0.artist?.name ?? "", title: $0.title_short ?? $0.title ?? "") == wanted
        }
            ?? kept.first
    }

    /// The id of Deezer's chart playlist for an ISO country code.
    func chartPlaylistID(country: String) async throws -> Int {
        let code = country.uppercased()
        let names = CountryNames.searchNames(code)
        guard !names.isEmpty else { throw DeezerError.notFound("country code \(country)") }
        for name in names {
            let hits: DeezerPage<DeezerPlaylist> = try await get(
                "search/playlist", ["q": "Top \(name)", "limit": "25"])
            let charts = hits.data.filter { ($0.user?.name ?? "").lowercased() == "deezer charts" }
            let wanted = SongKey.normalise("Top \(name)")
            if let exact = charts.first(where: { SongKey.normalise($0.title ?? "") == wanted }) { return exact.id }
            if let any = charts.first { return any.id }
        }
        throw DeezerError.notFound("a Deezer chart for \(code)")
    }
}

/// Country names as Deezer's chart playlists spell them.
enum CountryNames {
    static let overrides: [String: [String]] = [
        "US": ["USA", "United States"], "GB": ["UK", "United Kingdom"], "AE": ["UAE", "United Arab Emirates"],
        "KR": ["South Korea", "Korea"], "CZ": ["Czech Republic", "Czechia"],
    ]

    static func searchNames(_ code: String) -> [String] {
        if let names = overrides[code] { return names }
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }),
            let name = Locale(identifier: "en_US").localizedString(forRegionCode: code), name != code
        else { return [] }
        return [name]
    }
}
