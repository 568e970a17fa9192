internal import CMPG123
import Foundation

extension MP3Decoder {
    /// Title and artist through `mpg123_id3`: ID3v2 first (UTF-8), else ID3v1 (Latin-1, space padded).
    static func readTags(_ handle: OpaquePointer) -> (title: String?, artist: String?) {
        var v1: UnsafeMutablePointer<mpg123_id3v1>?
        var v2: UnsafeMutablePointer<mpg123_id3v2>?
        guard mpg123_id3(handle, &v1, &v2) == MPG123_OK.rawValue else { return (nil, nil) }
        let title = v2.flatMap { text($0.pointee.title) } ?? v1.flatMap { latin1(field: $0.pointee.title) }
        let artist = v2.flatMap { text($0.pointee.artist) } ?? v1.flatMap { latin1(field: $0.pointee.artist) }
        return (title, artist)
    }

    /// An `mpg123_string` (UTF-8, NUL-terminated, `fill` counts the NUL) as trimmed text, or nil if blank.
    private static func text(_ string: UnsafeMutablePointer<mpg123_string>?) -> String? {
        guard let string, let bytes = string.pointee.p, string.pointee.fill > 0 else { return nil }
        return nonBlank(String(cString: bytes))
    }

    /// A fixed-size ID3v1 field: bytes up to the first NUL, Latin-1, trimmed.
    private static func latin1<Field>(field: Field) -> String? {
        withUnsafeBytes(of: field) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return nonBlank(String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })))
        }
    }

    private static func nonBlank(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
