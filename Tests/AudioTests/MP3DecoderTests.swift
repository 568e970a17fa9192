import Audio
import Foundation
import TestSupport
import Testing

@Suite struct MP3DecoderTests {
    struct Source: Sendable, CustomStringConvertible {
        var rate: Int, channels: Int, frequency: Double
        var description: String { "\(rate) Hz \(channels) ch \(frequency) Hz tone" }
    }

    static let sources = [
        Source(rate: 44_100, channels: 2, frequency: 440),
        Source(rate: 48_000, channels: 1, frequency: 1000),
        Source(rate: 22_050, channels: 1, frequency: 330),
        Source(rate: 16_000, channels: 2, frequency: 600),
    ]

    @Test(arguments: sources)
    func decodesRateDurationAndFrequency(source: Source) throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("tone.mp3")
        let tone = Signals.sine(
            frequency: source.frequency, seconds: 3, sampleRate: source.rate, channels: source.channels)
        try AudioFixtures.mp3(tone, at: url)

        let decoder = try MP3Decoder(path: url.path)
        #expect(decoder.nativeRate == source.rate)
        #expect(decoder.nativeChannels == source.channels)
        #expect(abs(decoder.duration - 3) < 0.03)

        let out = try decoder.decode(outputRate: 48_000, channels: 2)
        #expect(out.sampleRate == 48_000)
        #expect(out.channels == 2)
        #expect(abs(out.duration - decoder.duration) < 0.005)
        let middle = out.frames(from: 48_000, count: 48_000)
        #expect(abs(Signals.frequency(of: middle) - source.frequency) < 0.5)
        #expect(abs(middle.rmsDBFS - tone.rmsDBFS) < 1)
    }

    @Test func sliceHasTheRequestedStartAndLength() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("steps.mp3")
        // 1 s of 300 Hz, then 1 s of 900 Hz, then 1 s of 300 Hz.
        let low = Signals.sine(frequency: 300, seconds: 1, sampleRate: 44_100)
        let high = Signals.sine(frequency: 900, seconds: 1, sampleRate: 44_100)
        try AudioFixtures.mp3(
            .init(samples: low.samples + high.samples + low.samples, sampleRate: 44_100, channels: 1), at: url)

        let slice = try MP3Decoder(path: url.path).decode(start: 1.1, seconds: 0.8, outputRate: 16_000, channels: 1)
        #expect(slice.frameCount == 12_800)
        #expect(abs(Signals.frequency(of: slice) - 900) < 1)

        let tail = try MP3Decoder(path: url.path).decode(start: 2.5, seconds: 5, outputRate: 44_100, channels: 1)
        #expect(abs(tail.duration - 0.5) < 0.03)
    }

    @Test func memoryAndFileGiveTheSameAudio() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("tone.mp3")
        try AudioFixtures.mp3(
            Signals.sine(frequency: 500, seconds: 2, sampleRate: 44_100, channels: 2), at: url,
            title: "Memory", artist: "Test")
        let fromFile = try MP3Decoder(path: url.path)
        let fromMemory = try MP3Decoder(data: Data(contentsOf: url), label: "preview:42")
        #expect(fromMemory.label == "preview:42")
        #expect(fromMemory.duration == fromFile.duration)
        #expect(fromMemory.tags.title == "Memory")
        #expect(
            try fromMemory.decode(start: 0.5, seconds: 1, outputRate: 44_100, channels: 2)
                == fromFile.decode(start: 0.5, seconds: 1, outputRate: 44_100, channels: 2))
    }

    struct TagCase: Sendable, CustomStringConvertible {
        var version: AudioFixtures.TagVersion
        var title: String?, artist: String?
        var description: String { "\(version) \(title ?? "-") / \(artist ?? "-")" }
    }

    static let tagCases = [
        TagCase(version: .v2Only, title: "Für Elise", artist: "Ludwig van Beethoven"),
        TagCase(version: .v1Only, title: "Greensleeves", artist: "Traditional"),
        TagCase(version: .both, title: "Swan Lake", artist: "Tchaikovsky"),
        TagCase(version: .v2Only, title: "Untitled Artist", artist: nil),
        TagCase(version: .both, title: nil, artist: nil),
    ]

    @Test(arguments: tagCases)
    func readsID3TitleAndArtist(c: TagCase) throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("tagged.mp3")
        try AudioFixtures.mp3(
            Signals.sine(frequency: 440, seconds: 0.5, sampleRate: 44_100), at: url,
            title: c.title, artist: c.artist, tags: c.version)
        let tags = try MP3Decoder(path: url.path).tags
        #expect(tags.title == c.title)
        #expect(tags.artist == c.artist)
    }

    @Test func startPastTheEndIsRefused() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("short.mp3")
        try AudioFixtures.mp3(Signals.sine(frequency: 440, seconds: 1, sampleRate: 44_100), at: url)
        let decoder = try MP3Decoder(path: url.path)
        let error = try #require(throws: AudioError.self) {
            try decoder.decode(start: 5, seconds: 1, outputRate: 44_100, channels: 2)
        }
        #expect(error == .sliceOutOfRange(path: url.path, start: 5, duration: decoder.duration))
    }
}
