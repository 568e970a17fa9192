import AnswerMatching
import Audio
import Foundation

/// Runs a voice sample manifest through the recogniser exactly as the live game listens: 16 kHz mono
/// audio in 20 ms chunks, the playback reference alongside when the manifest has one, the same
/// endpointing and rejection, the first answer winning. The decoder is kept across samples, as in a
/// game; the echo canceller and the front end's background estimate start afresh for each (every sample
/// is a recording of its own).
public struct Evaluator {
    /// Samples per chunk (20 ms at 16 kHz), as the microphone delivers them.
    public static let chunkSize = 320

    private let clock: @Sendable () -> Double

    public init(clock: @escaping @Sendable () -> Double = Recognizer.systemClock) { self.clock = clock }

    /// Evaluates every sample of `manifest` with `recognizer` (kept alive across samples, as in a game).
    /// `observe` sees every decision of every sample in order, commands and rejections included (the
    /// report counts only the first answer).
    public func evaluate(
        _ manifest: VoiceManifest, with recognizer: Recognizer,
        observe: (VoiceManifest.Sample, RecognitionDecision) -> Void = { _, _ in }
    ) throws(SpeechError) -> EvaluationReport {
        var outcomes: [EvaluationReport.Outcome] = []
        var audioSeconds = 0.0
        var processSeconds = 0.0
        var delays: [Double] = []
        for sample in manifest.samples {
            let audio = try load(manifest.url(for: sample.audio))
            let playback = try sample.playback.map { (path: String) throws(SpeechError) -> [Int16] in
                try load(manifest.url(for: path))
            }
            audioSeconds += Double(audio.count) / 16_000
            try recognizer.setChoices(sample.choices.map { MatchOption(title: $0) })
            // Each sample is a recording of its own: an echo path or background learnt from the one before
            // would not fit it.
            try recognizer.startNewRecording()
            let started = clock()
            let (answer, last) = try recognizer.recognize(audio, reference: playback) { decision in
                observe(sample, decision)
                return decision.isAnswer
            }
            processSeconds += clock() - started
            if answer != nil, let delay = recognizer.lastDecisionDelayMs { delays.append(delay) }
            outcomes.append(Self.outcome(sample, answer: answer, last: last))
        }
        return EvaluationReport(
            outcomes: outcomes, audioSeconds: audioSeconds, processSeconds: processSeconds, delaysMs: delays)
    }

    static func outcome(_ sample: VoiceManifest.Sample, answer: RecognitionDecision?, last: RecognitionDecision?)
        -> EvaluationReport.Outcome
    {
        let answered = answer?.option.map { sample.choices[$0] }
        let kind: EvaluationReport.Outcome.Kind
        switch (sample.expect, answered) {
        case (nil, nil): kind = .correctlyRejected
        case (nil, _?): kind = .falseAccept
        case (_?, nil): kind = .rejected
        case (let expected?, let given?): kind = expected == given ? .correct : .wrong
        }
        let shown = answer ?? last
        return EvaluationReport.Outcome(
            audio: sample.audio, expect: sample.expect, answer: answered, heard: shown?.heard ?? "",
            kind: kind, reason: shown?.reason.rawValue ?? "nothing heard", confidence: shown?.confidence ?? 0,
            note: sample.note, phoneLoopMargin: shown?.phoneLoopMargin, optionMargin: shown?.optionMargin,
            echoRemovedDB: shown?.echoRemovedDB)
    }

    /// Reads a WAV file as 16 kHz mono.
    private func load(_ url: URL) throws(SpeechError) -> [Int16] {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missingInput(file: url.path) }
        do {
            return try Resampler.speechInput(WAVFile.read(from: url))
        } catch {
            throw .badData(file: url.path, reason: "\(error)")
        }
    }
}
