import Audio
import Foundation

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
                throw CommandFailure("\(url.path) is not a sample manifest; choose another folder", status: .dataError)
            }
            self.samples = samples
        } else {
            samples = []
        }
    }

    var count: Int { samples.count }

    /// A file name not used yet: PREFIX-001.wav, PREFIX-002.wav, …
    private func nextName(prefix: String) -> String {
        let used = Set(samples.compactMap { $0["audio"] as? String })
        var number = samples.count + 1
        while used.contains(String(format: "%@-%03d.wav", prefix, number)) { number += 1 }
        return String(format: "%@-%03d.wav", prefix, number)
    }

    /// Writes a 16 kHz take (and what played over it) as PREFIX-NNN.wav (and PREFIX-NNN.playback.wav) beside the
    /// manifest and lists it; returns the take's file name.
    @discardableResult
    mutating func add(
        prefix: String, audio: [Int16], playback: [Int16]?, choices: [String], expect: String?, note: String
    ) throws -> String {
        let directory = url.deletingLastPathComponent()
        let name = nextName(prefix: prefix)
        try WAVFile.write(
            PCMBuffer(int16: audio, sampleRate: Resampler.speechRate, channels: 1),
            to: directory.appendingPathComponent(name))
        var playbackName: String?
        if let playback {
            let file = String(name.dropLast(4)) + ".playback.wav"
            try WAVFile.write(
                PCMBuffer(int16: playback, sampleRate: Resampler.speechRate, channels: 1),
                to: directory.appendingPathComponent(file))
            playbackName = file
        }
        try append(audio: name, choices: choices, expect: expect, playback: playbackName, note: note)
        return name
    }

    private mutating func append(
        audio: String, choices: [String], expect: String?, playback: String?, note: String
    )
        throws
    {
        var sample: [String: Any] = ["audio": audio, "choices": choices, "expect": expect ?? NSNull(), "note": note]
        if let playback { sample["playback"] = playback }
        samples.append(sample)
        let data = try JSONSerialization.data(
            withJSONObject: ["samples": samples], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try data.write(to: url, options: .atomic)
    }
}
