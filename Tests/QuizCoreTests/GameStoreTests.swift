import Foundation
import QuizCore
import TestSupport
import Testing

@Suite struct GameStoreTests {
    static let fixedNow = Date(timeIntervalSince1970: 1_764_532_800)  // 2025-11-30T20:00:00Z

    static func playedRecord(seed: UInt64 = 3, rounds: Int = 3, answered: Int = 2) throws -> GameRecord {
        var game = try SessionHarness(rival: .normal, rounds: rounds, seed: seed)
        var record = GameRecord(
            id: GameRecord.makeID(startedAt: fixedNow, seed: seed), startedAt: fixedNow, source: "pack:demo",
            pool: QuizFixtures.pool(20), recentlyPlayed: [], session: game.session)
        for index in 0..<answered {
            if index > 0 { game.session.apply(.next) }
            game.start()
            _ = game.answer(0, index.isMultiple(of: 2) ? game.right : game.wrong, after: 1.25, via: .voice)
            if case .introPlaying = game.session.phase, let rival = game.session.pendingRivalAnswer() {
                game.session.apply(rival)
            }
            if case .introPlaying = game.session.phase { game.session.apply(.timeout) }
        }
        record.update(from: game.session)
        return record
    }

    @Test func roundTripKeepsEveryField() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        var record = try Self.playedRecord()
        record.seed = UInt64.max  // the largest seed must survive JSON exactly
        try store.save(record)
        #expect(try store.load(id: record.id) == record)
        #expect(directory.contents() == [record.id + ".json"])
    }

    @Test func makeIDIsSortableAndNamesTheSeed() {
        #expect(GameRecord.makeID(startedAt: Self.fixedNow, seed: 255) == "20251130-200000-00000000000000ff")
    }

    @Test func repeatedSavesReplaceAtomicallyAndLeaveNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        for answered in 1...3 {
            let record = try Self.playedRecord(answered: answered)
            try store.save(record)
            #expect(try store.load(id: record.id).events == record.events)
            #expect(directory.contents() == [record.id + ".json"])
        }
    }

    @Test func leftoverTemporaryFileFromACrashIsNeverReadAsASave() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        let record = try Self.playedRecord()
        try store.save(record)
        // What kill -9 between write and rename leaves: a half-written temporary file beside the save.
        let leftover = directory.url.appendingPathComponent(".\(record.id).json.tmp-999-abc")
        try Data("{\"version\": 1, \"id\": ".utf8).write(to: leftover)
        let scan = try store.scan()
        #expect(scan.records == [record])
        #expect(scan.problems.isEmpty)
    }

    struct Damage: Sendable, CustomTestStringConvertible {
        var name: String
        var content: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Damage(name: "truncated", content: "{\"version\": 1, \"id\": \"x\", \"se"),
        Damage(name: "empty", content: ""),
        Damage(name: "not JSON", content: "hello"),
        Damage(name: "missing fields", content: "{\"version\": 1}"),
        Damage(name: "no version", content: "{\"id\": \"x\"}"),
    ])
    func corruptSaveIsReportedAndMovedAside(_ damage: Damage) throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url, now: { Self.fixedNow })
        let file = store.file(for: "broken")
        try Data(damage.content.utf8).write(to: file)
        do {
            _ = try store.load(id: "broken")
            Issue.record("a damaged save must not load")
        } catch {
            let moved = file.path + ".corrupt-20251130T200000Z"
            guard case .corrupt(let path, let movedTo, _) = error else { return #expect(Bool(false), "\(error)") }
            #expect(path == file.path && movedTo == moved)
            #expect(error.description.contains(file.path) && error.description.contains(moved))
            #expect(try String(contentsOfFile: moved, encoding: .utf8) == damage.content)
        }
        #expect(directory.contents() == ["broken.json.corrupt-20251130T200000Z"])
    }

    @Test(arguments: ["answerIndex", "number", "players", "settings", "events"])
    func wellFormedButInconsistentSaveIsTreatedAsDamaged(field: String) throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url, now: { Self.fixedNow })
        var record = try Self.playedRecord()
        switch field {
        case "answerIndex": record.questions[1].answerIndex = 9
        case "number": record.questions[0].number = 5
        case "players": record.players.swapAt(0, 1)
        case "events": record.events.insert(.next, at: 0)
        default: record.settings.choices = 12
        }
        try store.save(record)
        #expect {
            try store.load(id: record.id)
        } throws: { error in
            guard case StoreError.corrupt(_, let movedTo?, _) = error else { return false }
            return movedTo.hasSuffix(".corrupt-20251130T200000Z")
        }
    }

    @Test func scanSkipsCorruptFilesAndStillFindsTheGoodOnes() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url, now: { Self.fixedNow })
        let good = try Self.playedRecord()
        try store.save(good)
        try Data("garbage".utf8).write(to: store.file(for: "bad"))
        try Data("older".utf8).write(to: directory.url.appendingPathComponent("bad.json.corrupt-20251130T200000Z"))
        let scan = try store.scan()
        #expect(scan.records == [good])
        #expect(scan.problems.count == 1)
        #expect(scan.resumable == good)
        // The second damaged file with the same timestamp gets a numbered name.
        #expect(directory.contents().contains("bad.json.corrupt-20251130T200000Z-2"))
    }

    @Test func newerFormatIsRefusedButLeftInPlace() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        try Data("{\"version\": 99, \"future\": true}".utf8).write(to: store.file(for: "future"))
        #expect(throws: StoreError.newerVersion(path: store.file(for: "future").path, version: 99, supported: 1)) {
            try store.load(id: "future")
        }
        #expect(directory.contents() == ["future.json"])
    }

    @Test func missingSaveAndMissingDirectory() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url.appendingPathComponent("not-yet"))
        #expect(throws: StoreError.notFound(path: store.file(for: "x").path)) { try store.load(id: "x") }
        #expect(try store.scan().records.isEmpty)
    }

    @Test func scanOrdersNewestFirstAndPicksResumableAndRecent() throws {
        let directory = try TemporaryDirectory()
        let store = GameStore(directory: directory.url)
        var old = try Self.playedRecord(seed: 1, rounds: 3, answered: 3)
        old.finished = true
        var new = try Self.playedRecord(seed: 2, rounds: 3, answered: 1)
        new.startedAt = old.startedAt.addingTimeInterval(60)
        new.id = "later"
        try store.save(old)
        try store.save(new)
        let scan = try store.scan()
        #expect(scan.records.map(\.id) == ["later", old.id])
        #expect(scan.resumable?.id == "later")
        #expect(scan.lastFinished?.id == old.id)
        #expect(scan.recentlyPlayed(games: 1) == Set(new.askedTrackIDs))
        #expect(scan.recentlyPlayed(games: 2) == Set(new.askedTrackIDs + old.askedTrackIDs))
    }

    // MARK: - Directories

    @Test(arguments: [
        (["XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d", "HOME": "/h"], "/s/introquiz", "/d/introquiz"),
        (["HOME": "/h"], "/h/.local/state/introquiz", "/h/.local/share/introquiz"),
        (
            ["XDG_STATE_HOME": "", "XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/state/introquiz",
            "/h/.local/share/introquiz"
        ),
    ])
    func xdgDirectories(environment: [String: String], state: String, data: String) throws {
        let directories = try AppDirectories(environment: environment)
        #expect(directories.state.path == state)
        #expect(directories.data.path == data)
    }

    @Test func noHomeIsAClearError() {
        #expect(throws: StoreError.noHome(variable: "XDG_STATE_HOME")) { try AppDirectories(environment: [:]) }
    }
}
