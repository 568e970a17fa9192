public import Foundation

/// Checks that downloaded bytes are MPEG audio before they are cached or decoded.
public enum MP3Sniffer {
    /// nil when `data` starts like an MP3 (an ID3v2 tag, then an MPEG audio frame header — or a frame header
    /// right away); otherwise a short description of what it looks like instead.
    public static func problem(with data: Data, contentType: String? = nil) -> String? {
        let bytes = [UInt8](data.prefix(16))
        guard bytes.count >= 4 else { return "only \(data.count) bytes" }
        var offset = 0
        if bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33, bytes.count >= 10 {  // "ID3"
            let size = bytes[6...9].reduce(0) { ($0 << 7) | Int($1 & 0x7F) }
            offset = 10 + size + ((bytes[5] & 0x10) != 0 ? 10 : 0)
        }
        if offset + 4 <= data.count {
            let start = data.startIndex + offset
            let header = [UInt8](data[start..<start + 4])
            if isFrameHeader(header) { return nil }
        }
        return describe(bytes, contentType: contentType)
    }

    /// True for a plausible MPEG-1/2/2.5 frame header (any layer; Deezer previews are Layer III).
    static func isFrameHeader(_ h: [UInt8]) -> Bool {
        guard h.count >= 4, h[0] == 0xFF, (h[1] & 0xE0) == 0xE0 else { return false }
        let version = (h[1] >> 3) & 0x03
        let layer = (h[1] >> 1) & 0x03
        let bitrate = (h[2] >> 4) & 0x0F
        let rate = (h[2] >> 2) & 0x03
        return version != 1 && layer != 0 && bitrate != 0 && bitrate != 15 && rate != 3
    }

    private static func describe(_ bytes: [UInt8], contentType: String?) -> String {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        var kind: String
        if bytes.count >= 8, String(decoding: bytes[4..<8], as: UTF8.self) == "ftyp" {
            kind = "an MP4/AAC file"
        } else if text.hasPrefix("<") {
            kind = "HTML or XML text"
        } else if text.hasPrefix("{") || text.hasPrefix("[") {
            kind = "JSON text"
        } else if text.hasPrefix("oggs") {
            kind = "an Ogg file"
        } else if text.hasPrefix("riff") {
            kind = "a RIFF/WAV file"
        } else if text.hasPrefix("flac") {
            kind = "a FLAC file"
        } else {
            kind = "starts with " + bytes.prefix(4).map { String(format: "%02x", $0) }.joined(separator: " ")
        }
        if let contentType { kind += ", Content-Type \(contentType)" }
        return kind
    }
}
