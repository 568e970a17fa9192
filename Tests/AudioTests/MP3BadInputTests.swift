import Audio
import Foundation
import TestSupport
import Testing

/// Empty, truncated, non-MP3 and garbage input: one clear error naming the file, never a crash.
@Suite struct MP3BadInputTests {
    enum Damage: String, Sendable, CaseIterable {
        case empty, text, randomBytes, wavFile, truncatedHeader, zeros
    }

    @Test(arguments: Damage.allCases)
    func badFilesAreRefusedWithTheirName(damage: Damage) throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("\(damage.rawValue).mp3")
        try bytes(for: damage, in: dir).write(to: url)

        let error = try #require(throws: AudioError.self) { try MP3Decoder(path: url.path) }
        #expect(error.description.contains(url.path))
        #expect(!error.description.contains("\n"))
        switch damage {
        case .empty: #expect(error == .emptyFile(path: url.path))
        default: #expect(error == .notMP3(path: url.path))
        }
        let fromMemory = try #require(throws: AudioError.self) {
            try MP3Decoder(data: Data(contentsOf: url), label: "clip")
        }
        #expect(fromMemory.description.contains("clip"))
    }

    @Test func truncatedMP3DecodesWhatIsThere() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = dir.appendingPathComponent("whole.mp3")
        try AudioFixtures.mp3(Signals.sine(frequency: 440, seconds: 4, sampleRate: 44_100), at: whole)
        let data = try Data(contentsOf: whole)
        let cut = dir.appendingPathComponent("cut.mp3")
        try data.prefix(data.count / 2 + 77).write(to: cut)

        let decoder = try MP3Decoder(path: cut.path)
        #expect(decoder.duration > 1.5 && decoder.duration < 2.5)
        let audio = try decoder.decode(outputRate: 44_100, channels: 1)
        #expect(abs(audio.duration - decoder.duration) < 0.05)
        #expect(abs(Signals.frequency(of: audio.frames(from: 4410, count: 44_100)) - 440) < 1)
    }

    @Test func missingFileAndDirectoryAreUnreadable() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in [dir.appendingPathComponent("missing.mp3").path, dir.path] {
            let error = try #require(throws: AudioError.self) { try MP3Decoder(path: path) }
            guard case .unreadableFile(let named, _) = error else {
                Issue.record("expected unreadableFile for \(path), got \(error)")
                continue
            }
            #expect(named == path)
        }
    }

    private func bytes(for damage: Damage, in dir: URL) throws -> Data {
        var generator = SplitMix(seed: 0x1D3_F00D)
        switch damage {
        case .empty: return Data()
        case .text: return Data(String(repeating: "This is a text file, not music.\n", count: 200).utf8)
        case .randomBytes: return Data((0..<200_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        case .zeros: return Data(count: 50_000)
        case .wavFile: return WAVFile.encode(Signals.sine(frequency: 440, seconds: 1, sampleRate: 44_100))
        case .truncatedHeader:
            let whole = dir.appendingPathComponent("whole.mp3")
            try AudioFixtures.mp3(
                Signals.sine(frequency: 440, seconds: 1, sampleRate: 44_100), at: whole,
                tags: .v1Only)
            return try Data(contentsOf: whole).prefix(3)
        }
    }
}

/// A tiny seeded generator so "random bytes" are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
