import Audio
import Foundation
import Synchronization
import TestSupport
import Testing

/// Real capture through PortAudio from the virtual microphone, fed with paplay.
extension RealAudioTests {
    @Suite struct MicrophoneTests {
        /// Chunks and levels collected from the consumer thread.
        final class Collector: Sendable {
            let chunks = Mutex<[[Int16]]>([])
            func add(_ chunk: [Int16]) { chunks.withLock { $0.append(chunk) } }
            var all: [[Int16]] { chunks.withLock { $0 } }
        }

        @Test func capturesSpeechAt16kHzIn20msChunks() async throws {
            try VirtualAudio.require()
            let dir = try Signals.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let speechURL = dir.appendingPathComponent("speech.wav")
            try AudioFixtures.speech("Ode to joy. The answer is number three, Greensleeves.", at: speechURL)
            let speech = try WAVFile.read(from: speechURL)

            let system = try AudioSystem()
            let microphone = try Microphone(system: system)
            let collector = Collector()
            let began = ContinuousClock.now
            try microphone.start { collector.add($0) }
            try await Task.sleep(for: .milliseconds(500))
            let quietLevel = microphone.level
            let feeder = try VirtualAudio.feedMicrophone(speechURL)
            var loudest = -Double.infinity
            while !feeder.hasExited {  // sample the meter while speech plays
                loudest = max(loudest, microphone.level)
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(try feeder.wait().status == 0)
            try await Task.sleep(for: .milliseconds(500))
            microphone.stop()
            let elapsed = (ContinuousClock.now - began) / .seconds(1)

            let chunks = collector.all
            #expect(chunks.allSatisfy { $0.count == 320 })
            let captured = chunks.flatMap { $0 }
            let capturedSeconds = Double(captured.count) / 16_000
            #expect(abs(capturedSeconds - elapsed) < 0.15, "captured \(capturedSeconds) s in \(elapsed) s")
            #expect(microphone.droppedSamples == 0)
            #expect(quietLevel < -60, "level before speech: \(quietLevel) dBFS")
            #expect(loudest > -35, "loudest level during speech: \(loudest) dBFS")

            // The captured audio contains the speech: 10 ms envelopes correlate strongly at the best lag.
            let source = try Resampler.convert(speech, toRate: 16_000, channels: 1).samples
            let recorded = PCMBuffer(int16: captured, sampleRate: 16_000, channels: 1).samples
            let match = Correlation.bestMatch(
                of: Correlation.envelope(source, window: 160), in: Correlation.envelope(recorded, window: 160))
            #expect(match.correlation > 0.8, "envelope correlation \(match.correlation) at \(match.lag * 10) ms")
            let speechStart = Double(match.lag) / 100
            #expect(speechStart > 0.4 && speechStart < 2, "speech found at \(speechStart) s")  // fed after 0.5 s
        }

        @Test func asyncStreamDeliversChunksAndEndsOnStopAndCanRestart() async throws {
            try VirtualAudio.require()
            let system = try AudioSystem()
            let microphone = try Microphone(system: system)
            for _ in 0..<2 {
                let chunks = try microphone.start()
                var count = 0
                for await chunk in chunks {
                    #expect(chunk.count == Microphone.chunkSize)
                    count += 1
                    if count == 10 { microphone.stop() }
                }
                #expect(count >= 10)
            }
        }

        @Test func inputDeviceLookupByName() throws {
            try VirtualAudio.require()
            let system = try AudioSystem()
            #expect(try system.inputDevice().inputChannels > 0)
            #expect(throws: AudioError.self) { try system.inputDevice(named: "no such microphone") }
        }
    }
}
