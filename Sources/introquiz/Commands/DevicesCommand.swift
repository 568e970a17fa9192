import ArgumentParsing
import Audio

/// `introquiz devices`: every input and output device PortAudio sees.
enum DevicesCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        context.print(try AudioCommands.deviceListing())
        return .ok
    }
}
