import Audio
import Synchronization
import TestSupport
import Testing

@Suite struct AudioFakesTests {
    @Test func scriptedMicrophoneDeliversTheRecordingIn320SampleChunks() throws {
        let samples = (0..<1000).map { Int16($0) }
        let microphone = ScriptedMicrophone(samples: samples)
        let received = Mutex<[[Int16]]>([])
        try microphone.start { chunk in received.withLock { $0.append(chunk) } }
        microphone.waitUntilDelivered()
        let chunks = received.withLock { $0 }
        #expect(chunks.map(\.count) == [320, 320, 320, 320])
        #expect(Array(chunks.joined().prefix(1000)) == samples)
        #expect(chunks.last?.suffix(280).allSatisfy { $0 == 0 } == true)
        #expect(microphone.level > -60)
    }

    @Test func silentPlaybackFinishesAfterItsDurationOrOnStop() async throws {
        let playback = SilentPlayback(duration: .milliseconds(50))
        #expect(playback.audibleAt == nil)
        try playback.start()
        #expect(playback.audibleAt != nil)
        await playback.waitUntilFinished()
        #expect(playback.isFinished)
        let stopped = SilentPlayback(duration: .seconds(60))
        try stopped.start()
        stopped.stop()
        #expect(stopped.isFinished)
        #expect(stopped.stopCount == 1)
    }
}
