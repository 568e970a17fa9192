import ArgumentParsing
import Audio
import Foundation

/// `introquiz decode CLIP [--start S] [--seconds S] --out FILE.wav`: an MP3 slice to a 16-bit WAV at the
/// clip's own rate and channel count.
enum DecodeCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        guard let clip = arguments.positional("CLIP") else {
            throw UsageError.missingPositional(command: "introquiz decode", name: "CLIP")
        }
        guard let out = arguments.string("out") else {
            throw UsageError.missingValue(command: "introquiz decode", option: "--out", valueName: "FILE.wav")
        }
        let seconds = try AudioCommands.decode(
            clip: context.url(clip).path, start: arguments.double("start") ?? 0, seconds: arguments.double("seconds"),
            to: context.url(out))
        context.error(String(format: "decoded %.2f s to %@", seconds, out))
        return .ok
    }
}
