import Audio
import Foundation
import TestSupport
import Testing

/// Real playback through PortAudio into the virtual speakers, recorded from their monitor with parec.
extension RealAudioTests {
    @Suite struct PlayerTests {
        /// A player of a stereo tone on the default virtual speakers, and a recorder of their monitor already
        /// running (writing into `directory`, which the caller removes).
        static func tonePlayer(frequency: Double, seconds: Double, directory: URL) throws -> (
            player: Player, recorder: VirtualAudio.Recorder
        ) {
            try VirtualAudio.require()
            let system = try AudioSystem()
            let device = try system.outputDevice()
            let tone = Signals.sine(
                frequency: frequency, seconds: seconds, sampleRate: Int(device.defaultSampleRate), channels: 2)
            let player = try Player(tone, device: device, system: system)
            return (player, try VirtualAudio.Recorder(file: directory.appendingPathComponent("out.wav")))
        }

        @Test func playsASliceForItsDurationAtItsFrequency() async throws {
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let (player, recorder) = try Self.tonePlayer(frequency: 440, seconds: 1.5, directory: dir)
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
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let (player, recorder) = try Self.tonePlayer(frequency: 660, seconds: 5, directory: dir)
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

        /// Ducking: the speakers' level drops by the gain asked for, within the output latency and the ramp, and
        /// the gains the player reports for an echo reference are the ones it played.
        @Test func setGainDucksWhatTheSpeakersPlay() async throws {
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let (player, recorder) = try Self.tonePlayer(frequency: 500, seconds: 3, directory: dir)
            try player.start()
            try await Task.sleep(for: .milliseconds(1_000))
            let duckedFrom = player.playedSeconds
            player.setGain(0.1, over: 0.05)
            try await Task.sleep(for: .milliseconds(1_000))
            player.setGain(1, over: 0.05)
            await player.waitUntilFinished()
            try await Task.sleep(for: .milliseconds(300))
            let recording = try recorder.finish()

            let span = try #require(Signals.loudSpan(of: recording, thresholdDBFS: -30), "nothing audible was recorded")
            let level = { (from: Double, to: Double) -> Double in
                let part = recording.frames(from: Int((span.start + from) * 48_000), count: Int((to - from) * 48_000))
                return PCMBuffer.rmsDBFS(part.mono().samples)
            }
            // The ramp starts at the frame handed to the device next, `duckedFrom` into the slice as heard.
            let before = level(0.2, 0.8)
            let ducked = level(duckedFrom + 0.1, duckedFrom + 0.9)
            let after = level(2.4, 2.9)
            #expect(abs(before - ducked - 20) < 1.5, "before \(before) dBFS, ducked \(ducked) dBFS")
            #expect(abs(after - before) < 1, "after \(after) dBFS, before \(before) dBFS")
            let gains = player.gains(fromSeconds: duckedFrom - 0.1, count: 5, rate: 10)
            #expect(gains.first == 1)
            #expect(gains.last.map { abs($0 - 0.1) < 1e-6 } == true, "\(gains)")
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
