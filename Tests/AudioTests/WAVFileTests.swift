import Audio
import Foundation
import TestSupport
import Testing

@Suite struct WAVFileTests {
    @Test(arguments: [(8000, 1), (16_000, 1), (44_100, 2), (48_000, 2), (22_050, 3)])
    func writeThenReadGivesTheSameSamples(rate: Int, channels: Int) throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("tone.wav")
        let original = Signals.sine(frequency: 441, seconds: 0.25, sampleRate: rate, channels: channels)
        try WAVFile.write(original, to: url)
        let back = try WAVFile.read(from: url)
        #expect(back.sampleRate == rate)
        #expect(back.channels == channels)
        #expect(back.int16Samples() == original.int16Samples())
    }

    /// Formats sox writes, read back against the 16-bit original (tolerance = the coarser quantisation).
    struct Encoding: Sendable, CustomStringConvertible {
        var soxArguments: [String]
        var tolerance: Float
        var description: String { soxArguments.joined(separator: " ") }
    }

    static let encodings = [
        Encoding(soxArguments: ["-e", "unsigned-integer", "-b", "8"], tolerance: 1.0 / 64),
        Encoding(soxArguments: ["-e", "signed-integer", "-b", "16"], tolerance: 1e-6),
        Encoding(soxArguments: ["-e", "signed-integer", "-b", "24"], tolerance: 1e-6),
        Encoding(soxArguments: ["-e", "signed-integer", "-b", "32"], tolerance: 1e-6),
        Encoding(soxArguments: ["-e", "floating-point", "-b", "32"], tolerance: 1e-6),
        Encoding(soxArguments: ["-e", "floating-point", "-b", "64"], tolerance: 1e-6),
    ]

    @Test(arguments: encodings)
    func readsWhatSoxWrites(encoding: Encoding) throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("source.wav")
        let converted = dir.appendingPathComponent("converted.wav")
        let original = Signals.sine(frequency: 523, seconds: 0.2, sampleRate: 32_000, channels: 2, amplitude: 0.7)
        try WAVFile.write(original, to: source)
        let sox = try Subprocess.run("sox", ["-D", source.path] + encoding.soxArguments + [converted.path])
        try #require(sox.status == 0, "sox failed: \(sox.errors)")

        let back = try WAVFile.read(from: converted)
        #expect(back.sampleRate == 32_000)
        #expect(back.channels == 2)
        try #require(back.samples.count == original.samples.count)
        let expected = PCMBuffer(int16: original.int16Samples(), sampleRate: 32_000, channels: 2).samples
        let worst = zip(back.samples, expected).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= encoding.tolerance)
    }

    @Test func truncatedDataReadsTheWholeFramesThatArePresent() throws {
        var bytes = WAVFile.encode(Signals.sine(frequency: 440, seconds: 0.1, sampleRate: 8000, channels: 2))
        bytes.removeLast(1000 + 3)  // cut mid-frame
        let back = try WAVFile.decode(bytes, label: "cut.wav")
        #expect(back.frameCount == 800 - 251)
    }

    struct BadFile: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var expected: AudioError
        var description: String { name }
    }

    static let badFiles: [BadFile] = [
        BadFile(name: "empty.wav", bytes: [], expected: .emptyFile(path: "empty.wav")),
        BadFile(
            name: "text.wav", bytes: Array("hello, this is not audio\n".utf8),
            expected: .notWAV(path: "text.wav", reason: "no RIFF/WAVE header")),
        BadFile(
            name: "header-only.wav",
            bytes: Array(WAVFile.encode(.init(samples: [], sampleRate: 8000, channels: 1))[0..<20]),
            expected: .notWAV(path: "header-only.wav", reason: "format chunk is cut short")),
        BadFile(
            name: "no-data.wav",
            bytes: Array(WAVFile.encode(.init(samples: [], sampleRate: 8000, channels: 1))[0..<36]),
            expected: .notWAV(path: "no-data.wav", reason: "no data chunk")),
    ]

    @Test(arguments: badFiles)
    func badFilesGiveAnErrorNamingTheFile(file: BadFile) throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(file.name)
        try Data(file.bytes).write(to: url)
        let error = try #require(throws: AudioError.self) { try WAVFile.read(from: url) }
        let expected = try #require(relabel(file.expected, path: url.path))
        #expect(error == expected)
        #expect(error.description.contains(url.path))
    }

    @Test func aLawIsRefusedByName() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("source.wav")
        let alaw = dir.appendingPathComponent("alaw.wav")
        try WAVFile.write(Signals.sine(frequency: 440, seconds: 0.1, sampleRate: 8000), to: source)
        try #require(try Subprocess.run("sox", [source.path, "-e", "a-law", alaw.path]).status == 0)
        let error = try #require(throws: AudioError.self) { try WAVFile.read(from: alaw) }
        #expect(error == .unsupportedWAV(path: alaw.path, format: "A-law, 8-bit"))
    }

    @Test func missingFileIsUnreadable() throws {
        let url = URL(fileURLWithPath: "/nonexistent/dir/missing.wav")
        let error = try #require(throws: AudioError.self) { try WAVFile.read(from: url) }
        guard case .unreadableFile(let path, _) = error else {
            Issue.record("expected unreadableFile, got \(error)")
            return
        }
        #expect(path == url.path)
    }

    private func relabel(_ error: AudioError, path: String) -> AudioError? {
        switch error {
        case .emptyFile: .emptyFile(path: path)
        case .notWAV(_, let reason): .notWAV(path: path, reason: reason)
        default: nil
        }
    }
}
