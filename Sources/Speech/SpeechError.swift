/// Failures of the speech stack, each with the context a person needs to fix it.
public enum SpeechError: Error, Equatable, CustomStringConvertible {
    /// No acoustic model was found; `searched` lists the places looked at in order.
    case modelNotFound(searched: [String])
    /// A model directory was given but lacks a needed file.
    case modelIncomplete(directory: String, missing: String)
    /// PocketSphinx refused its configuration or failed to start.
    case decoderInitFailed(model: String)
    /// A PocketSphinx call failed; `operation` names it.
    case decoderCall(operation: String, code: Int32)
    /// The grammar text for a question did not parse (a bug in GrammarBuilder).
    case grammarInvalid(reason: String, grammar: String)
    /// `setChoices` was called during an utterance.
    case busy(operation: String)
    /// libespeak-ng failed to start or to speak.
    case espeak(operation: String, code: Int32)
    /// A data file (dictionary, phone table, manifest) could not be read or parsed.
    case badData(file: String, reason: String)
    /// An audio file named by a manifest is missing.
    case missingInput(file: String)

    /// The sysexits code the CLI should exit with: 65 bad data, 66 missing input, 69 unavailable
    /// (no model), 70 internal.
    public var exitCode: Int32 {
        switch self {
        case .badData: return 65
        case .missingInput: return 66
        case .modelNotFound, .modelIncomplete, .decoderInitFailed, .espeak: return 69
        case .decoderCall, .grammarInvalid, .busy: return 70
        }
    }

    public var description: String {
        switch self {
        case .modelNotFound(let searched):
            return "no PocketSphinx acoustic model found (looked in \(searched.joined(separator: ", "))); "
                + "install it with `apt-get install pocketsphinx-en-us`, or pass --model DIR / set INTROQUIZ_MODEL"
        case .modelIncomplete(let directory, let missing):
            return "the model at \(directory) has no \(missing); reinstall pocketsphinx-en-us or point --model "
                + "at a directory holding en-us/ and cmudict-en-us.dict"
        case .decoderInitFailed(let model):
            return "PocketSphinx could not start with the model at \(model); check that it is a 16 kHz "
                + "continuous model (pocketsphinx-en-us)"
        case .decoderCall(let operation, let code):
            return "PocketSphinx failed in \(operation) (code \(code))"
        case .grammarInvalid(let reason, let grammar):
            return "the answer grammar did not parse (\(reason)); this is a bug — grammar was:\n\(grammar)"
        case .busy(let operation):
            return "cannot \(operation) while an utterance is being decoded; call finish() first"
        case .espeak(let operation, let code):
            return "espeak-ng failed in \(operation) (code \(code)); install espeak-ng-data"
        case .badData(let file, let reason):
            return "cannot use \(file): \(reason)"
        case .missingInput(let file):
            return "missing audio file \(file)"
        }
    }
}
