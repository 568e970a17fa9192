public import Foundation

/// Writes a 16-bit PCM WAV file block by block, for audio too long to hold in memory at once.
///
/// The header's sizes are filled in by `finish()`; until then the file is a valid WAV whose data size
/// says "unknown" (0), which `WAVFile` reads to the end. Not thread-safe.
public final class WAVWriter {
    public let url: URL
    public let sampleRate: Int
    public let channels: Int
    private let handle: FileHandle
    private var sampleCount = 0

    /// Creates (or truncates) `url`. Throws `unwritableFile`.
    public init(url: URL, sampleRate: Int, channels: Int) throws {
        self.url = url
        self.sampleRate = sampleRate
        self.channels = channels
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else {
            throw AudioError.unwritableFile(path: url.path, reason: "cannot create the file")
        }
        self.handle = handle
        try write(WAVFile.header(sampleRate: sampleRate, channels: channels, dataBytes: 0))
    }

    deinit {
        try? handle.close()
    }

    /// Appends `buffer` (same rate and channels as the file). Throws `invalidFormat` or `unwritableFile`.
    public func append(_ buffer: PCMBuffer) throws {
        guard buffer.sampleRate == sampleRate, buffer.channels == channels else {
            throw AudioError.invalidFormat(
                "\(buffer.sampleRate) Hz \(buffer.channels) ch into a \(sampleRate) Hz \(channels) ch WAV file")
        }
        try write(WAVFile.pcm16(buffer.samples))  // the samples only: the header was written once, up front
        sampleCount += buffer.samples.count
    }

    /// Writes the final sizes into the header and closes the file.
    public func finish() throws {
        let dataBytes = UInt32(clamping: sampleCount * 2)
        do {
            try handle.seek(toOffset: 4)
            try handle.write(contentsOf: withUnsafeBytes(of: (dataBytes &+ 36).littleEndian) { Data($0) })
            try handle.seek(toOffset: 40)
            try handle.write(contentsOf: withUnsafeBytes(of: dataBytes.littleEndian) { Data($0) })
            try handle.close()
        } catch {
            throw AudioError.unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    private func write<Bytes: DataProtocol>(_ bytes: Bytes) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw AudioError.unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
