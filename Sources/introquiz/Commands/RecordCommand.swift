import ArgumentParsing
import Audio
import Foundation

/// `introquiz record --choices "A|B|C" --out DIR`: records you saying answers, one WAV per take, appended to
/// DIR/manifest.json (the eval format), so `introquiz eval DIR/manifest.json` measures your voice and room.
///
/// Each take: type the number of the title you will say (or "none" for something that is no answer: a cough,
/// another title), press Return, and speak; it records `--seconds`. "q" ends. With `--over CLIP` the clip plays
/// (from `--start`) through the speakers during each take, as an intro does in a game, and what played is saved
/// beside the take as its `playback` (placed against the microphone as the game places it), so `eval` cancels it
/// as the game would: speech over music in your own room.
enum RecordCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        let choices = try ChoiceList.parse(arguments.string("choices"), command: "introquiz record")
        guard let out = arguments.string("out") else {
            throw UsageError.missingValue(command: "introquiz record", option: "--out", valueName: "DIR")
        }
        let seconds = arguments.double("seconds") ?? 5
        let system = try AudioSystem()
        // The clip and the devices are checked before anything is written.
        let music = try arguments.string("over").map { path in
            try Backing(
                clip: context.url(path).path, start: arguments.double("start") ?? 0, seconds: seconds,
                device: system.outputDevice(named: arguments.string("output-device")), system: system)
        }
        let microphone = try Microphone(device: try system.inputDevice(named: arguments.string("input-device")), system: system)
        let directory = context.url(out)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var manifest = try ManifestFile(directory: directory)

        context.error("Choices: " + choices.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "  "))
        context.error("For each take, type what you will say — a number 1–\(choices.count) for that title, or "
            + "\"none\" for something that is no answer — then Return and speak (\(Int(seconds)) s). "
            + "\"q\" ends.")
        while true {
            context.progress("expect> ")
            guard let line = readLine(), !["q", "quit"].contains(line.lowercased()) else { break }
            let expect: String?
            if let number = Int(line), (1...choices.count).contains(number) {
                expect = choices[number - 1]
            } else if line.lowercased() == "none" {
                expect = nil
            } else {
                context.error("type 1–\(choices.count), none or q")
                continue
            }
            let take = try await recordTake(microphone, seconds: seconds, over: music, context: context)
            let note = music.map { "recorded with introquiz record over \($0.name)" } ?? "recorded with introquiz record"
            let name = try manifest.add(
                prefix: "take", audio: take.audio, playback: take.playback, choices: choices, expect: expect, note: note)
            context.error(String(format: "saved %@ (%.1f s); expect %@", name, Double(take.audio.count) / 16_000,
                                 expect ?? "no answer"))
        }
        context.error("\(manifest.count) samples in \(directory.appendingPathComponent("manifest.json").path)")
        return .ok
    }

    /// Records `seconds` of microphone audio, with `music` playing if given; returns the audio and, with
    /// music, what played over the same span (16 kHz, starting at the same instant).
    private static func recordTake(
        _ microphone: Microphone, seconds: Double, over music: Backing?, context: CommandContext
    ) async throws -> (audio: [Int16], playback: [Int16]?) {
        let collected = Collected()
        try microphone.start { collected.add($0) }
        defer { microphone.stop() }
        let player = try music?.play()
        defer { player?.stop() }
        context.error(String(format: "recording for %.0f s — speak now", seconds))
        try await Task.sleep(for: .seconds(seconds))
        let (audio, firstChunkAt) = collected.samples
        guard let music, let player else { return (audio, nil) }
        player.stop()
        guard let firstChunkAt, let audibleAt = player.audibleAt else {
            throw CommandFailure("the microphone or the speakers delivered nothing", status: .unavailable)
        }
        // Placed as the game places its reference: by the first chunk.
        var track = EchoReferenceTrack()
        let played = NowPlaying.Item(reference: music.reference, audibleAt: audibleAt)
        let playback = track.next(count: audio.count, capturedAt: firstChunkAt - Microphone.captureDelay, playing: played)
        return (audio, playback ?? [Int16](repeating: 0, count: audio.count))
    }
}

/// The music a take is recorded over: the clip's slice for the speakers, and the same slice at 16 kHz mono
/// for the manifest's playback.
private struct Backing {
    let name: String
    private let slice: PCMBuffer
    /// The slice at 16 kHz mono.
    let reference: [Int16]
    private let device: AudioDevice
    private let system: AudioSystem

    init(clip: String, start: Double, seconds: Double, device: AudioDevice, system: AudioSystem) throws {
        let decoder = try MP3Decoder(path: clip)
        name = URL(fileURLWithPath: clip).lastPathComponent
        slice = try Player.sliceAudio(of: decoder, start: start, seconds: seconds, for: device)
        reference = try Resampler.speechInput(slice)
        self.device = device
        self.system = system
    }

    /// Starts a player of the slice.
    func play() throws -> Player {
        let player = try Player(slice, device: device, system: system)
        try player.start()
        return player
    }
}

/// Samples from the microphone thread, and when the first chunk arrived.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [Int16] = []
    private var firstAt: ContinuousClock.Instant?
    func add(_ chunk: [Int16]) {
        let now = ContinuousClock.now
        lock.withLock {
            if firstAt == nil { firstAt = now }
            buffer += chunk
        }
    }
    var samples: ([Int16], ContinuousClock.Instant?) { lock.withLock { (buffer, firstAt) } }
}
