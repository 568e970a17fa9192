public import AnswerMatching
import Foundation

/// One scored hypothesis of an utterance, already read back through the grammar.
public struct ScoredHypothesis: Sendable, Equatable {
    /// Spoken words (garbage phones removed).
    public var words: [String]
    /// The phrase's meaning; nil for garbage or an unreadable path.
    public var meaning: PhraseMeaning?
    /// True when the path went through the garbage phone loop.
    public var garbage: Bool
    /// Path log score (PocketSphinx units, larger is better).
    public var score: Int32

    public init(words: [String], meaning: PhraseMeaning?, garbage: Bool, score: Int32) {
        self.words = words
        self.meaning = meaning
        self.garbage = garbage
        self.score = score
    }
}

/// Decides answer or no answer from an utterance's N-best list. Pure: tests feed it fixed lists.
///
/// Rules, in order: no words → nothing heard; the best path is garbage → not an answer; the best
/// phrase is shared by several options → ambiguous; the best *competing* path (the best hypothesis
/// meaning something else, garbage included) is within `minimumMargin` log units per frame → rejected
/// (ambiguous if the competitor is another option, low confidence if it is garbage). Confidence
/// grows with the margin: 1 − exp(−margin / `confidenceScale`).
public struct RejectionPolicy: Sendable, Equatable {
    /// Minimum per-frame score margin of the best answer over the best competing path.
    public var minimumMargin: Double
    /// Margin at which confidence reaches 63 %.
    public var confidenceScale: Double
    /// Margin required for commands (a wrong "stop" is costly).
    public var minimumCommandMargin: Double

    /// Minimum lattice posterior of the best path (0…1); 0 disables the check.
    public var minimumPosterior: Double

    public init(
        minimumMargin: Double = 0, confidenceScale: Double = 50, minimumCommandMargin: Double = 0,
        minimumPosterior: Double = 0
    ) {
        self.minimumPosterior = minimumPosterior
        self.minimumMargin = minimumMargin
        self.confidenceScale = confidenceScale
        self.minimumCommandMargin = minimumCommandMargin
    }

    /// The decision for `hypotheses` (best first) over `frames` frames of speech.
    public func decide(_ hypotheses: [ScoredHypothesis], frames: Int, posterior: Double? = nil) -> RecognitionDecision {
        guard let best = hypotheses.first, !best.words.isEmpty || best.garbage else {
            return RecognitionDecision(option: nil, command: nil, heard: "", confidence: 0, reason: .nothingHeard)
        }
        let heard = best.garbage ? "…" : best.words.joined(separator: " ")
        guard !best.garbage, let meaning = best.meaning else {
            return RecognitionDecision(option: nil, command: nil, heard: heard, confidence: 0, reason: .notAnAnswer)
        }
        if meaning == .ambiguous {
            return RecognitionDecision(option: nil, command: nil, heard: heard, confidence: 0, reason: .ambiguous)
        }
        if let posterior, posterior < minimumPosterior {
            return RecognitionDecision(
                option: nil, command: nil, heard: heard, confidence: posterior, reason: .lowConfidence)
        }
        let competitor = hypotheses.dropFirst().first { $0.garbage || $0.meaning != meaning }
        var margin: Double?
        if let competitor {
            margin = Double(best.score - competitor.score) / Double(max(frames, 1))
        }
        let required: Double
        switch meaning {
        case .command: required = minimumCommandMargin
        default: required = minimumMargin
        }
        if let margin, margin < required {
            let reason: RecognitionDecision.Reason = competitor?.garbage == true ? .lowConfidence : .ambiguous
            return RecognitionDecision(option: nil, command: nil, heard: heard, confidence: 0, reason: reason, margin: margin)
        }
        let confidence = margin.map { 1 - exp(-max($0, 0) / confidenceScale) } ?? posterior ?? 1
        switch meaning {
        case .option(let index):
            return RecognitionDecision(
                option: index, command: nil, heard: heard, confidence: confidence, reason: .answered, margin: margin)
        case .command(let name):
            return RecognitionDecision(
                option: nil, command: VoiceCommand(rawValue: name), heard: heard, confidence: confidence,
                reason: .command, margin: margin)
        case .ambiguous:
            return RecognitionDecision(option: nil, command: nil, heard: heard, confidence: 0, reason: .ambiguous)
        }
    }
}
