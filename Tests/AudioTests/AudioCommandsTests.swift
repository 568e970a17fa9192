import Audio
import Foundation
import TestSupport
import Testing

@Suite struct AudioCommandsTests {
    @Test func decodeWritesTheSliceAsWAV() throws {
        let dir = try Signals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clip = dir.appendingPathComponent("clip.mp3")
        try AudioFixtures.mp3(Signals.sine(frequency: 880, seconds: 4, sampleRate: 44_100, channels: 2), at: clip)
        let out = dir.appendingPathComponent("out.wav")
        let seconds = try AudioCommands.decode(clip: clip.path, start: 1, seconds: 2, to: out)
        #expect(seconds == 2)
        let bytes = [UInt8](try Data(contentsOf: out))
        let dataSize = bytes[40..<44].reversed().reduce(0) { $0 << 8 | Int($1) }
        #expect(dataSize == 88_200 * 4)  // the header was finished
        #expect(bytes.count == 44 + dataSize)
        let wav = try WAVFile.read(from: out)
        #expect(wav.sampleRate == 44_100)
        #expect(wav.channels == 2)
        #expect(wav.frameCount == 88_200)
        #expect(abs(Signals.frequency(of: wav) - 880) < 1)
    }

    @Test func decodeOfAMissingClipNamesIt() throws {
        let error = try #require(throws: AudioError.self) {
            try AudioCommands.decode(clip: "/nonexistent/clip.mp3", to: URL(fileURLWithPath: "/tmp/never.wav"))
        }
        #expect(error.description.contains("/nonexistent/clip.mp3"))
    }
}

extension RealAudioTests {
    @Suite struct ListenTests {
        @Test func listenPlaysTheSliceThenReturns() async throws {
            try VirtualAudio.require()
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let clip = dir.appendingPathComponent("clip.mp3")
            try AudioFixtures.mp3(Signals.sine(frequency: 550, seconds: 5, sampleRate: 44_100), at: clip)
            let recorder = try VirtualAudio.Recorder(file: dir.appendingPathComponent("out.wav"))
            try await AudioCommands.listen(clip: clip.path, start: 2, seconds: 1)
            try await Task.sleep(for: .milliseconds(300))
            let recording = try recorder.finish()
            let span = try #require(Signals.loudSpan(of: recording, thresholdDBFS: -30))
            #expect(abs(span.end - span.start - 1) < 0.05, "sounded \(span.end - span.start) s")
            #expect(
                abs(Signals.frequency(of: recording.frames(from: Int(span.start * 48_000) + 4800, count: 38_400)) - 550)
                    < 1)
        }

        @Test func devicesListsTheVirtualDevices() throws {
            try VirtualAudio.require()
            let listing = try AudioCommands.deviceListing()
            #expect(listing.contains("default output"))
            #expect(listing.contains("default input"))
        }
    }
}
