import ArgumentParsing
import Foundation

/// Parses the command line, runs the chosen command and turns any failure into one line on stderr plus an exit
/// status. Nothing below this prints a failure itself.
enum IntroQuizCLI {
    /// Every command, by name. Each takes checked arguments and returns how it ended.
    static let commands: [String: @Sendable (ParsedArguments, CommandContext) async throws -> ExitStatus] = [
        "play": PlayCommand.run,
        "eval": EvalCommand.run,
        "recognize": RecognizeCommand.run,
        "record": RecordCommand.run,
        "sources": SourcesCommand.run,
        "decode": DecodeCommand.run,
        "listen": ListenCommand.run,
        "devices": DevicesCommand.run,
        "scores": ScoresCommand.run,
        "replay": ReplayCommand.run,
    ]

    static func run(_ arguments: [String]) async -> ExitStatus {
        let context = CommandContext.live()
        let outcome: ParseOutcome
        do {
            outcome = try CommandLineSpec.program.parse(arguments)
        } catch {
            context.error(error.description)
            return .usage
        }
        switch outcome {
        case .help(let text):
            context.print(text)
            return .ok
        case .version(let text):
            context.print(text)
            return .ok
        case .run(let parsed):
            guard let command = commands[parsed.command.name] else {
                context.error("introquiz: \(parsed.command.name) is not wired to a command")
                return .software
            }
            do {
                return try await command(parsed, context)
            } catch let error as UsageError {
                context.error(error.description)
                return .usage
            } catch {
                context.error("introquiz \(parsed.command.name): \(error)")
                return ExitStatus.of(error)
            }
        }
    }
}
