// QuizCore — the pure game engine (Foundation only; no terminal, audio or speech).

/// One song that can be asked about.
///
/// `id` is stable across machines (a pack entry id, a Deezer id, a library path hash): question sets are
/// built from ids, so two players with the same pool get the same questions.
public struct Track: Codable, Hashable, Sendable, Identifiable {
    /// Stable identifier; the question builder sorts the pool by it.
    public var id: String
    /// The title players answer with.
    public var title: String
    /// Performing artist or composer.
    public var artist: String
    /// Other accepted spoken forms of the title.
    public var aliases: [String]
    /// Seconds into the audio where the intro starts.
    public var introStart: Double

    /// Creates a track.
    public init(id: String, title: String, artist: String, aliases: [String] = [], introStart: Double = 0) {
        self.id = id
        self.title = title
        self.artist = artist
        self.aliases = aliases
        self.introStart = introStart
    }
}
