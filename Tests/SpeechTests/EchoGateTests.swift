import AnswerMatching
import Audio
import Foundation
import TestSupport
import Testing

@testable import Speech

/// The intro playing through the speakers into the microphone, with the echo canceller given what was
/// played: the intro alone must never answer or command (the detector fires on it, the decoder would
/// hear "pass" or a title in it), and a player speaking over it must still be heard.
@Suite(.serialized, .enabled(if: SpeechFixtures.available)) struct EchoGateTests {
    /// Intros the decoder hears answers or commands in when nothing gates them (in this room: 38 answers
    /// or commands over 20 of the 29 demo intros, 8 s each; none in any of the 29 with the gate — 1 with
    /// the whole-utterance test alone, in "toccata-and-fugue", a stretch the canceller removed 5 dB of).
    static let clips = [
        "twinkle-twinkle", "scarborough-fair", "brahms-lullaby", "auld-lang-syne", "amazing-grace", "oh-susanna",
    ]
    static let choices = ["Can-Can", "William Tell Overture", "In the Hall of the Mountain King", "Toccata and Fugue"]
        .map { MatchOption(title: $0) }

    /// 16 kHz mono opening of a demo clip (what the speakers play).
    static func intro(_ name: String, seconds: Double) throws -> [Int16] {
        let demo = packageRoot.appendingPathComponent("samples/demo")
        let decoder = try MP3Decoder(path: demo.appendingPathComponent("\(name).mp3").path)
        return try decoder.decode(seconds: seconds, outputRate: 16_000, channels: 1).int16Samples()
    }

    /// What a microphone across the room hears of `played`: a direct path (`gain`) and a reflection at
    /// half of it, and room noise.
    static func room(_ played: [Int16], gain: Double = 0.45) -> [Int16] {
        let noise = SpeechFixtures.quietNoise(seconds: Double(played.count) / 16_000, seed: 11, amplitude: 60)
        return played.indices.map { i in
            let direct = i >= 320 ? gain * Double(played[i - 320]) : 0
            let reflection = i >= 1_600 ? gain / 2 * Double(played[i - 1_600]) : 0
            return Int16(clamping: Int(direct + reflection) + Int(noise[i]))
        }
    }

    /// Every decision while `microphone` is fed with `reference` in 20 ms chunks.
    static func decisions(_ microphone: [Int16], reference: [Int16], recognizer: Recognizer) throws
        -> [RecognitionDecision]
    {
        var made: [RecognitionDecision] = []
        _ = try recognizer.recognize(microphone, reference: reference) { decision in
            made.append(decision)
            return false
        }
        return made
    }

    /// Default settings without the policy's rules on how much of an utterance was echo
    /// (`RejectionPolicy.maximumAnswerEchoRemovalDB`, `minimumEchoHeavyRiseDB`).
    static func withoutEchoRules() -> RecognizerSettings {
        var settings = RecognizerSettings()
        settings.rejection.maximumAnswerEchoRemovalDB = .infinity
        settings.rejection.minimumEchoHeavyRiseDB = -.infinity
        return settings
    }

    /// Settings without the echo gate: neither the recogniser's (`RecognizerSettings.maximumEchoRemovalDB`) nor
    /// the policy's (`withoutEchoRules`).
    static func ungated() -> RecognizerSettings {
        var settings = withoutEchoRules()
        settings.maximumEchoRemovalDB = .infinity
        return settings
    }

    static func recognizer(gated: Bool = true) throws -> Recognizer {
        let settings = gated ? RecognizerSettings() : ungated()
        let recognizer = try Recognizer(
            model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon), settings: settings)
        try recognizer.setChoices(choices)
        return recognizer
    }

    @Test(arguments: clips)
    func introAloneNeverAnswers(_ clip: String) throws {
        let played = try Self.intro(clip, seconds: 8)
        let made = try Self.decisions(Self.room(played), reference: played, recognizer: Self.recognizer())
        #expect(!made.isEmpty, "the detector never fired: the gate is not exercised")
        for decision in made {
            #expect(decision.option == nil && decision.command == nil, "\(clip): took \(decision.heard)")
        }
    }

    /// The same intros without the gate: the case above is no straw man.
    @Test func ungatedTheIntrosAreTakenForAnswers() throws {
        var taken: [String] = []
        for clip in Self.clips {
            let played = try Self.intro(clip, seconds: 8)
            let made = try Self.decisions(
                Self.room(played), reference: played, recognizer: Self.recognizer(gated: false))
            if made.contains(where: { $0.option != nil || $0.command != nil }) { taken.append(clip) }
        }
        // 2 of the 6 intros answer or command without the gate (3 before pauses inside titles were bridged:
        // a music utterance held open hears more music and reads as garbage more often).
        #expect(taken.count >= 2, "taken in \(taken)")
    }

    /// Past the echo gate (off here), intros still say commands ("dunno", "i have no clue": 10 over the 29 demo
    /// intros, the microphone 1.1–2.6 dB over their echo but one): a command over the intro needs the microphone
    /// to rise 3 dB over the echo (`RejectionPolicy.minimumCommandRiseDB`), and these say none.
    @Test(arguments: ["frere-jacques", "greensleeves", "swan-lake", "ode-to-joy"])
    func introsSayNoCommands(_ clip: String) throws {
        let played = try Self.intro(clip, seconds: 8)
        var commands: [Bool: [String]] = [:]
        for rule in [false, true] {
            var settings = Self.ungated()
            if !rule { settings.rejection.minimumCommandRiseDB = -.infinity }
            let recognizer = try Recognizer(
                model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon), settings: settings)
            try recognizer.setChoices(Self.choices)
            commands[rule] = try Self.decisions(Self.room(played), reference: played, recognizer: recognizer)
                .filter { $0.command != nil }.map(\.heard)
        }
        #expect(commands[false]?.isEmpty == false, "\(clip): no command without the rule, nothing to test")
        #expect(commands[true] == [], "\(clip): took \(commands[true] ?? [])")
    }

    /// An intro whose reference is off from what the microphone hears (a misreported output latency, an echo
    /// path that moved): what the canceller misses reads as the intro's own title. It removed 3–9 dB of such
    /// utterances, a voice over the intro 4 at most, and the microphone did not rise over the music alone: no
    /// answer (`RejectionPolicy.maximumAnswerEchoRemovalDB`, `minimumEchoHeavyRiseDB`).
    struct Misaligned: Sendable, CustomStringConvertible {
        var clip: String
        var title: String
        /// Milliseconds by which the reference lags what the speakers played (negative: it leads).
        var offsetMilliseconds: Int
        var description: String { "\(clip) \(offsetMilliseconds) ms" }

        /// What the microphone heard, and the reference the canceller was given.
        func audio() throws -> (microphone: [Int16], reference: [Int16]) {
            let played = try EchoGateTests.intro(clip, seconds: 6)
            let shift = offsetMilliseconds * 16
            let reference = shift >= 0
                ? Array(repeating: 0, count: shift) + played.dropLast(shift)
                : Array(played.dropFirst(-shift)) + Array(repeating: 0, count: -shift)
            return (EchoGateTests.room(played, gain: 0.7), reference)
        }

        /// Answers and commands taken from `audio()` under `settings`.
        func taken(
            _ audio: (microphone: [Int16], reference: [Int16]), settings: RecognizerSettings = RecognizerSettings()
        ) throws -> [String] {
            let recognizer = try Recognizer(
                model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon), settings: settings)
            let choices = [title, "Swan Lake", "Greensleeves", "Danny Boy"]
            try recognizer.setChoices(choices.map { MatchOption(title: $0) })
            return try EchoGateTests.decisions(audio.microphone, reference: audio.reference, recognizer: recognizer)
                .filter { $0.option != nil || $0.command != nil }
                .map { ($0.option.map { choices[$0] } ?? $0.command?.rawValue ?? "") + " [\($0.heard)]" }
        }
    }

    /// The intros of the 29 in the demo pack, the reference 60 ms late and 120 ms early, that answer or command
    /// without the two rules (10 of the 58 did; with them 3 others still do, see
    /// bench/README.md, "Music the canceller misses").
    static let misaligned = [
        Misaligned(clip: "minuet-in-g", title: "Minuet in G", offsetMilliseconds: 60),
        Misaligned(clip: "minuet-in-g", title: "Minuet in G", offsetMilliseconds: -120),
        Misaligned(clip: "auld-lang-syne", title: "Auld Lang Syne", offsetMilliseconds: -120),
        Misaligned(clip: "row-your-boat", title: "Row, Row, Row Your Boat", offsetMilliseconds: 60),
        Misaligned(clip: "row-your-boat", title: "Row, Row, Row Your Boat", offsetMilliseconds: -120),
        Misaligned(clip: "oh-susanna", title: "Oh! Susanna", offsetMilliseconds: -120),
        Misaligned(clip: "toccata-and-fugue", title: "Toccata and Fugue in D Minor", offsetMilliseconds: -120),
    ]

    @Test(arguments: misaligned)
    func anIntroWithAMisalignedReferenceNeverAnswers(_ intro: Misaligned) throws {
        let audio = try intro.audio()
        let unruled = try intro.taken(audio, settings: Self.withoutEchoRules())
        let ruled = try intro.taken(audio)
        #expect(!unruled.isEmpty, "\(intro): nothing taken without the rules, nothing to test")
        #expect(ruled == [], "\(intro): took \(ruled)")
    }

    /// The 20 ms chunks (by index) after which the recogniser heard the player (`hearsPlayer`, what the game
    /// ducks the intro on), and its decisions.
    static func playerHeard(_ microphone: [Int16], reference: [Int16], recognizer: Recognizer) throws
        -> (chunks: [Int], decisions: [(chunk: Int, decision: RecognitionDecision)])
    {
        var chunks: [Int] = []
        var decisions: [(chunk: Int, decision: RecognitionDecision)] = []
        for (index, start) in stride(from: 0, to: microphone.count, by: 320).enumerated() {
            let end = min(start + 320, microphone.count)
            if case .decision(let decision)? = try recognizer.feed(
                Array(microphone[start..<end]), reference: Array(reference[start..<min(end, reference.count)]))
            {
                decisions.append((index, decision))
            }
            if recognizer.hearsPlayer { chunks.append(index) }
        }
        _ = try recognizer.finish()
        return (chunks, decisions)
    }

    /// The intro alone is never taken for the player (the game would duck it on its own echo).
    @Test(arguments: ["twinkle-twinkle", "oh-susanna", "can-can"])
    func theIntroAloneIsNotThePlayer(_ clip: String) throws {
        let played = try Self.intro(clip, seconds: 8)
        let heard = try Self.playerHeard(Self.room(played), reference: played, recognizer: Self.recognizer())
        #expect(heard.chunks.isEmpty, "\(clip): the player heard in chunks \(heard.chunks)")
    }

    /// A title over the intro: the player is heard within 0.4 s of starting to speak, and until
    /// the utterance is decided, not after.
    @Test func thePlayerIsHeardWhileTheyTalk() throws {
        let played = try Self.intro("can-can", seconds: 7)
        var microphone = Self.room(played, gain: 0.2)
        let speech = try SpeechFixtures.speech("William Tell Overture", padding: 0)
        let at = 4 * 16_000
        for (i, sample) in speech.enumerated() where at + i < microphone.count {
            microphone[at + i] = Int16(clamping: Int(microphone[at + i]) + Int(sample))
        }
        let heard = try Self.playerHeard(microphone, reference: played, recognizer: Self.recognizer())
        let answer = try #require(
            heard.decisions.first { $0.decision.option == 1 }, "\(heard.decisions.map(\.decision.heard))")
        let first = try #require(heard.chunks.first, "the player was never heard")
        #expect(first >= 200 && first <= 220, "first heard in chunk \(first); speech starts in chunk 200")
        let spoken = first...(answer.chunk - 1)
        #expect(heard.chunks.filter { spoken.contains($0) }.count == spoken.count, "\(heard.chunks)")
        #expect(!heard.chunks.contains(answer.chunk), "still heard at the decision")
    }

    /// The real people's set (scripts/make-voice-samples, made by `make test`): its man saying "front … center"
    /// with a pause inside, over an intro 9 dB under him, and what the speakers played.
    static var frontCenterOverAnIntro: (sample: VoiceManifest.Sample, manifest: VoiceManifest)? {
        guard
            let manifest = try? VoiceManifest(
                contentsOf: packageRoot.appendingPathComponent("samples/voice-human/manifest.json")),
            let sample = manifest.samples.first(where: {
                $0.expect == "Front Center" && $0.playback != nil && ($0.note ?? "").contains("Front_Center.wav")
            })
        else { return nil }
        return (sample, manifest)
    }

    /// A title said with a pause inside it over the intro: the detector hears the music through the pause, so only
    /// the echo alone marks it, and the title is one answer (`bridgesPausesOverEcho`). Not bridged, the words
    /// came apart there: "front" alone was no answer, and "center" was read as another.
    @Test(.enabled(if: frontCenterOverAnIntro != nil && SpeechFixtures.available))
    func aPauseInsideATitleOverTheIntroIsBridged() throws {
        let (sample, manifest) = try #require(Self.frontCenterOverAnIntro)
        let microphone = try Resampler.speechInput(WAVFile.read(from: manifest.url(for: sample.audio)))
        let played = try Resampler.speechInput(WAVFile.read(from: manifest.url(for: #require(sample.playback))))
        let choices = sample.choices.map { MatchOption(title: $0) }
        var answers: [Bool: [String]] = [:]
        for bridged in [false, true] {
            var settings = RecognizerSettings()
            settings.bridgesPausesOverEcho = bridged
            let recognizer = try Recognizer(
                model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon), settings: settings)
            try recognizer.setChoices(choices)
            answers[bridged] = try Self.decisions(microphone, reference: played, recognizer: recognizer)
                .map { decision in (decision.option.map { sample.choices[$0] } ?? "-") + " [\(decision.heard)]" }
        }
        let answered = { (bridged: Bool) in answers[bridged]?.filter { !$0.hasPrefix("-") } ?? [] }
        #expect(answered(true) == ["Front Center [front center]"], "\(answers[true] ?? [])")
        #expect(answered(false) != ["Front Center [front center]"], "not bridged: \(answers[false] ?? [])")
    }

    struct Spoken: Sendable, CustomStringConvertible {
        var words: String
        var option: Int?
        var command: VoiceCommand?
        var description: String { words }
    }

    @Test(arguments: [
        Spoken(words: "stop", command: .stop), Spoken(words: "William Tell Overture", option: 1),
        Spoken(words: "number three", option: 2),
    ])
    func playerOverTheIntroIsHeard(_ spoken: Spoken) throws {
        let played = try Self.intro("can-can", seconds: 7)
        // A quieter room than above: the intro at 0.2 of its level (plus the reflection) under the voice.
        var microphone = Self.room(played, gain: 0.2)
        let speech = try SpeechFixtures.speech(spoken.words, padding: 0)
        let at = 4 * 16_000
        for (i, sample) in speech.enumerated() where at + i < microphone.count {
            microphone[at + i] = Int16(clamping: Int(microphone[at + i]) + Int(sample))
        }
        let made = try Self.decisions(microphone, reference: played, recognizer: Self.recognizer())
        let heard = try #require(made.first { $0.option != nil || $0.command != nil }, "\(made.map(\.heard))")
        #expect(heard.option == spoken.option && heard.command == spoken.command, "heard \(heard.heard)")
        #expect((heard.echoRemovedDB ?? 99) < 9)
    }
}
