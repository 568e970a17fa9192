import Audio
public import Foundation

/// The real `TagReading`: opens the file with libmpg123 (`MP3Decoder`), which also proves it is MP3 audio.
public struct MPG123TagReader: TagReading {
    /// Creates the reader.
    public init() {}

    public func info(of url: URL) throws -> AudioFileInfo {
        let decoder = try MP3Decoder(path: url.path)
        return AudioFileInfo(title: decoder.tags.title, artist: decoder.tags.artist)
    }
}
