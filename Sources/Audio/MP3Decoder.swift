internal import CMPG123
public import Foundation

/// An MP3 (MPEG 1/2/2.5 layer I–III) stream opened with libmpg123, from a file or from bytes in memory.
///
/// Opening checks that the data really is MPEG audio: libmpg123 will "decode" junk it resyncs into,
/// so we require a parsed frame header, a plausible stream length and at least one decoded frame.
/// The title and artist come from the ID3v2 tag, else ID3v1. Not thread-safe: use one decoder from
/// one task at a time (decoders are cheap; make one per task).
public final class MP3Decoder {
    /// The file path, or the label given for in-memory data; used in errors.
    public let label: String
    /// Sample rate of the MPEG stream itself.
    public let nativeRate: Int
    /// Channel count of the MPEG stream itself (1 or 2).
    public let nativeChannels: Int
    /// Length in seconds (exact after a scan of all frame headers; gapless when a LAME tag is present).
    public let duration: Double
    /// Title and artist from ID3v2 (else ID3v1); nil when absent or blank.
    public let tags: (title: String?, artist: String?)

    private let handle: OpaquePointer
    private let reader: MemoryReader?
    private let totalFrames: Int

    /// Opens the MP3 file at `path`.
    public convenience init(path: String) throws {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw AudioError.unreadableFile(path: path, reason: "no such file or not accessible")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw AudioError.unreadableFile(path: path, reason: "is a directory")
        }
        if (attributes[.size] as? Int ?? 0) == 0 { throw AudioError.emptyFile(path: path) }
        try self.init(label: path, reader: nil)
    }

    /// Opens MP3 bytes held in memory; `label` names them in errors (e.g. a URL or track id).
    public convenience init(data: Data, label: String = "<memory>") throws {
        if data.isEmpty { throw AudioError.emptyFile(path: label) }
        try self.init(label: label, reader: MemoryReader(data))
    }

    private init(label: String, reader: MemoryReader?) throws {
        self.label = label
        self.reader = reader
        var status: Int32 = 0
        guard let handle = mpg123_new(nil, &status) else {
            throw AudioError.decodeFailed(path: label, reason: String(cString: mpg123_plain_strerror(status)))
        }
        self.handle = handle
        // From here on, deinit releases the handle whatever happens.
        let opened = try Self.open(handle, label: label, reader: reader)
        nativeRate = opened.rate
        nativeChannels = opened.channels
        totalFrames = opened.frames
        duration = Double(opened.frames) / Double(opened.rate)
        tags = Self.readTags(handle)
        try checkDecodes()
    }

    deinit {
        mpg123_close(handle)
        mpg123_delete(handle)
    }

    // MARK: - Opening

    private static func open(_ handle: OpaquePointer, label: String, reader: MemoryReader?) throws -> (
        rate: Int, channels: Int, frames: Int
    ) {
        let flags = MPG123_QUIET.rawValue | MPG123_NO_FRANKENSTEIN.rawValue
        mpg123_param2(handle, Int32(MPG123_ADD_FLAGS.rawValue), Int(flags), 0)
        // Decode to 32-bit float at the stream's own rate and channels; we resample with soxr.
        mpg123_format_none(handle)
        var rates: UnsafePointer<Int>?
        var count = 0
        mpg123_rates(&rates, &count)
        for index in 0..<count {
            mpg123_format(
                handle, rates![index], Int32(MPG123_MONO.rawValue | MPG123_STEREO.rawValue),
                Int32(MPG123_ENC_FLOAT_32.rawValue))
        }
        let status = reader.map { $0.open(on: handle) } ?? mpg123_open(handle, label)
        guard status == MPG123_OK.rawValue else {
            throw AudioError.unreadableFile(path: label, reason: String(cString: mpg123_strerror(handle)))
        }
        var rate = 0
        var channels: Int32 = 0
        var encoding: Int32 = 0
        guard mpg123_getformat(handle, &rate, &channels, &encoding) == MPG123_OK.rawValue, rate > 0 else {
            throw AudioError.notMP3(path: label)
        }
        // A full header scan gives the exact length and reads an ID3v1 tag at the end.
        guard mpg123_scan(handle) == MPG123_OK.rawValue else { throw AudioError.notMP3(path: label) }
        let frames = mpg123_length(handle)
        guard frames > 0 else { throw AudioError.notMP3(path: label) }
        return (rate, Int(channels), Int(frames))
    }

    /// Decodes the opening of the stream once, so junk that merely parses as a header is refused now.
    private func checkDecodes() throws {
        let probe = try readFrames(from: 0, count: nativeRate / 10)
        if probe.isEmpty { throw AudioError.notMP3(path: label) }
    }

    // MARK: - Decoding

    /// Decodes `seconds` (nil: to the end) from `start`, at `outputRate` with `channels` channels.
    ///
    /// A slice running past the end is cut at the end. A stream damaged part-way gives what decoded
    /// before the damage. Throws `sliceOutOfRange` when `start` is at or after the end.
    public func decode(start: Double = 0, seconds: Double? = nil, outputRate: Int, channels: Int) throws
        -> PCMBuffer
    {
        guard start.isFinite, start >= 0, seconds.map({ $0.isFinite && $0 > 0 }) ?? true else {
            throw AudioError.invalidFormat("slice start \(start) s, length \(seconds.map { "\($0)" } ?? "all") s")
        }
        let first = Int((start * Double(nativeRate)).rounded())
        guard first < totalFrames else {
            throw AudioError.sliceOutOfRange(path: label, start: start, duration: duration)
        }
        let wanted = seconds.map { Int(($0 * Double(nativeRate)).rounded()) } ?? (totalFrames - first)
        let samples = try readFrames(from: first, count: min(wanted, totalFrames - first))
        if samples.isEmpty { throw AudioError.decodeFailed(path: label, reason: "no audio decodes at \(start) s") }
        let native = PCMBuffer(samples: samples, sampleRate: nativeRate, channels: nativeChannels)
        return try Resampler.convert(native, toRate: outputRate, channels: channels)
    }

    /// Decodes from `start` for `seconds` (nil: to the end) at the stream's own rate and channels,
    /// handing `body` blocks of about `blockSeconds` each, so long files never sit in memory whole.
    public func decodeNative(
        start: Double = 0, seconds: Double? = nil, blockSeconds: Double = 1, _ body: (PCMBuffer) throws -> Void
    ) throws {
        let first = Int((start * Double(nativeRate)).rounded())
        guard start.isFinite, start >= 0, first < totalFrames else {
            throw AudioError.sliceOutOfRange(path: label, start: start, duration: duration)
        }
        var remaining = min(totalFrames - first, seconds.map { Int(($0 * Double(nativeRate)).rounded()) } ?? .max)
        let block = max(1, Int(blockSeconds * Double(nativeRate)))
        guard mpg123_seek(handle, off_t(first), SEEK_SET) >= 0 else {
            throw AudioError.decodeFailed(path: label, reason: String(cString: mpg123_strerror(handle)))
        }
        while remaining > 0 {
            let samples = readSequential(count: min(block, remaining))
            if samples.isEmpty { break }
            remaining -= samples.count / nativeChannels
            try body(PCMBuffer(samples: samples, sampleRate: nativeRate, channels: nativeChannels))
        }
    }

    /// Reads up to `count` frames of native float samples starting at frame `first`.
    private func readFrames(from first: Int, count: Int) throws -> [Float] {
        guard mpg123_seek(handle, off_t(first), SEEK_SET) >= 0 else {
            throw AudioError.decodeFailed(path: label, reason: String(cString: mpg123_strerror(handle)))
        }
        return readSequential(count: count)
    }

    /// Reads up to `count` frames of native float samples from the current position.
    private func readSequential(count: Int) -> [Float] {
        let wantedSamples = count * nativeChannels
        var out = [Float](repeating: 0, count: wantedSamples)
        var filled = 0
        while filled < wantedSamples {
            var done = 0
            let status = out.withUnsafeMutableBytes { raw in
                mpg123_read(handle, raw.baseAddress! + filled * 4, (wantedSamples - filled) * 4, &done)
            }
            filled += done / 4
            if status == MPG123_OK.rawValue || status == MPG123_NEW_FORMAT.rawValue { continue }
            // MPG123_DONE at the end; any error after some audio means damage: keep what decoded.
            break
        }
        out.removeSubrange((filled - filled % nativeChannels)...)
        return out
    }
}
