import Foundation
import Speech

/// `play --voice-log DIR`: every utterance the game decided while it listened, saved as the recogniser heard it —
/// the microphone before echo cancellation and, over an intro, what the speakers played — into DIR/manifest.json in
/// the eval format. Each sample's `expect` is what the game decided (the option's title, or null for no answer or a
/// command), and its note says what was heard and why; correct `expect` to what was really said and
/// `introquiz eval DIR/manifest.json` measures the recogniser on your own games, room and speakers.
///
/// `@unchecked Sendable`: the manifest is only touched on `queue`, and `failure` only under `lock`. Files are
/// written on `queue`, off the microphone's thread.
final class VoiceLog: @unchecked Sendable {
    private var manifest: ManifestFile
    private let queue = DispatchQueue(label: "introquiz.voice-log")
    private let lock = NSLock()
    private var firstFailure: String?

    /// Creates DIR if needed; an existing manifest is appended to. Throws when DIR cannot be made or its
    /// manifest.json is not a sample manifest (before the game starts, so nothing is lost).
    init(directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                "cannot create the voice log \(directory.path): \(error.localizedDescription)",
                status: .noInput)
        }
        manifest = try ManifestFile(directory: directory)
    }

    /// The first write that failed, if any (later utterances are still tried).
    var failure: String? { lock.withLock { firstFailure } }

    /// Saves one decided utterance of a question whose options are `choices` (in screen order).
    func save(_ heard: UtteranceCapture.Heard, choices: [String], decision: RecognitionDecision) {
        let expect = decision.option.map { choices[$0] }
        let outcome =
            switch decision.reason {
            case .answered: "answered"
            case .command: "command \(decision.command?.rawValue ?? "")"
            default: "no answer (\(decision.reason.rawValue))"
            }
        let over = heard.reference == nil ? "" : Self.overIntro(decision)
        let note = "heard in a game: \"\(decision.heard)\", \(outcome)\(over); expect is what the game decided"
        queue.async { [self] in
            do {
                try manifest.add(
                    prefix: "heard", audio: heard.audio, playback: heard.reference, choices: choices, expect: expect,
                    note: note)
            } catch {
                lock.withLock { if firstFailure == nil { firstFailure = "\(error)" } }
            }
        }
    }

    /// ", over the intro", with what the echo measures said of the utterance when they could.
    static func overIntro(_ decision: RecognitionDecision) -> String {
        let measures = [
            decision.echoRemovedDB.map { String(format: "echo canceller removed %.1f dB", $0) },
            decision.echoRiseDB.map { String(format: "microphone %.1f dB over the echo", $0) },
        ].compactMap { $0 }
        return ", over the intro" + (measures.isEmpty ? "" : " (\(measures.joined(separator: ", ")))")
    }

    /// Waits until everything handed to `save` is written.
    func flush() {
        queue.sync {}
    }
}
