public import Foundation

/// Reading and writing RIFF/WAVE files.
///
/// Reads PCM 8-bit (unsigned), 16/24/32-bit (signed) integers and 32/64-bit IEEE floats, plain or
/// `WAVE_FORMAT_EXTENSIBLE`, any rate and channel count. Writes 16-bit PCM. A data chunk that claims
/// more bytes than the file holds (a recording cut short) is read up to the last whole frame.
public enum WAVFile {
    /// Reads the WAV file at `url` into float samples.
    public static func read(from url: URL) throws -> PCMBuffer {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AudioError.unreadableFile(path: url.path, reason: reason(error))
        }
        return try decode(data, label: url.path)
    }

    /// Writes `buffer` to `url` as 16-bit PCM, replacing any existing file.
    public static func write(_ buffer: PCMBuffer, to url: URL) throws {
        do {
            try encode(buffer).write(to: url, options: .atomic)
        } catch {
            throw AudioError.unwritableFile(path: url.path, reason: reason(error))
        }
    }

    /// The bytes of a 16-bit PCM WAV file holding `buffer`.
    public static func encode(_ buffer: PCMBuffer) -> Data {
        var out = header(sampleRate: buffer.sampleRate, channels: buffer.channels, dataBytes: buffer.samples.count * 2)
        out.append(pcm16(buffer.samples))
        return out
    }

    /// The 44-byte header of a 16-bit PCM WAV file whose data chunk holds `dataBytes` bytes.
    static func header(sampleRate: Int, channels: Int, dataBytes: Int) -> Data {
        var header = Data(capacity: 44)
        header.append(contentsOf: Array("RIFF".utf8))
        appendLE(&header, UInt32(36 + dataBytes))
        header.append(contentsOf: Array("WAVEfmt ".utf8))
        appendLE(&header, UInt32(16))
        appendLE(&header, UInt16(1))  // PCM
        appendLE(&header, UInt16(channels))
        appendLE(&header, UInt32(sampleRate))
        appendLE(&header, UInt32(sampleRate * channels * 2))  // bytes per second
        appendLE(&header, UInt16(channels * 2))  // block align
        appendLE(&header, UInt16(16))
        header.append(contentsOf: Array("data".utf8))
        appendLE(&header, UInt32(dataBytes))
        return header
    }

    /// `samples` as little-endian 16-bit PCM (the body of a data chunk).
    static func pcm16(_ samples: [Float]) -> Data {
        var out = Data(count: samples.count * 2)
        out.withUnsafeMutableBytes { raw in
            let target = raw.bindMemory(to: Int16.self)
            samples.withUnsafeBufferPointer { source in
                for index in 0..<source.count { target[index] = PCMBuffer.int16(source[index]).littleEndian }
            }
        }
        return out
    }

    /// Parses the bytes of a WAV file; `label` names it in errors.
    public static func decode(_ data: Data, label: String) throws -> PCMBuffer {
        if data.isEmpty { throw AudioError.emptyFile(path: label) }
        let bytes = [UInt8](data)
        guard bytes.count >= 12, ascii(bytes, 0) == "RIFF", ascii(bytes, 8) == "WAVE" else {
            throw AudioError.notWAV(path: label, reason: "no RIFF/WAVE header")
        }
        var format: WAVFormat?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = ascii(bytes, offset)
            let size = Int(readLE(bytes, offset + 4, width: 4))
            let body = offset + 8
            if id == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else {
                    throw AudioError.notWAV(path: label, reason: "format chunk is cut short")
                }
                format = try WAVFormat(parsing: Array(bytes[body..<min(body + size, bytes.count)]), label: label)
            } else if id == "data" {
                guard let format else {
                    throw AudioError.notWAV(path: label, reason: "data chunk before format chunk")
                }
                // Streaming writers leave the size 0 or 0xFFFFFFFF: then the data runs to the end of the file.
                let unknown = size == 0 || size == 0xFFFF_FFFF
                let available = unknown ? bytes.count - body : min(size, bytes.count - body)
                return format.samples(bytes, from: body, byteCount: available)
            }
            offset = body + size + (size & 1)  // chunks are padded to even sizes
        }
        throw AudioError.notWAV(path: label, reason: format == nil ? "no format chunk" : "no data chunk")
    }

    // MARK: - Little-endian helpers

    static func readLE(_ bytes: [UInt8], _ offset: Int, width: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in 0..<width { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
        return value
    }

    private static func ascii(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    private static func appendLE<T: FixedWidthInteger>(_ data: inout Data, _ value: T) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
