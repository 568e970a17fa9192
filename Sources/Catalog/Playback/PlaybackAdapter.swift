public import Audio
public import Foundation

/// Gives the game "N seconds of this track's intro" whatever the track's origin: a local file (the intro
/// starts after its leading silence, or at the pack's `introStart`) or a Deezer preview, fetched ahead
/// with `prefetch`, cached on disk, its signed link refreshed through `/track/{id}` when expired or on 403.
public actor PlaybackAdapter {
    private let client: DeezerClient?
    private let fetcher: any HTTPFetching
    private let cache: PreviewCache
    private let decoder: any IntroDecoding
    private let wallClock: @Sendable () -> Date
    private let outputRate: Int
    private let channels: Int
    private var downloads: [Int: Task<URL, any Error>] = [:]
    private var freshLinks: [Int: URL] = [:]
    private var onsets: [URL: Double] = [:]
    private let prefetchSlots = DownloadSlots(3)

    /// Largest preview accepted (a 30 s, 128 kbps preview is about 0.5 MB).
    static let maxPreviewBytes = 4_000_000
    /// How far into a file to look for the end of leading silence.
    static let silenceSearchSeconds = 15.0

    /// Creates an adapter. `client` nil means previews cannot be refreshed (offline or no Deezer source).
    public init(
        client: DeezerClient?, fetcher: any HTTPFetching, cache: PreviewCache, decoder: any IntroDecoding,
        outputRate: Int = 44_100, channels: Int = 2, wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.fetcher = fetcher
        self.cache = cache
        self.decoder = decoder
        self.outputRate = outputRate
        self.channels = channels
        self.wallClock = wallClock
    }

    // MARK: - Game-facing

    /// Starts downloading the previews of `tracks` that are not cached yet (no-op for local files), three
    /// at a time, in the order given — pass the upcoming questions' tracks, nearest first.
    public func prefetch(_ tracks: [CatalogTrack]) {
        for track in tracks {
            guard case .preview(let id, let url) = track.origin, downloads[id] == nil,
                cache.cachedFile(deezerID: id) == nil
            else { continue }
            let slots = prefetchSlots
            downloads[id] = Task { try await slots.withSlot { try await self.download(id: id, link: url) } }
        }
    }

    /// The intro of `track`: `seconds` of audio from where the music starts.
    /// `offset` seconds further in (a question's seeded jitter), so nothing before it is decoded twice.
    public func intro(for track: CatalogTrack, seconds: Double, offset: Double = 0) async throws -> PCMBuffer {
        let file = try await audioFile(for: track)
        let declared = track.track.introStart
        let offset = max(0, offset)
        if declared <= 0, onsets[file] == nil {
            // First play of a file without a declared start: one decode (one open and scan of the file)
            // serves both the silence search and the intro, cut out of it.
            let head = try decoder.decode(
                file: file, start: 0, seconds: Self.silenceSearchSeconds + offset + seconds, outputRate: outputRate,
                channels: channels)
            let start = recordOnset(of: file, in: head)
            return Self.slice(head, from: start + offset, seconds: seconds)
        }
        let start = try introStart(of: file, declared: declared) + offset
        return try decoder.decode(
            file: file, start: start, seconds: seconds, outputRate: outputRate, channels: channels)
    }

    /// The local file holding `track`'s audio, downloading its preview if needed (awaiting a prefetch
    /// already under way rather than starting another).
    public func audioFile(for track: CatalogTrack) async throws -> URL {
        switch track.origin {
        case .file(let url):
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw CatalogError.unreadable(path: url.path, reason: "the file is gone or unreadable")
            }
            return url
        case .preview(let id, let url):
            if let cached = cache.cachedFile(deezerID: id) { return cached }
            let task = downloads[id] ?? Task { try await self.download(id: id, link: url) }
            downloads[id] = task
            do {
                let file = try await task.value
                downloads[id] = nil
                return file
            } catch {
                downloads[id] = nil
                throw error
            }
        }
    }

    // MARK: - Intro start

    /// The declared start when a pack sets one; otherwise the end of the file's leading silence.
    func introStart(of file: URL, declared: Double) throws -> Double {
        if declared > 0 { return declared }
        if let known = onsets[file] { return known }
        let head = try decoder.decode(
            file: file, start: 0, seconds: Self.silenceSearchSeconds, outputRate: 16_000, channels: 1)
        return recordOnset(of: file, in: head)
    }

    /// The end of the leading silence within the first `silenceSearchSeconds` of `head` (decoded from the
    /// file's start; 0 when that stretch is silent throughout), remembered for `file`.
    private func recordOnset(of file: URL, in head: PCMBuffer) -> Double {
        let searched = Self.slice(head, from: 0, seconds: Self.silenceSearchSeconds)
        let onset = LeadingSilence.onset(in: searched)
        let start = onset >= searched.duration ? 0 : onset
        onsets[file] = start
        return start
    }

    /// `seconds` of `buffer` from `start` (shorter when the buffer ends first).
    static func slice(_ buffer: PCMBuffer, from start: Double, seconds: Double) -> PCMBuffer {
        let rate = Double(buffer.sampleRate)
        return buffer.frames(from: Int((start * rate).rounded()), count: Int((seconds * rate).rounded()))
    }

    // MARK: - Previews

    private func download(id: Int, link: URL) async throws -> URL {
        var url = freshLinks[id] ?? link
        if PreviewLink.isExpired(url, now: wallClock()) { url = try await refreshedLink(id: id) }
        var response = try await fetchPreview(url)
        if response.status == 403 || response.status == 410 {
            response = try await fetchPreview(try await refreshedLink(id: id))
            if response.status == 403 || response.status == 410 { throw DeezerError.previewUnavailable(trackID: id) }
        }
        guard response.status == 200 else {
            throw DeezerError.httpStatus(response.status, url: "preview of track \(id)")
        }
        return try cache.store(response.body, deezerID: id, contentType: response.contentType)
    }

    private func fetchPreview(_ url: URL) async throws -> HTTPResponse {
        do {
            return try await fetcher.fetch(HTTPRequest(url: url, timeout: 15, maxBytes: Self.maxPreviewBytes))
        } catch let error as HTTPError {
            if case .tooLarge = error {
                throw DeezerError.responseTooLarge(limit: Self.maxPreviewBytes, url: "preview")
            }
            throw DeezerError.offline("\(error)")
        }
    }

    private func refreshedLink(id: Int) async throws -> URL {
        guard let client else { throw DeezerError.previewUnavailable(trackID: id) }
        let track = try await client.track(id: id)
        guard let preview = track.preview, let url = URL(string: preview), url.scheme?.hasPrefix("http") == true else {
            throw DeezerError.previewUnavailable(trackID: id)
        }
        freshLinks[id] = url
        return url
    }
}

/// Deezer's signed preview links carry `hdnea=exp=<unix time>~acl=…~hmac=…`.
public enum PreviewLink {
    /// The link's expiry, when it states one.
    public static func expiry(of url: URL) -> Date? {
        guard let range = url.absoluteString.range(of: "exp=") else { return nil }
        let digits = url.absoluteString[range.upperBound...].prefix { $0.isNumber }
        return Double(digits).map { Date(timeIntervalSince1970: $0) }
    }

    /// True when the link expires within `margin` seconds.
    public static func isExpired(_ url: URL, now: Date, margin: Double = 30) -> Bool {
        guard let expiry = expiry(of: url) else { return false }
        return expiry.timeIntervalSince(now) < margin
    }
}
