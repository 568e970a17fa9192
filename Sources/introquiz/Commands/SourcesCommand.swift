import ArgumentParsing
import Catalog

/// `introquiz sources …`: what the source flags resolve to, one line per track, without playing.
enum SourcesCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        let sources = try SourceOptions(arguments, context: context)
        let report = await sources.resolve(with: try sources.services(context: context), context: context)
        for line in report.lines() { context.print(line) }
        return report.tracks.isEmpty ? .noInput : .ok
    }
}
