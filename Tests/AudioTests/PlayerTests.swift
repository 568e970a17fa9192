import Audio
import Foundation
import TestSupport
import Testing

/// Real playback through PortAudio into the virtual speakers, recorded from their monitor with parec.
extension RealAudioTests {
    @Suite struct PlayerTests {
        @Test func playsASliceForItsDurationAtItsFrequency() async throws {
            try VirtualAudio.require()
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let system = try AudioSystem()
            let device = try system.outputDevice()
            let tone = Signals.sine(
                frequency: 440, seconds: 1.5, sampleRate: Int(device.defaultSampleRate), channels: 2)
            let player = try Player(tone, device: device, system: system)

            let recorder = try VirtualAudio.Recorder(file: dir.appendingPathComponent("out.wav"))
            let startedAt = ContinuousClock.now
            try player.start()
            await player.waitUntilFinished()
            let finishedAt = ContinuousClock.now
            try await Task.sleep(for: .milliseconds(300))
            let recording = try recorder.finish()

            let span = try #require(Signals.loudSpan(of: recording, thresholdDBFS: -30), "nothing audible was recorded")
            let sounding = span.end - span.start
            #expect(abs(sounding - 1.5) < 0.05, "sounded for \(sounding) s")
            let middle = recording.frames(
                from: Int((span.start + 0.2) * 48_000), count: Int((sounding - 0.4) * 48_000))
            #expect(abs(Signals.frequency(of: middle) - 440) < 1)

            let audibleAt = try #require(player.audibleAt)
            let delay = audibleAt - startedAt
            #expect(delay >= .zero && delay < .milliseconds(500), "audible \(delay) after start")
            #expect(finishedAt - audibleAt >= .milliseconds(1450), "finished \(finishedAt - audibleAt) after audible")
            #expect(player.underflows == 0)
        }

        @Test func stopSilencesPromptly() async throws {
            try VirtualAudio.require()
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let system = try AudioSystem()
            let device = try system.outputDevice()
            let tone = Signals.sine(frequency: 660, seconds: 5, sampleRate: Int(device.defaultSampleRate), channels: 2)
            let player = try Player(tone, device: device, system: system)

            let recorder = try VirtualAudio.Recorder(file: dir.appendingPathComponent("out.wav"))
            try player.start()
            try await Task.sleep(for: .milliseconds(800))
            let stopAsked = ContinuousClock.now
            player.stop()
            let stopReturned = ContinuousClock.now
            #expect(player.isFinished)
            try await Task.sleep(for: .milliseconds(300))
            let recording = try recorder.finish()

            #expect(stopReturned - stopAsked < .milliseconds(150))
            let span = try #require(Signals.loudSpan(of: recording, thresholdDBFS: -30))
            let sounding = span.end - span.start
            let audibleAt = try #require(player.audibleAt)
            let expected = (stopAsked - audibleAt) / .seconds(1)
            #expect(abs(sounding - expected) < 0.1, "sounded \(sounding) s, stop came \(expected) s after audible")
            #expect(sounding < 1.2)
        }

        @Test func listsTheVirtualDevicesAndFindsThemByName() throws {
            try VirtualAudio.require()
            let system = try AudioSystem()
            let devices = system.devices()
            #expect(devices.contains { $0.isDefaultOutput && $0.outputChannels > 0 })
            #expect(devices.contains { $0.isDefaultInput && $0.inputChannels > 0 })
            let pulse = try system.outputDevice(named: "PULSE")
            #expect(pulse.name.lowercased().contains("pulse"))
            let error = try #require(throws: AudioError.self) { try system.outputDevice(named: "no such speaker") }
            guard case .deviceNotFound(let name, let available) = error else {
                Issue.record("expected deviceNotFound, got \(error)")
                return
            }
            #expect(name == "no such speaker")
            #expect(available.contains(pulse.name))
        }
    }
}
