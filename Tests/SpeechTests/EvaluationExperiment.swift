import AnswerMatching
import Audio
import Foundation
import Testing

@testable import Speech

/// Measurement harness, not a regression test: runs only when INTROQUIZ_EVAL_MANIFEST names a
/// manifest. INTROQUIZ_EVAL_SETTINGS picks settings: `baseline`, or `key=value,…` over the defaults
/// (see `settings`). Prints the report's JSON and failure table; with INTROQUIZ_EVAL_DECISIONS also every
/// decision of every sample, tab-separated (sample, expected, answer or command, reason, heard, option margin, dB the
/// echo canceller removed, dB the microphone rose over the echo).
/// With INTROQUIZ_EVAL_FRESH every sample is heard by a recogniser of its own (the model's initial mean, as
/// `introquiz recognize` and a game's first utterance), decisions only.
@Suite struct EvaluationExperiment {
    static func settings(_ spec: String) -> RecognizerSettings {
        var settings = spec.hasPrefix("baseline") ? RecognizerSettings.baseline : RecognizerSettings()
        for pair in spec.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            guard let value = Double(parts[1]) else {
                settings.extraFlags["-" + parts[0]] = parts[1]
                continue
            }
            switch parts[0] {
            case "index": settings.grammar.indexWeight = value
            case "phone": settings.grammar.garbagePhoneWeight = value
            case "loop": settings.rejection.minimumPhoneLoopMargin = value
            case "cmdloop": settings.rejection.minimumCommandLoopMargin = value
            case "option": settings.rejection.minimumOptionMargin = value
            case "wrapped": settings.rejection.rejectsWrappedIndex = value != 0
            case "indexrival": settings.rejection.rejectsIndexWithoutRival = value != 0
            case "indexoption": settings.rejection.minimumIndexOptionMargin = value
            case "command": settings.rejection.minimumCommandMargin = value
            case "useloop": settings.phoneLoop = value != 0
            case "rescore": settings.competitorRescoring = value != 0
            case "tail": settings.echoTail = value
            case "alignedtail": settings.echoAlignedTail = value > 0 ? value : nil
            case "aecreset": settings.echoResetPerQuestion = value != 0
            case "mod": settings.minimumModulationDB = value
            case "echogate": settings.maximumEchoRemovalDB = value
            case "echowindow": settings.echoWindowSeconds = value
            case "duckrise": settings.duckingRiseDB = value
            case "cmdrise": settings.rejection.minimumCommandRiseDB = value
            case "maxremoved": settings.rejection.maximumAnswerEchoRemovalDB = value
            case "heavyrise": settings.rejection.minimumEchoHeavyRiseDB = value
            case "heavy": settings.rejection.echoHeavyRemovalDB = value
            case "indexedge": settings.rejection.maximumIndexEdgeGarbageShare = value
            case "edge": settings.rejection.maximumEdgeGarbageShare = value
            case "lookpast": settings.lookPastRejectedCommands = value != 0
            case "longest": settings.rejection.longestPhraseFrames = Int(value)
            case "fpp": settings.rejection.maximumFramesPerPhone = value
            case "bridge": settings.pauseBridgeSeconds = value
            case "onset": settings.rejection.maximumOnsetGarbageFrames = Int(value)
            case "edgeframes": settings.rejection.maximumEdgeGarbageFrames = Int(value)
            case "silence": settings.silenceLevelDBFS = value
            case "usegarbage": settings.grammar.garbage = value != 0
            case "echobridge": settings.bridgesPausesOverEcho = value != 0
            case "post": settings.postSpeechFrames = Int(value)
            case "aec": settings.echoCancellation = value != 0
            case "vad": settings.vadThreshold = value
            case "norm": settings.utteranceNormalisation = value != 0
            case "stream": if value == 0 { settings.streamedPassPruning = nil }
            case "sbeam", "swbeam", "spbeam", "smaxhmm":
                var pruning =
                    settings.streamedPassPruning ?? SearchPruning(beam: 1e-64, wordBeam: 1e-44, phoneBeam: 1e-64)
                switch parts[0] {
                case "sbeam": pruning.beam = value
                case "swbeam": pruning.wordBeam = value
                case "spbeam": pruning.phoneBeam = value
                default: pruning.maximumHMMsPerFrame = Int(value)
                }
                settings.streamedPassPruning = pruning
            case "normmin": settings.normalisationMinimumFrames = Int(value)
            case "normprior": settings.normalisationPriorFrames = Int(value)
            default: settings.extraFlags["-" + parts[0]] = parts[1]
            }
        }
        return settings
    }

    /// One decision as a DECISION line (see the suite's comment).
    static func decisionLine(_ sample: VoiceManifest.Sample, _ decision: RecognitionDecision) -> String {
        let answered = decision.option.map { sample.choices[$0] } ?? decision.command?.rawValue ?? "-"
        return "DECISION \(sample.audio)\t\(sample.expect ?? "-")\t\(answered)\t\(decision.reason)\t\(decision.heard)"
            + "\t\(decision.optionMargin ?? 999)\tE\(echo(decision))\tR\(rise(decision))"
    }

    /// Decibels the microphone rose over the intro's echo in a decision's utterance, "-" when not measured.
    static func rise(_ decision: RecognitionDecision) -> String {
        decision.echoRiseDB.map { String(format: "%.1f", $0) } ?? "-"
    }

    /// Decibels the echo canceller removed from a decision's utterance, "-" when nothing played.
    static func echo(_ decision: RecognitionDecision) -> String {
        decision.echoRemovedDB.map { String(format: "%.1f", $0) } ?? "-"
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTROQUIZ_EVAL_MANIFEST"] != nil))
    func evaluateManifest() throws {
        let environment = ProcessInfo.processInfo.environment
        let manifest = try VoiceManifest(contentsOf: URL(fileURLWithPath: environment["INTROQUIZ_EVAL_MANIFEST"]!))
        let spec = environment["INTROQUIZ_EVAL_SETTINGS"] ?? ""
        for variant in spec.split(separator: ";", omittingEmptySubsequences: false) {
            let recognizer = try Recognizer(settings: Self.settings(String(variant)))
            if environment["INTROQUIZ_EVAL_FRESH"] != nil {
                // Every sample by a recogniser of its own, as `introquiz recognize` and a game's first utterance.
                for sample in manifest.samples {
                    var one = manifest
                    one.samples = [sample]
                    let fresh = try Recognizer(
                        model: AcousticModel.locate(), lexicon: recognizer.lexicon, settings: recognizer.settings)
                    _ = try Evaluator().evaluate(one, with: fresh) { print(Self.decisionLine($0, $1)) }
                }
                continue
            }
            // Every decision of every sample (commands included), as the game would act on them.
            var decisions: [String: [String]] = [:]
            let report = try Evaluator().evaluate(manifest, with: recognizer) { sample, decision in
                if environment["INTROQUIZ_EVAL_DECISIONS"] != nil { print(Self.decisionLine(sample, decision)) }
                if let command = decision.command {
                    decisions[sample.audio, default: []].append(
                        "C:\(command.rawValue)[\(decision.heard)]@\(decision.optionMargin ?? 999)/E\(Self.echo(decision))/R\(Self.rise(decision))"
                    )
                } else if let option = decision.option {
                    decisions[sample.audio, default: []].append(
                        "O:\(sample.choices[option])/E\(Self.echo(decision))/R\(Self.rise(decision))"
                    )
                }
            }
            if environment["INTROQUIZ_EVAL_COMMANDS"] != nil {
                print("SETTINGS \(variant)")
                for sample in manifest.samples {
                    let heard = decisions[sample.audio, default: []].joined(separator: " ")
                    print("CMD \(heard) | \(sample.expect ?? "-") | \(sample.note ?? "")")
                }
                continue
            }
            print("SETTINGS \(variant)")
            if environment["INTROQUIZ_EVAL_TABLE"] != nil { print(report.table()) }
            if environment["INTROQUIZ_EVAL_ALL"] != nil {
                for o in report.outcomes {
                    print(
                        "ROW \(o.kind.rawValue) loop=\(o.phoneLoopMargin ?? -999) option=\(o.optionMargin ?? 999) conf=\(o.confidence) \(o.reason) [\(o.heard)] \(o.note ?? "")"
                    )
                }
            }
            print("JSON \(report.json())")
        }
    }
}

/// Prints every event for one WAV (INTROQUIZ_DEBUG_WAV, choices in INTROQUIZ_DEBUG_CHOICES "A|B").
@Suite struct RecognizerDebug {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INTROQUIZ_DEBUG_WAV"] != nil))
    func events() throws {
        let environment = ProcessInfo.processInfo.environment
        let recognizer = try Recognizer(
            settings: EvaluationExperiment.settings(environment["INTROQUIZ_EVAL_SETTINGS"] ?? ""))
        let choices = (environment["INTROQUIZ_DEBUG_CHOICES"] ?? "").split(separator: "|").map {
            MatchOption(title: String($0))
        }
        try recognizer.setChoices(choices)
        if environment["INTROQUIZ_DEBUG_GRAMMAR"] != nil {
            print(
                GrammarBuilder(tuning: recognizer.settings.grammar).build(options: choices, lexicon: recognizer.lexicon)
                    .jsgf)
        }
        let samples = try Resampler.speechInput(
            WAVFile.read(from: URL(fileURLWithPath: environment["INTROQUIZ_DEBUG_WAV"]!)))
        if let flags = environment["INTROQUIZ_DEBUG_WHOLE"] {
            var options: [String: String] = [:]
            var chunk = samples.count
            for pair in flags.split(separator: ",") {
                let kv = pair.split(separator: "=").map(String.init)
                if kv[0] == "chunk" { chunk = Int(kv[1])!; continue }
                options["-" + kv[0]] = kv[1]
            }
            let model = try AcousticModel.locate()
            let decoder = try Decoder(model: model, options: options)
            let grammar = GrammarBuilder(tuning: recognizer.settings.grammar).build(
                options: choices, lexicon: recognizer.lexicon)
            for (token, phones) in grammar.addedWords { try decoder.addWord(token, phones: phones) }
            try decoder.setGrammar(grammar.jsgf)
            try decoder.startUtterance()
            var at = 0
            while at < samples.count {
                try decoder.process(Array(samples[at..<min(at + chunk, samples.count)]))
                at += chunk
            }
            try decoder.endUtterance()
            print("EVENT whole: \(String(describing: decoder.hypothesis())) frames \(decoder.frameCount)")
        }
        var start = 0
        while start < samples.count {
            let end = min(start + 320, samples.count)
            if let event = try recognizer.feed(Array(samples[start..<end])) {
                print("EVENT \(Double(start) / 16000): \(event)")
            }
            start = end
        }
        print("EVENT finish: \(String(describing: try recognizer.finish()))")
    }
}
