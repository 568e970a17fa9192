/// The `fmt ` chunk of a WAV file, reduced to what decoding needs.
struct WAVFormat: Equatable {
    /// How one sample is stored.
    enum Encoding: Equatable {
        case unsigned8, signed16, signed24, signed32, float32, float64
    }

    var encoding: Encoding
    var channels: Int
    var sampleRate: Int

    var bytesPerSample: Int {
        switch encoding {
        case .unsigned8: 1
        case .signed16: 2
        case .signed24: 3
        case .signed32, .float32: 4
        case .float64: 8
        }
    }

    /// Parses the body of a `fmt ` chunk (at least 16 bytes).
    init(parsing chunk: [UInt8], label: String) throws {
        var tag = WAVFile.readLE(chunk, 0, width: 2)
        let channels = Int(WAVFile.readLE(chunk, 2, width: 2))
        let rate = Int(WAVFile.readLE(chunk, 4, width: 4))
        let bits = Int(WAVFile.readLE(chunk, 14, width: 2))
        if tag == 0xFFFE {  // WAVE_FORMAT_EXTENSIBLE: the real tag opens the sub-format GUID
            guard chunk.count >= 26 else {
                throw AudioError.notWAV(path: label, reason: "extensible format chunk is cut short")
            }
            tag = WAVFile.readLE(chunk, 24, width: 2)
        }
        guard channels > 0 else { throw AudioError.notWAV(path: label, reason: "zero channels") }
        guard rate > 0 else { throw AudioError.notWAV(path: label, reason: "zero sample rate") }
        switch (tag, bits) {
        case (1, 8): encoding = .unsigned8
        case (1, 16): encoding = .signed16
        case (1, 24): encoding = .signed24
        case (1, 32): encoding = .signed32
        case (3, 32): encoding = .float32
        case (3, 64): encoding = .float64
        default:
            let name = [1: "PCM", 3: "float", 6: "A-law", 7: "µ-law", 2: "ADPCM"][tag] ?? "format tag \(tag)"
            throw AudioError.unsupportedWAV(path: label, format: "\(name), \(bits)-bit")
        }
        self.channels = channels
        self.sampleRate = rate
    }

    /// Decodes `byteCount` bytes of sample data starting at `start`, dropping a partial last frame.
    func samples(_ bytes: [UInt8], from start: Int, byteCount: Int) -> PCMBuffer {
        let width = bytesPerSample
        let frames = byteCount / (width * channels)
        let count = frames * channels
        var out = [Float](repeating: 0, count: count)
        bytes.withUnsafeBufferPointer { raw in
            for index in 0..<count {
                let at = start + index * width
                out[index] = decodeSample(raw, at)
            }
        }
        return PCMBuffer(samples: out, sampleRate: sampleRate, channels: channels)
    }

    @inline(__always)
    private func decodeSample(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int) -> Float {
        switch encoding {
        case .unsigned8:
            return (Float(raw[at]) - 128) / 128
        case .signed16:
            return Float(Int16(bitPattern: UInt16(raw[at]) | UInt16(raw[at + 1]) << 8)) / 32768
        case .signed24:
            let value = Int32(bitPattern: UInt32(raw[at]) << 8 | UInt32(raw[at + 1]) << 16 | UInt32(raw[at + 2]) << 24)
            return Float(value >> 8) / 8_388_608
        case .signed32:
            return Float(Double(Int32(bitPattern: le32(raw, at))) / 2_147_483_648)
        case .float32:
            return Float(bitPattern: le32(raw, at))
        case .float64:
            let bits = UInt64(le32(raw, at)) | UInt64(le32(raw, at + 4)) << 32
            return Float(Double(bitPattern: bits))
        }
    }

    @inline(__always)
    private func le32(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        UInt32(raw[at]) | UInt32(raw[at + 1]) << 8 | UInt32(raw[at + 2]) << 16 | UInt32(raw[at + 3]) << 24
    }
}
