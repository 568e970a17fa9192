import Foundation
import QuizCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// kill -9 during saves: the save is always the previous or the new state, never a broken one.
///
/// The test re-runs this test binary as a child that saves two large records in turn, forever
/// (`writerLoop`, enabled only in the child through `INTROQUIZ_CRASH_WRITER_DIR`), kills it with SIGKILL at
/// seeded moments, and loads what is on disk.
@Suite(.serialized) struct CrashSafetyTests {
    static let directoryVariable = "INTROQUIZ_CRASH_WRITER_DIR"

    /// Two versions of one game that differ everywhere, large enough (≈1 MB) that a write takes a while.
    static func versions() throws -> (GameRecord, GameRecord) {
        var first = try GameStoreTests.playedRecord(seed: 1, answered: 1)
        first.poolIDs = (0..<40_000).map { "first-\($0)" }
        var second = try GameStoreTests.playedRecord(seed: 1, answered: 3)
        second.poolIDs = (0..<40_000).map { "second-\($0)" }
        return (first, second)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[directoryVariable] != nil))
    func writerLoop() throws {
        let directory = try #require(ProcessInfo.processInfo.environment[Self.directoryVariable])
        let store = GameStore(directory: URL(fileURLWithPath: directory))
        let (first, second) = try Self.versions()
        while true {
            try store.save(second)
            try store.save(first)
        }
    }

    @Test func killNineNeverLeavesABrokenSave() throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let (first, second) = try Self.versions()
        var rng = SplitMix64(seed: 9)
        var outcomes: [String: Int] = [:]
        for _ in 0..<10 {
            let directory = try TemporaryDirectory()
            let store = GameStore(directory: directory.url)
            try store.save(first)
            let child = Process()
            child.executableURL = URL(fileURLWithPath: executable)
            child.arguments = ["--testing-library", "swift-testing", "--filter", "CrashSafetyTests/writerLoop"]
            child.environment = ProcessInfo.processInfo.environment.merging([Self.directoryVariable: directory.url.path]
            ) { $1 }
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            // Wait until the child is in its loop (the save changed), then kill it at a seeded moment.
            let deadline = Date().addingTimeInterval(30)
            while (try? store.load(id: first.id))?.poolIDs.first != "second-0", Date() < deadline, child.isRunning {
                usleep(2_000)
            }
            usleep(UInt32(rng.draw(below: 40_000)))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal)
            let loaded = try store.load(id: first.id)
            #expect(loaded == first || loaded == second)
            outcomes[loaded == first ? "first" : "second", default: 0] += 1
            #expect(directory.contents().filter { $0.hasSuffix(".json") } == [first.id + ".json"])
            #expect(try store.scan().problems.isEmpty)
        }
        #expect(outcomes.values.reduce(0, +) == 10)
    }
}
