import AnswerMatching
import Audio
import Foundation
import Testing

@testable import Speech

/// Measurement harness, not a regression test: what ducking the intro while the player talks would do to
/// the game-like voice sets. Runs only when INTROQUIZ_DUCK_STEMS names a directory of stems
/// (`scripts/make-voice-samples --set dev-game --out TMP --stems DIR`: per sample NAME.voice.wav, everything
/// but the music, and NAME.bleed.wav, the music as the microphone heard it). INTROQUIZ_EVAL_MANIFEST is the
/// set's manifest; INTROQUIZ_EVAL_SETTINGS the recogniser's settings (see `EvaluationExperiment`).
///
/// Each sample is remixed chunk by chunk as the game would hear it: when `Recognizer.hearsPlayer` changes,
/// the playback gain ramps (to `gain` over `down` s, back to 1 over `up` s) from `delay` s later (capture,
/// processing and output latency), the microphone hears the bleed with that gain (shifted by the room delay
/// in the sample's note) and the echo canceller gets the playback with it. INTROQUIZ_DUCK_VARIANTS:
/// `gain:delay:down:up;…` (gain 1 = no ducking). Prints per variant how often the player was heard, how often
/// before they spoke (the lead in the sample's note), and the report. INTROQUIZ_DUCK_LOG=1 adds per sample the
/// highest `Recognizer.echoRiseDB` before the player spoke and in the 0.06–0.56 s after.
@Suite struct DuckingExperiment {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTROQUIZ_DUCK_STEMS"] != nil))
    func remixWithDucking() throws {
        let environment = ProcessInfo.processInfo.environment
        let manifest = try VoiceManifest(contentsOf: URL(fileURLWithPath: environment["INTROQUIZ_EVAL_MANIFEST"]!))
        let stems = URL(fileURLWithPath: environment["INTROQUIZ_DUCK_STEMS"]!)
        let recognizer = try Recognizer(
            settings: EvaluationExperiment.settings(environment["INTROQUIZ_EVAL_SETTINGS"] ?? ""))
        for variant in (environment["INTROQUIZ_DUCK_VARIANTS"] ?? "1:0.15:0.05:0.4").split(separator: ";") {
            let values = variant.split(separator: ":").compactMap { Double($0) }
            try #require(values.count == 4, "variant \(variant): gain:delay:down:up")
            var outcomes: [EvaluationReport.Outcome] = []
            var audioSeconds = 0.0
            var ducks = 0
            var early = 0
            for sample in manifest.samples {
                let name = String(sample.audio.dropLast(4))
                let voice = try Self.load(stems.appendingPathComponent(name + ".voice.wav"))
                let bleed = try Self.load(stems.appendingPathComponent(name + ".bleed.wav"))
                let playback = try Self.load(manifest.url(for: try #require(sample.playback)))
                let roomDelay = Self.roomDelaySamples(note: sample.note ?? "")
                // Where the player starts: the lead of the sample's note ("pad 4.2/0.6 s").
                let onset = Self.leadSamples(note: sample.note ?? "") ?? 0
                audioSeconds += Double(voice.count) / 16_000
                try recognizer.setChoices(sample.choices.map { MatchOption(title: $0) })
                try recognizer.startNewRecording()
                var schedule = GainSchedule()
                var ducked = false
                var answer: RecognitionDecision?
                var last: RecognitionDecision?
                var start = 0
                var musicRise = -99.0
                var playerRise = -99.0
                while start < voice.count, answer == nil {
                    let end = min(start + Evaluator.chunkSize, voice.count)
                    let played = schedule.gains(from: start, count: end - start)
                    let heard = schedule.gains(from: start - roomDelay, count: end - start)
                    let mic = (start..<end).map { index in
                        Self.clamp(Float(voice[index]) + heard[index - start] * Float(Self.at(bleed, index)))
                    }
                    let reference = (start..<end).map { Self.clamp(played[$0 - start] * Float(Self.at(playback, $0))) }
                    if case .decision(let decision)? = try recognizer.feed(mic, reference: reference) {
                        last = decision
                        if decision.isAnswer { answer = decision }
                    }
                    if let rise = recognizer.echoRiseDB {
                        if end < onset { musicRise = max(musicRise, rise) }
                        if end >= onset + 960, end < onset + 960 + 8_000 { playerRise = max(playerRise, rise) }
                    }
                    if recognizer.hearsPlayer != ducked {
                        ducked.toggle()
                        if ducked { ducks += 1 }
                        if ducked, end < onset { early += 1 }
                        schedule.ramp(
                            to: ducked ? Float(values[0]) : 1, over: Int((ducked ? values[2] : values[3]) * 16_000),
                            from: end + Int(values[1] * 16_000))
                    }
                    start = end
                }
                if answer == nil, let final = try recognizer.finish() {
                    last = final
                    if final.isAnswer { answer = final }
                } else {
                    _ = try recognizer.finish()
                }
                if environment["INTROQUIZ_DUCK_LOG"] != nil {
                    let rises = String(format: "music=%.1f player=%.1f", musicRise, playerRise)
                    print("RISE \(rises) \(sample.audio) \(sample.note ?? "")")
                }
                outcomes.append(Evaluator.outcome(sample, answer: answer, last: last))
            }
            let report = EvaluationReport(
                outcomes: outcomes, audioSeconds: audioSeconds, processSeconds: 0, delaysMs: [])
            print("SETTINGS \(variant) ducks=\(ducks) beforeThePlayer=\(early)")
            if environment["INTROQUIZ_EVAL_TABLE"] != nil { print(report.table()) }
            print("JSON \(report.json())")
        }
    }

    static func load(_ url: URL) throws -> [Int16] { try Resampler.speechInput(WAVFile.read(from: url)) }

    static func at(_ samples: [Int16], _ index: Int) -> Int16 { index < samples.count ? samples[index] : 0 }

    static func clamp(_ value: Float) -> Int16 { Int16(max(-32_768, min(32_767, value.rounded()))) }

    /// The lead ("pad L/T s") of a sample's note in 16 kHz samples.
    static func leadSamples(note: String) -> Int? {
        guard let match = note.firstMatch(of: /pad ([0-9.]+)\//), let seconds = Double(match.1) else { return nil }
        return Int(seconds * 16_000)
    }

    /// The "delay N ms" of the bleed in a sample's note, in 16 kHz samples (20 ms when the note has none).
    static func roomDelaySamples(note: String) -> Int {
        guard let match = note.firstMatch(of: /delay (\d+) ms/), let ms = Int(match.1) else { return 320 }
        return ms * 16
    }
}
