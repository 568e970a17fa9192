public import Foundation

/// Builds small MP3 files in memory for catalog tests and benchmarks: an optional ID3v2.4 tag (UTF-8
/// TIT2/TPE1 frames) followed by silent MPEG-1 Layer III frames (128 kbps, 44.1 kHz, mono; 417 bytes each,
/// ≈ 26 ms of audio per frame). libmpg123 decodes them as silence.
public enum CatalogMP3Fixture {
    /// An MP3 of `frames` silent frames, tagged with `title`/`artist` when given.
    public static func mp3(title: String? = nil, artist: String? = nil, frames: Int = 40) -> Data {
        var data = Data()
        if title != nil || artist != nil { data.append(id3(title: title, artist: artist)) }
        let frame = silentFrame()
        for _ in 0..<frames { data.append(frame) }
        return data
    }

    /// Bytes that carry an `.mp3` name but are not MPEG audio at all.
    public static func garbage() -> Data {
        Data(String(repeating: "this is not audio, just text pretending. ", count: 200).utf8)
    }

    /// One silent MPEG-1 Layer III frame.
    public static func silentFrame() -> Data {
        var frame = Data([0xFF, 0xFB, 0x90, 0xC0])
        frame.append(Data(count: 417 - 4))
        return frame
    }

    /// An ID3v2.4 tag with UTF-8 text frames.
    public static func id3(title: String?, artist: String?) -> Data {
        var frames = Data()
        for (id, value) in [("TIT2", title), ("TPE1", artist)] {
            guard let value else { continue }
            let payload = Data([0x03]) + Data(value.utf8)
            frames.append(Data(id.utf8))
            frames.append(syncsafe(payload.count))
            frames.append(Data([0, 0]))
            frames.append(payload)
        }
        var tag = Data("ID3".utf8) + Data([4, 0, 0])
        tag.append(syncsafe(frames.count))
        tag.append(frames)
        return tag
    }

    private static func syncsafe(_ value: Int) -> Data {
        Data([
            UInt8((value >> 21) & 0x7F), UInt8((value >> 14) & 0x7F), UInt8((value >> 7) & 0x7F), UInt8(value & 0x7F),
        ])
    }
}
