public import AnswerMatching
import Audio
import Foundation

/// Streaming answer recogniser over PocketSphinx: one decoder kept alive across questions, a new
/// grammar per question, voice-activity endpointing, partial hypotheses and a decision with a
/// confidence for each utterance. The audio streams through a narrowly pruned pass that finds the
/// utterance; each ended utterance is decoded again as a whole to decide it (`QuestionSearches`).
///
/// Not thread-safe: confine it to one thread or actor. Typical use per question:
/// `setChoices(options)`, `startUtterance()`, then `feed` 20 ms chunks of 16 kHz mono audio (with
/// the playback reference when the intro is playing) until a `.decision` answers; `finish()` at the
/// end of listening. After a decision the next `feed` starts a new utterance by itself, so a
/// rejected utterance ("hmm…") does not stop listening.
public final class Recognizer {
    public let settings: RecognizerSettings
    public let lexicon: Lexicon
    private let decoder: Decoder
    /// The question's searches on `decoder`: streamed pass, answer search, rival grammars.
    private let searches: QuestionSearches
    /// Free phone-loop decoder fed the same audio, for rejection (nil when disabled).
    private let phoneLoop: Decoder?
    private var grammar: AnswerGrammar? { searches.grammar }
    private var options: [MatchOption] { searches.options }
    /// Audio of the current utterance after echo cancellation (from a little before speech started),
    /// decoded again for utterance normalisation and rival rescoring.
    private var utteranceAudio: [Int16] = []
    /// Measures an utterance's own cepstral mean (nil when utterance normalisation is off).
    private let meanMeter: CepstralMeanMeter?
    /// The decoder's cepstral mean when the utterance started.
    private var priorMean: [Float] = []
    /// True when something decodes the utterance again (normalisation, phone loop, rival rescoring).
    private var keepsUtteranceAudio: Bool { meanMeter != nil || phoneLoop != nil || settings.competitorRescoring }
    private var echoCanceller: EchoCanceller?
    private let clock: @Sendable () -> Double

    // Utterance state.
    private var speaking = false
    private var utteranceSamples = 0
    private var speechSamples = 0
    /// Samples since the detector ended speech while the utterance is held open (nil: not paused).
    private var pausedSamples: Int?
    /// The most the microphone rose over the intro's echo in this utterance (see `RecognitionDecision.echoRiseDB`).
    private var utteranceRiseDB: Double?
    private var samplesSincePartial = 0
    private var lastPartial = ""
    private var loudness = LoudnessTracker()
    private var echoRemoval = EchoRemovalMeter()
    private var echoRatio = EchoRatioMeter()

    /// True while the player talks over what plays: from the chunk where, during an utterance, the microphone
    /// rose `RecognizerSettings.duckingRiseDB` above the intro's echo until the utterance is decided. The live
    /// game ducks the intro while this holds. False when nothing plays.
    public var hearsPlayer: Bool { echoRatio.player }

    /// How far the microphone rose over the intro's echo in the last 0.1 s (see `EchoRatioMeter`); what
    /// `hearsPlayer` is decided on.
    var echoRiseDB: Double? { echoRatio.riseDB }

    /// Audio consumed after the end of speech before the last decision, plus its compute time, ms.
    public private(set) var lastDecisionDelayMs: Double?

    /// Per option of the current question: false when the title could not be put in the grammar
    /// (nothing can pronounce it); such an option is answerable by number/letter/ordinal and keys.
    public var titleSpeakable: [Bool] { grammar?.titleSpeakable ?? [] }

    /// Starts PocketSphinx with `model` (see `AcousticModel.locate`). Loading takes ~0.3 s.
    public init(
        model: AcousticModel, lexicon: Lexicon, settings: RecognizerSettings = RecognizerSettings(),
        clock: @escaping @Sendable () -> Double = Recognizer.systemClock
    ) throws(SpeechError) {
        self.settings = settings
        self.lexicon = lexicon
        self.clock = clock
        decoder = try Decoder(model: model, options: settings.decoderFlags)
        searches = QuestionSearches(
            decoder: decoder, lexicon: lexicon, tuning: settings.grammar, streamPruning: settings.streamedPassPruning)
        meanMeter = settings.utteranceNormalisation ? decoder.makeMeanMeter() : nil
        if settings.phoneLoop {
            guard FileManager.default.fileExists(atPath: model.phoneLanguageModel) else {
                throw .modelIncomplete(directory: model.acousticDirectory, missing: "en-us-phone.lm.bin")
            }
            let loop = try Decoder(model: model, options: settings.phoneLoopFlags(model: model))
            phoneLoop = loop
        } else {
            phoneLoop = nil
        }
    }

    /// Locates the model (`--model` value, INTROQUIZ_MODEL, models/, Debian) and the project's
    /// resources, and builds the lexicon and decoder.
    public convenience init(modelDirectory: String? = nil, settings: RecognizerSettings = RecognizerSettings())
        throws(SpeechError)
    {
        let resources = ResourceDirectory.find()
        let model = try AcousticModel.locate(explicit: modelDirectory, resources: resources)
        try self.init(model: model, lexicon: Lexicon(model: model, resources: resources), settings: settings)
    }

    /// Seconds from a monotonic-enough wall clock (the default `clock`).
    @Sendable public static func systemClock() -> Double { Date().timeIntervalSinceReferenceDate }

    // MARK: - Questions

    /// Builds and activates the grammar for a question's options. Not allowed mid-utterance.
    /// Returns per option whether its title is speakable (see `titleSpeakable`).
    @discardableResult
    public func setChoices(_ options: [MatchOption]) throws(SpeechError) -> [Bool] {
        if decoder.inUtterance { throw .busy(operation: "set the choices") }
        let built = try searches.load(options)
        if settings.echoResetPerQuestion { forgetEchoPath() }
        return built.titleSpeakable
    }

    /// Forgets the learned echo path: what comes next was recorded in another room or through another
    /// device (each sample of an evaluation is a recording of its own).
    public func forgetEchoPath() {
        echoCanceller = nil
        echoRatio.reset()
    }

    /// What comes next is another recording (or microphone): the learned echo path and the front end's
    /// estimate of the background (its noise statistics, which outlive utterances) are forgotten; the
    /// cepstral mean stays. Not allowed mid-utterance.
    ///
    /// Each sample of an evaluation is a recording of its own. Carried over, one speaker's background made
    /// the next speaker's short answer garbage: a real "front left" after a real "go somewhere and do
    /// something" was rejected, alone it was answered. With a new stream per sample, the real people's set
    /// answers 37 of 48 instead of 33 (false 7 → 6 of 28), dev 78 right with 6 wrong instead of 8, held-out
    /// 57 of 70 instead of 59, dev-game 18 of 30 instead of 19.
    public func startNewRecording() throws(SpeechError) {
        forgetEchoPath()
        try decoder.startStream()
    }

    /// Starts listening for an utterance (also done automatically by `feed`).
    public func startUtterance() throws(SpeechError) {
        guard grammar != nil else { throw .busy(operation: "listen before setChoices") }
        if decoder.inUtterance { return }
        try decoder.startUtterance()
        utteranceAudio.removeAll(keepingCapacity: true)
        priorMean = decoder.cepstralMean
        speaking = false
        utteranceSamples = 0
        speechSamples = 0
        pausedSamples = nil
        echoRatio.playerStopped()
        utteranceRiseDB = nil
        samplesSincePartial = 0
        lastPartial = ""
        loudness.resetSpeech()
        echoRemoval.reset()
    }

    /// Feeds one chunk of 16 kHz mono microphone audio. `reference` is what the speakers played over
    /// the same span (16 kHz mono), if anything: it is cancelled out of the microphone signal.
    public func feed(_ chunk: [Int16], reference: [Int16]? = nil) throws(SpeechError) -> RecognizerEvent? {
        let started = clock()
        var audio = chunk
        var cancelled = false
        if settings.echoCancellation, let reference {
            if echoCanceller == nil {
                echoCanceller = try? EchoCanceller(tail: settings.echoTail, alignedTail: settings.echoAlignedTail)
            }
            if let echoCanceller {
                audio = echoCanceller.process(microphone: chunk, reference: reference)
                cancelled = true
            }
        }
        // Without a reference the microphone goes straight to the decoder.
        if !decoder.inUtterance { try startUtterance() }
        try decoder.process(audio)
        let energy = PCMBuffer.sumOfSquares(int16: audio)
        let heardEnergy = cancelled ? PCMBuffer.sumOfSquares(int16: chunk) : energy
        echoRemoval.add(before: heardEnergy, after: energy, samples: audio.count, cancelled: cancelled)
        if let reference {
            echoRatio.add(microphone: heardEnergy, reference: PCMBuffer.sumOfSquares(int16: reference))
        }
        if keepsUtteranceAudio { utteranceAudio += audio }
        // Before speech keep the last second (the detector starts speech late, and keeps some audio from
        // before); during speech at most maximumUtteranceSeconds + 1 s. The echo meter keeps step.
        let limit = Int(((speaking ? settings.maximumUtteranceSeconds : 0) + 1) * 16_000)
        if (keepsUtteranceAudio ? utteranceAudio.count : echoRemoval.samples) > limit + 16_000 {
            echoRemoval.keepLast(samples: limit)
            if utteranceAudio.count > limit { utteranceAudio.removeFirst(utteranceAudio.count - limit) }
        }
        utteranceSamples += audio.count
        loudness.add(sumOfSquares: energy, count: audio.count)
        let inSpeech = decoder.inSpeech
        if inSpeech && !speaking {
            speaking = true
            echoRemoval.markSpeechStart()
            return .speechStarted
        }
        guard speaking else { return nil }
        let rise = reference == nil ? nil : echoRatio.riseDB
        if let rise { utteranceRiseDB = max(utteranceRiseDB ?? rise, rise) }
        if !hearsPlayer, let rise, rise >= settings.duckingRiseDB { echoRatio.playerStarted() }
        speechSamples += audio.count
        // Over the intro a pause is the echo alone: after words that begin a phrase it is bridged like silence.
        let onlyEcho = heardOnlyEcho
        let pausedOnEcho = onlyEcho && settings.bridgesPausesOverEcho && hearsPlayer && streamedPassBeginsPhrase()
        let endsOnEcho = onlyEcho && !pausedOnEcho
        if inSpeech && !pausedOnEcho { pausedSamples = nil }
        if ((!inSpeech || pausedOnEcho) && pauseEnds(after: audio.count)) || endsOnEcho
            || Double(speechSamples) / 16_000 >= settings.maximumUtteranceSeconds
        {
            let decision = try decide()
            lastDecisionDelayMs = loudness.millisecondsSinceSpeech + (clock() - started) * 1000
            return .decision(decision)
        }
        samplesSincePartial += audio.count
        if Double(samplesSincePartial) / 16_000 >= settings.partialInterval {
            samplesSincePartial = 0
            if let partial = decoder.hypothesis().map({ readable($0.text) }), partial != lastPartial, !partial.isEmpty {
                lastPartial = partial
                return .partial(partial)
            }
        }
        return nil
    }

    /// True when the utterance ends at this pause: at once when its words so far are a complete answer or
    /// command, else once the pause has lasted `RecognizerSettings.pauseBridgeSeconds` beyond the detector's
    /// end of speech (speech resuming before then continues the same utterance).
    private func pauseEnds(after samples: Int) -> Bool {
        guard let paused = pausedSamples else {
            if settings.pauseBridgeSeconds <= 0 || streamedPassIsComplete() { return true }
            pausedSamples = 0
            return false
        }
        pausedSamples = paused + samples
        return Double(paused + samples) / 16_000 >= settings.pauseBridgeSeconds
    }

    /// True when the streamed pass's best path so far is a whole answer or command with no garbage (a click
    /// of at most `RejectionPolicy.maximumOnsetGarbageFrames` is none).
    private func streamedPassIsComplete() -> Bool {
        streamedPassWithoutGarbage()?.read.meaning != nil
    }

    /// True when the streamed pass's best path so far, with no garbage, begins a longer answer or command phrase
    /// (`AnswerGrammar.beginsPhrase`; a whole phrase still ends the pause at once, see `pauseEnds`).
    private func streamedPassBeginsPhrase() -> Bool {
        guard let (grammar, read) = streamedPassWithoutGarbage() else { return false }
        return grammar.beginsPhrase(read.words)
    }

    /// The streamed pass's best path so far and the grammar it reads through, nil when it holds garbage (a click
    /// of at most `RejectionPolicy.maximumOnsetGarbageFrames` is none) or no grammar is set.
    private func streamedPassWithoutGarbage() -> (grammar: AnswerGrammar, read: HypothesisReading)? {
        guard let grammar else { return nil }
        let read = searches.streamedPath(through: grammar)
        return settings.rejection.countsAsGarbage(frames: read.garbageFrames) ? nil : (grammar, read)
    }

    /// Ends listening: decides a pending utterance (nil when there was no speech).
    public func finish() throws(SpeechError) -> RecognitionDecision? {
        guard decoder.inUtterance else { return nil }
        if speaking { return try decide() }
        try decoder.endUtterance()
        return nil
    }

    // MARK: - Deciding

    private func decide() throws(SpeechError) -> RecognitionDecision {
        try decoder.endUtterance()
        speaking = false
        echoRatio.playerStopped()
        // 0.15 s around the player's part stays (word edges, measured: 0.1 cut word onsets in the voice
        // sets, 0.2 left music enough to read as garbage); a part under 0.2 s is no word.
        var decision: RecognitionDecision
        let removed = echoRemoval.removedDB()
        if let playerSpan = echoRemoval.playerSpan(
            threshold: settings.maximumEchoRemovalDB, margin: 2_400, minimumChunks: 10)
        {
            decision = try judgeUtterance(droppingEcho: playerSpan, echoRemovedDB: removed)
        } else {
            // The intro itself, not the player (see `RecognizerSettings.maximumEchoRemovalDB`): no decode
            // is spent on it.
            let heard = grammar.map { searches.streamedPath(through: $0).heard } ?? ""
            decision = RecognitionDecision(option: nil, command: nil, heard: heard, confidence: 0, reason: .notAnAnswer)
        }
        decision.echoRemovedDB = removed
        decision.echoRiseDB = utteranceRiseDB
        if loudness.loudestDBFS(lastChunks: speechChunks) < settings.silenceLevelDBFS {
            // Nothing was there to learn from (see `RecognizerSettings.silenceLevelDBFS`).
            decoder.cepstralMean = priorMean
        }
        return decision
    }

    /// 20 ms chunks of the current utterance: the detector reports speech ~10 frames late (and ends it
    /// `postSpeechFrames` after it stops).
    private var speechChunks: Int { speechSamples / 320 + settings.preSpeechFrames / 2 }

    /// True when the utterance's last `RecognizerSettings.echoWindowSeconds` were the intro's echo.
    private var heardOnlyEcho: Bool {
        let chunks = Int(settings.echoWindowSeconds * 50)
        guard chunks > 0, echoRemoval.speechChunks >= chunks, let removed = echoRemoval.removedDB(lastChunks: chunks)
        else {
            return false
        }
        return removed > settings.maximumEchoRemovalDB
    }

    /// The decision on an ended utterance that is not the intro's echo.
    /// `echo`: samples before and after the player's part that were the intro's echo (they are no part
    /// of what the player said; decoded, they read as garbage around the words). `echoRemovedDB`: how much of the
    /// utterance the canceller removed (`RejectionEvidence.echoRemovedDB`).
    private func judgeUtterance(droppingEcho echo: (dropFirst: Int, dropLast: Int), echoRemovedDB: Double?)
        throws(SpeechError) -> RecognitionDecision
    {
        let trimmed = echo.dropFirst + echo.dropLast > 0 && echo.dropFirst + echo.dropLast < utteranceAudio.count
        if trimmed {
            utteranceAudio.removeLast(echo.dropLast)
            utteranceAudio.removeFirst(echo.dropFirst)
        }
        // The decision comes from a second pass over the buffered utterance under its own mean. A short one
        // is decoded again under the mean learned before it when the streamed pass is a search of its own
        // (`RecognizerSettings.streamedPassPruning`); otherwise it keeps the streamed pass, unless echo was cut
        // from it (above) or it names a command that is rescored.
        let mean = ownMean()
        let found: QuestionSearches.Found
        if let mean {
            found = try searches.decodeAnswer(utteranceAudio, normalisedBy: mean)
        } else if searches.streamsApart || trimmed || (rescoresCommands && streamedPassHeardCommand()) {
            // A command is rescored against a whole-utterance decode under the prior mean: the streamed
            // pass's score is not on that scale (seen: a spoken "stop" over an intro at -2.4 per frame
            // against its own rival; 3 … 7 once both are decoded alike).
            found = try searches.decodeAnswer(utteranceAudio, normalisedBy: priorMean)
        } else {
            found = searches.streamed()
        }
        let frames = found.frames
        var loopScore: Int32?
        if let phoneLoop {
            try phoneLoop.decode(utteranceAudio, normalisedBy: mean)
            loopScore = phoneLoop.hypothesis()?.score
        }
        guard let grammar, found.text != nil else {
            return settings.rejection.decide(
                RejectionEvidence(
                    best: ScoredHypothesis(HypothesisReading(), score: 0), frames: frames))
        }
        let read = found.read(through: grammar)
        let modulation = loudness.modulation(lastChunks: speechChunks, excludingLast: settings.postSpeechFrames / 2)
        if settings.minimumModulationDB > 0, modulation < settings.minimumModulationDB {
            return RecognitionDecision(
                option: nil, command: nil, heard: read.heard, confidence: 0, reason: .notAnAnswer)
        }
        var evidence = RejectionEvidence(
            best: ScoredHypothesis(read, score: found.score), frames: frames, phoneLoopScore: loopScore,
            echoRiseDB: utteranceRiseDB, echoRemovedDB: echoRemovedDB)
        let early = settings.rejection.rejectionBeforeRival(evidence)
        if settings.competitorRescoring, early == nil {
            // The same normalisation as the pass that chose the winner (the live mean moved at its end).
            switch read.meaning {
            case .option(let winner)? where options.count > 1:
                evidence.rival = try rivalScore(.withoutOption(winner), normalisedBy: mean ?? priorMean)
            case .command? where rescoresCommands:
                evidence.rival = try rivalScore(.withoutCommands, normalisedBy: mean ?? priorMean)
            default:
                break
            }
        }
        let decision = early ?? settings.rejection.judgeOnRival(evidence)
        if settings.lookPastRejectedCommands, decision.reason == .notAnAnswer, read.garbage,
            case .command? = read.meaning,
            let answer = try bestAnswerWithoutCommands(judgedLike: evidence, normalisedBy: mean ?? priorMean)
        {
            return answer
        }
        return decision
    }

    /// The answer the utterance holds when no command may explain it, if the policy takes it (nil otherwise).
    ///
    /// A title the decoder read as garbage plus a command ("the minuet" as "… repeat it") is rejected, as
    /// every command with garbage is; its runner-up is often the title itself. The utterance is decoded
    /// again without the commands, and a title that wins there is judged like any other answer, its
    /// competitor rescoring included, and with what `evidence` measured of the intro's echo.
    private func bestAnswerWithoutCommands(judgedLike evidence: RejectionEvidence, normalisedBy mean: [Float])
        throws(SpeechError)
        -> RecognitionDecision?
    {
        let rival = try searches.decodeRival(.withoutCommands, utteranceAudio, normalisedBy: mean, reading: true)
        guard let grammar, rival.reachesEnd else { return nil }
        let read = rival.read(through: grammar)
        // Only a title: an option's number, letter or ordinal fits any speech, and chatter read as garbage plus
        // a command ("i think the fourth …") would come back as one (2 more false answers of 47 on dev).
        guard case .option(let winner)? = read.meaning, read.byTitle else { return nil }
        var answer = RejectionEvidence(
            best: ScoredHypothesis(read, score: rival.score), frames: evidence.frames, echoRiseDB: evidence.echoRiseDB,
            echoRemovedDB: evidence.echoRemovedDB)
        if settings.rejection.rejectionBeforeRival(answer) != nil { return nil }
        if options.count > 1 { answer.rival = try rivalScore(.withoutOption(winner), normalisedBy: mean) }
        let decision = settings.rejection.judgeOnRival(answer)
        return decision.isAnswer ? decision : nil
    }

    /// Commands are rescored only when the policy holds them to a margin (off by default, see
    /// `RecognizerSettings.competitorRescoring`).
    private var rescoresCommands: Bool {
        settings.competitorRescoring && settings.rejection.minimumCommandMargin.isFinite
    }

    /// True when the streamed pass's best path is a command.
    private func streamedPassHeardCommand() -> Bool {
        guard let grammar, case .command? = searches.streamedPath(through: grammar).meaning else { return false }
        return true
    }

    /// The utterance's own cepstral mean, blended with the mean learned before it (weighted by
    /// `RecognizerSettings.normalisationPriorFrames`): the streamed pass was normalised with the mean
    /// of earlier utterances, wrong whenever the channel changed. Nil for utterances shorter than
    /// `normalisationMinimumFrames` (too short to measure) or with normalisation off.
    private func ownMean() -> [Float]? {
        guard let meanMeter, let measured = meanMeter.measure(utteranceAudio), measured.mean.count == priorMean.count,
            measured.frames >= settings.normalisationMinimumFrames
        else { return nil }
        let own = Float(measured.frames)
        let prior = Float(settings.normalisationPriorFrames)
        return zip(measured.mean, priorMean).map { (own * $0 + prior * $1) / (own + prior) }
    }

    /// Re-decodes the utterance's audio under `mean` with the winner's part of the grammar left out (its
    /// option, or the commands): the best remaining path's score, or `.noPath` when none reaches the grammar's end.
    private func rivalScore(_ rival: RivalGrammar, normalisedBy mean: [Float]) throws(SpeechError) -> RivalScore {
        let found = try searches.decodeRival(rival, utteranceAudio, normalisedBy: mean)
        return found.reachesEnd ? .score(found.score) : .noPath
    }

    /// A hypothesis for people: grammar tokens back to words, garbage phones as "…".
    private func readable(_ hypothesis: String) -> String {
        grammar?.read(hypothesis).heard ?? hypothesis
    }
}
