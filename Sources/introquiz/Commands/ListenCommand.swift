import ArgumentParsing
import Audio
import Foundation
import QuizCore

/// `introquiz listen CLIP [--start S] [--seconds S]`: plays an intro slice and says when it became audible.
enum ListenCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        guard let clip = arguments.positional("CLIP") else {
            throw UsageError.missingPositional(command: "introquiz listen", name: "CLIP")
        }
        try await AudioCommands.listen(
            clip: context.url(clip).path, start: arguments.double("start") ?? 0,
            seconds: arguments.double("seconds") ?? 10, device: arguments.string("output-device")
        ) { player, started in
            let deadline = ContinuousClock.now + .milliseconds(500)
            while player.audibleAt == nil && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.002) }
            if let audible = player.audibleAt {
                let milliseconds = started.duration(to: audible).inSeconds * 1000
                context.error(
                    String(format: "playing %.1f s on %@; audible %.1f ms after the play call", player.duration,
                           player.device.name, milliseconds))
            }
        }
        return .ok
    }
}
