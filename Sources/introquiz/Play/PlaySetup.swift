import AnswerMatching
import ArgumentParsing
import Catalog
import Foundation
import QuizCore

/// The game a `play` command line asks for: a new one from seed and sources, or the unfinished one resumed.
struct PlaySetup {
    var record: GameRecord
    var session: Session
    var tracks: [CatalogTrack]
    var sourceName: String
    var services: CatalogServices

    /// The rules from the command line.
    static func settings(_ arguments: ParsedArguments) throws -> GameSettings {
        let settings = GameSettings(
            rounds: arguments.int("rounds") ?? 10, choices: arguments.int("choices") ?? 4,
            introSeconds: arguments.double("intro") ?? 10,
            rival: arguments.string("rival").flatMap(RivalLevel.init(rawValue:)))
        try settings.validate()
        return settings
    }

    /// `--seed`: a number, or any text (hashed, so `--seed party` works); random when absent.
    static func seed(_ text: String?) -> UInt64 {
        guard let text else { return SplitMix64.freshSeed() }
        if let number = UInt64(text) { return number }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, stable on every machine
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// How alike two titles sound (0…1), for choosing distractors that don't.
    static func similarity(_ lhs: String, _ rhs: String) -> Double {
        PhoneticDistance.similarity(lhs, rhs, pronouncer: nil)
    }

    /// A new game on the resolved tracks, saved before it starts.
    static func newGame(
        tracks: [CatalogTrack], sources: SourceOptions, services: CatalogServices, settings: GameSettings,
        seed: UInt64, store: GameStore, now: Date
    ) throws -> PlaySetup {
        let recent = (try? store.scan().recentlyPlayed(games: 3)) ?? []
        let pool = tracks.map(\.track)
        // Avoid the last games' songs only while enough others remain.
        let avoid = pool.count - recent.count >= settings.rounds * settings.choices ? recent : []
        let questions = try QuestionBuilder.build(
            seed: seed, pool: pool, settings: settings, recentlyPlayed: avoid, similarity: similarity)
        let session = try Session(
            seed: seed, settings: settings, questions: questions,
            players: QuizCore.Player.lineUp(names: ["You"], rival: settings.rival))
        let record = GameRecord(
            id: GameRecord.makeID(startedAt: now, seed: seed), startedAt: now, source: sources.key, pool: pool,
            recentlyPlayed: avoid, session: session)
        try store.save(record)
        return PlaySetup(
            record: record, session: session, tracks: tracks, sourceName: sources.displayName, services: services)
    }

    /// The last unfinished game, rebuilt from its events, ready for its next question.
    static func resume(store: GameStore, context: CommandContext) throws -> GameRecord {
        let scan = try store.scan()
        for problem in scan.problems { context.error("introquiz play: \(problem)") }
        guard let record = scan.resumable else {
            throw CommandFailure("no unfinished game to resume in \(store.directory.path)", status: .noInput)
        }
        return record
    }
}
