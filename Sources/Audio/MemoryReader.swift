internal import CMPG123
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A seekable byte source in memory that libmpg123 reads through `mpg123_replace_reader_handle`.
///
/// libmpg123 gets an unretained pointer to this object as its I/O handle; the `MP3Decoder` that installs
/// it keeps it alive for as long as the mpg123 handle exists. Used from one thread at a time (the
/// decoder's), like the mpg123 handle itself.
final class MemoryReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// Copies up to `count` bytes to `destination`; returns how many (0 at the end).
    func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        let available = min(count, bytes.count - position)
        guard available > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            destination.copyMemory(from: source.baseAddress! + position, byteCount: available)
        }
        position += available
        return available
    }

    /// Moves the read position like `lseek`; returns the new position, or -1 when it would be invalid.
    func seek(offset: Int, whence: Int32) -> Int {
        let base: Int
        switch whence {
        case SEEK_SET: base = 0
        case SEEK_CUR: base = position
        case SEEK_END: base = bytes.count
        default: return -1
        }
        let target = base + offset
        guard target >= 0, target <= bytes.count else { return -1 }
        position = target
        return target
    }

    /// Installs this reader as `handle`'s input and opens it. The caller keeps `self` alive.
    func open(on handle: OpaquePointer) -> Int32 {
        let read: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int) -> Int = {
            context, buffer, count in
            guard let context, let buffer else { return -1 }
            return Unmanaged<MemoryReader>.fromOpaque(context).takeUnretainedValue().read(into: buffer, count: count)
        }
        let seek: @convention(c) (UnsafeMutableRawPointer?, off_t, Int32) -> off_t = { context, offset, whence in
            guard let context else { return -1 }
            let reader = Unmanaged<MemoryReader>.fromOpaque(context).takeUnretainedValue()
            return off_t(reader.seek(offset: Int(offset), whence: whence))
        }
        let status = mpg123_replace_reader_handle(handle, read, seek, nil)
        guard status == MPG123_OK.rawValue else { return status }
        return mpg123_open_handle(handle, Unmanaged.passUnretained(self).toOpaque())
    }
}
