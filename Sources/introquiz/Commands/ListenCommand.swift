import ArgumentParsing
import Audio
import Foundation

/// `introquiz listen CLIP [--start S] [--seconds S]`: plays an intro slice and says when it became audible.
enum ListenCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        guard let clip = arguments.positional("CLIP") else {
            throw UsageError.missingPositional(command: "introquiz listen", name: "CLIP")
        }
        let requested = ContinuousClock.now
        try await AudioCommands.listen(
            clip: context.url(clip).path, start: arguments.double("start") ?? 0,
            seconds: arguments.double("seconds") ?? 10, device: arguments.string("output-device")
        ) { player in
            let deadline = ContinuousClock.now + .milliseconds(500)
            while player.audibleAt == nil && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.002) }
            if let audible = player.audibleAt {
                let delay = requested.duration(to: audible)
                context.error(
                    "playing \(String(format: "%.1f", player.duration)) s on \(player.device.name); audible after "
                        + "\(delay.formatted(.units(allowed: [.milliseconds])))")
            }
        }
        return .ok
    }
}
