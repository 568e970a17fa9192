import ArgumentParsing
import Audio
import Foundation

/// `introquiz record --choices "A|B|C" --out DIR`: records you saying answers, one WAV per take, appended to
/// DIR/manifest.json (the eval format), so `introquiz eval DIR/manifest.json` measures your voice and room.
///
/// Each take: type the number of the title you will say (or "none" for something that is no answer: a cough,
/// another title), press Return, and speak; it records `--seconds`. "q" ends.
enum RecordCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        let choices = try ChoiceList.parse(arguments.string("choices"), command: "introquiz record")
        guard let out = arguments.string("out") else {
            throw UsageError.missingValue(command: "introquiz record", option: "--out", valueName: "DIR")
        }
        let directory = context.url(out)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var manifest = try ManifestFile(directory: directory)
        let seconds = arguments.double("seconds") ?? 5
        let system = try AudioSystem()
        let microphone = try Microphone(device: try system.inputDevice(named: arguments.string("input-device")), system: system)

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
            let take = try await recordTake(microphone, seconds: seconds, context: context)
            let name = manifest.nextName()
            try WAVFile.write(PCMBuffer(int16: take, sampleRate: Microphone.outputRate, channels: 1),
                              to: directory.appendingPathComponent(name))
            try manifest.append(audio: name, choices: choices, expect: expect, note: "recorded with introquiz record")
            context.error(String(format: "saved %@ (%.1f s); expect %@", name, Double(take.count) / 16_000,
                                 expect ?? "no answer"))
        }
        context.error("\(manifest.count) samples in \(directory.appendingPathComponent("manifest.json").path)")
        return .ok
    }

    /// Records `seconds` of microphone audio.
    private static func recordTake(_ microphone: Microphone, seconds: Double, context: CommandContext) async throws
        -> [Int16]
    {
        let collected = Collected()
        try microphone.start { collected.add($0) }
        defer { microphone.stop() }
        context.error(String(format: "recording for %.0f s — speak now", seconds))
        try await Task.sleep(for: .seconds(seconds))
        return collected.samples
    }
}

/// Samples from the microphone thread.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [Int16] = []
    func add(_ chunk: [Int16]) { lock.withLock { buffer += chunk } }
    var samples: [Int16] { lock.withLock { buffer } }
}

/// DIR/manifest.json in the eval format, appended to (existing samples are kept).
struct ManifestFile {
    let url: URL
    private var samples: [[String: Any]]

    init(directory: URL) throws {
        url = directory.appendingPathComponent("manifest.json")
        if let data = try? Data(contentsOf: url) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let samples = object["samples"] as? [[String: Any]]
            else {
                throw CommandFailure("\(url.path) is not a sample manifest; choose another --out", status: .dataError)
            }
            self.samples = samples
        } else {
            samples = []
        }
    }

    var count: Int { samples.count }

    /// A file name not used yet: take-001.wav, take-002.wav, …
    func nextName() -> String {
        let used = Set(samples.compactMap { $0["audio"] as? String })
        var number = samples.count + 1
        while used.contains(String(format: "take-%03d.wav", number)) { number += 1 }
        return String(format: "take-%03d.wav", number)
    }

    mutating func append(audio: String, choices: [String], expect: String?, note: String) throws {
        samples.append(["audio": audio, "choices": choices, "expect": expect ?? NSNull(), "note": note])
        let data = try JSONSerialization.data(
            withJSONObject: ["samples": samples], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try data.write(to: url, options: .atomic)
    }
}
