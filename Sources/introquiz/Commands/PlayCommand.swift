import ArgumentParsing
import Audio
import Catalog
import Foundation
import Game
import QuizCore
import Synchronization
import TerminalUI

/// `introquiz play`: resolves the sources, builds (or resumes) the game, wires keys, voice, audio and screen
/// to the driver, and records the result.
enum PlayCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        let directories = try AppDirectories(environment: context.environment)
        let store = GameStore(directories: directories)
        let results = ResultsStore(directories: directories)
        let theme = try Theme.resolve(name: arguments.string("theme"), environment: context.environment)

        // Devices and the voice log first: a missing output device or a bad log folder stops here, before a game
        // is created and saved.
        let devices = try LiveDevices(arguments: arguments)
        let voiceLog = try arguments.string("voice-log").map { try VoiceLog(directory: context.url($0)) }
        let setup = try await prepare(
            arguments, store: store, outputRate: devices.output.map { Int($0.defaultSampleRate.rounded()) } ?? 44_100,
            context: context)
        let fullScreen = Platform.isTerminal(Platform.standardInput) && Platform.isTerminal(Platform.standardOutput)
            && context.environment["TERM"] != "dumb"

        // Previews of the questions still to come download in the background, nearest first.
        let byID = Dictionary(setup.tracks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let upcoming = setup.session.questions[setup.session.questionIndex...].compactMap { byID[$0.answer.id] }
        await setup.services.playback.prefetch(upcoming)

        let clock = MonotonicGameClock(origin: setup.session.lastEventTime ?? 0)
        let (inputs, sink) = AsyncStream.makeStream(of: GameInput.self, bufferingPolicy: .unbounded)
        let voice = devices.voice(clock: clock, log: voiceLog)
        let screens = GameScreens(sourceName: setup.sourceName, keysOnly: { voice?.keysOnly.contains($0) ?? false })
        let notice = devices.notes.isEmpty ? nil : devices.notes.joined(separator: "; ")
        if !fullScreen { for note in devices.notes { context.error("introquiz play: \(note)") } }

        let run = GameRun(
            setup: setup, clock: clock, devices: devices, voice: voice, inputs: inputs, sink: sink, store: store,
            results: results, handsFree: arguments.flag("hands-free"), notice: notice)
        let end: GameEnd
        if fullScreen {
            let view = TerminalGameView(screens: screens, theme: theme)
            end = try await withRawTerminal { _ in
                let reader = try TerminalEventReader()
                let pumps = [
                    InputPumps.keys(from: reader, clock: clock, into: { sink.yield($0) }),
                    InputPumps.ticker(clock: clock, into: { sink.yield($0) }),
                ]
                defer {
                    reader.cancel()
                    pumps.forEach { $0.cancel() }
                }
                let end = try await run.play(on: view, revealSeconds: 5, resultsStatus: "press any key")
                if case .finished = end {
                    for await event in reader.events { if case .key = event { break } }
                }
                return end
            }
        } else {
            let view = LineGameView(screens: screens, write: { context.print($0) })
            let reader = try LineReader()
            let pumps = [
                // Typed input ending ends the game, except hands-free, where the voice goes on.
                InputPumps.lines(
                    from: reader, clock: clock, into: { sink.yield($0) },
                    finish: { if !arguments.flag("hands-free") { sink.finish() } }),
                InputPumps.ticker(clock: clock, into: { sink.yield($0) }),
            ]
            defer {
                reader.cancel()
                pumps.forEach { $0.cancel() }
            }
            end = try await run.play(on: view, revealSeconds: 2, resultsStatus: "")
        }
        let status: String
        switch end {
        case .finished(let session):
            let me = session.standings[0]
            status = "score: \(me.score) points, \(me.correct)/\(session.questions.count) right — `introquiz replay` to review"
        case .quit(let session):
            status = "game saved after \(session.outcomes.count) of \(session.questions.count) questions — "
                + "`introquiz play --resume` to go on"
        }
        context.error(status)
        if let voiceLog {
            voiceLog.flush()
            if let failure = voiceLog.failure { context.error("introquiz play: the voice log is incomplete: \(failure)") }
        }
        return .ok
    }

    /// The game to play: resumed, or new from the sources and settings.
    static func prepare(_ arguments: ParsedArguments, store: GameStore, outputRate: Int, context: CommandContext)
        async throws -> PlaySetup
    {
        if arguments.flag("resume") {
            let record = try PlaySetup.resume(store: store, context: context)
            let sources = try SourceOptions(key: record.source, arguments: arguments, context: context)
            let services = try sources.services(context: context, outputRate: outputRate)
            let report = await sources.resolve(with: services, context: context)
            var session = try record.replay()
            if case .reveal = session.phase { session.apply(.next) }
            let missing = Set(record.questions.map(\.answer.id)).subtracting(report.tracks.map(\.id))
            if !missing.isEmpty {
                context.error("introquiz play: \(missing.count) songs of this game have no audio now; they play silent")
            }
            return PlaySetup(
                record: record, session: session, tracks: report.tracks, sourceName: sources.displayName,
                services: services)
        }
        let settings = try PlaySetup.settings(arguments)
        let sources = try SourceOptions(arguments, context: context)
        let services = try sources.services(context: context, outputRate: outputRate)
        let report = await sources.resolve(with: services, context: context)
        for warning in report.warnings { context.error("introquiz play: \(warning)") }
        if !report.skipped.isEmpty {
            context.error("introquiz play: skipped \(report.skipped.count) tracks (`introquiz sources` says why)")
        }
        guard !report.tracks.isEmpty else {
            throw CommandFailure("no playable tracks in \(sources.displayName)", status: .noInput)
        }
        return try PlaySetup.newGame(
            tracks: report.tracks, sources: sources, services: services, settings: settings,
            seed: PlaySetup.seed(arguments.string("seed")), store: store, now: Date())
    }
}
