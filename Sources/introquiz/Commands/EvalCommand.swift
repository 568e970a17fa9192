import ArgumentParsing
import Foundation
import Speech

/// `introquiz eval MANIFEST [--json] [--verbose]`: runs recorded samples through the live recogniser path and
/// reports accuracy, false accepts, speed and decision delay (JSON fields fixed by DESIGN.md).
enum EvalCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        guard let path = arguments.positional("MANIFEST") else {
            throw UsageError.missingPositional(command: "introquiz eval", name: "MANIFEST")
        }
        let url = context.url(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CommandFailure("no manifest at \(url.path)", status: .noInput)
        }
        let manifest = try VoiceManifest(contentsOf: url)
        let recognizer = try Recognizer(
            modelDirectory: arguments.string("model"),
            settings: arguments.flag("plain-grammar") ? .baseline : RecognizerSettings())
        let report = try Evaluator().evaluate(manifest, with: recognizer)
        if arguments.flag("json") {
            context.print(report.json(verbose: arguments.flag("verbose")))
        } else {
            if arguments.flag("verbose") {
                for outcome in report.outcomes {
                    context.print(
                        "\(outcome.kind.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)) \(outcome.audio)"
                            + "  heard \"\(outcome.heard)\"")
                }
            }
            context.print(report.table())
        }
        return .ok
    }
}
