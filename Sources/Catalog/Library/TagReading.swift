public import Foundation

/// What a tag reader learns about one audio file.
public struct AudioFileInfo: Sendable, Hashable {
    /// ID3 title, when tagged.
    public var title: String?
    /// ID3 artist, when tagged.
    public var artist: String?

    /// Creates file info.
    public init(title: String? = nil, artist: String? = nil) {
        self.title = title
        self.artist = artist
    }
}

/// Reads title/artist from an audio file, throwing when the file is not decodable audio.
///
/// The real reader uses libmpg123 (module Audio); tests may inject others.
public protocol TagReading: Sendable {
    /// Reads the tags of the MP3 at `url`; throws for files that are not MP3 audio.
    func info(of url: URL) throws -> AudioFileInfo
}
