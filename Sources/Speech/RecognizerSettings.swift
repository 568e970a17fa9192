/// Everything tunable about listening, with the values chosen by measurement (figures: bench/README.md, Voice).
public struct RecognizerSettings: Sendable, Equatable {
    /// Silence (in 10 ms frames) after speech before the utterance is decided (PocketSphinx's
    /// `-vad_postspeech`; its default 50 = 0.5 s is slow for quick answers).
    public var postSpeechFrames: Int
    /// Seconds an utterance is held open after the detector's end of speech when its words so far are no
    /// complete answer or command ("front" of "Front Left"): people pause inside titles, and speech resuming
    /// within this continues the utterance instead of starting another; 0 decides at once. 0.3 s bridges a
    /// pause up to PocketSphinx's own end-of-speech silence (0.5 s) plus its 0.1 s onset latency, while a
    /// complete answer is still decided after 0.3 s. The real people's set went 37 → 45 of 48 right, wrong
    /// 3 → 0, false 6 → 7 of 28 (its man naming loudspeakers pauses inside every name: "front … left" was
    /// two utterances, neither an answer); dev 78 → 77 right, wrong 6 → 7; held-out, the game sets and
    /// dev-chatter as before (held-out-game false 1 → 0); spoken commands taken 34 → 30 (dev) and 39 → 37
    /// (held-out) of 56; median decision delay dev 239 → 235 ms, real people 223 → 335 ms.
    public var pauseBridgeSeconds: Double
    /// Speech frames needed to declare speech started (`-vad_prespeech`).
    public var preSpeechFrames: Int
    /// Voice-activity threshold (`-vad_threshold`, dB over the noise estimate).
    public var vadThreshold: Double
    /// Longest utterance before it is decided anyway, seconds (music can keep the detector open).
    public var maximumUtteranceSeconds: Double
    /// How often a partial hypothesis is reported, seconds.
    public var partialInterval: Double
    /// The grammar's shape and weights.
    public var grammar: GrammarTuning
    /// The confidence rule. Index phrases may carry edge garbage up to a quarter of their length once
    /// competitor rescoring guards them: dev 74 → 75 right of 113 and held-out 56 → 59 of 70, wrong and
    /// false answers unchanged (a half adds 2 false answers on dev). An answer or command comes from at most
    /// 3.5 s of utterance, or 13 frames (130 ms) a phone of a longer phrase: 4–8 s of talk that is no answer
    /// was taken for one in 8 of 30 dev-chatter samples (a wrapper, an option number and a suffix stretched
    /// over it: "it must be number four right"), now 0; dev, held-out and the game sets answer as before (the
    /// longest right answer there lasted 2.5 s); held-out-chatter 8 → 0 of 30, real people's talk 10 → 7 of 28.
    /// An answer by number, letter or ordinal needs a margin of -2 over the other options, a title -3: on the
    /// dev sets (every margin logged, thresholds swept) -2 kept all 17 right index answers and cut wrong ones 5 → 3
    /// (-1 lost 5 right ones). Measured with it: dev 77 right of 113, wrong 7 → 6; held-out 57 of 70,
    /// wrong 2 → 1, false 2 → 1 of 30; dev-game wrong 2 → 1; real people false 7 → 6 of 28; held-out-chatter
    /// false 1 → 0 of 30; no right answer lost anywhere. Titles stay at -3 (-4 adds as many errors as answers).
    /// A number, letter or ordinal between a wrapper and a suffix is no answer: of such decisions on all sets, 1
    /// was right ("it's called three i think") and 8 were talk or wrong ("i think it's number two right" over a
    /// sentence); on the dev sets alone 1 against 5. With the rule: dev 77 → 76 right, false 2 → 1 of 47; dev-game
    /// false 2 → 1 of 8; real people false 6 → 5 of 28; the other sets as before.
    public var rejection: RejectionPolicy
    /// Cancel the playback reference out of the microphone (speexdsp) when one is given. Only the
    /// adaptive filter: speex's residual-echo and noise suppressor after it distorted the speech more
    /// than it removed music (bleed samples, each its own recording: dev 46.7 → 63.3 % right,
    /// held-out 52.9 → 76.5 %, false answers 3 → 4 of 8 and 2 → 4 of 7 without it).
    public var echoCancellation: Bool
    /// Echo path length the canceller models, seconds.
    public var echoTail: Double
    /// Echo path length the canceller models once it has measured the bulk delay of the echo and moved its
    /// reference up to it (`EchoCanceller` alignment), seconds; nil: never aligned. Measured on loopback-room
    /// logs: 20–37 dB removed per half second of music once aligned (1.5–4 s in), 8–22 dB unaligned; eval of the
    /// game-like sets, right / wrong / false: dev-game 18 / 1 / 1 → 21 / 0 / 0, held-out-game 14 / 1 / 0 as before;
    /// the other sets as before.
    public var echoAlignedTail: Double?
    /// Forget the learned echo path at each new question.
    public var echoResetPerQuestion: Bool
    /// Run a second, phone-loop decoder (`-allphone`) on the same audio and reject answers whose
    /// grammar score falls too far below it (`RejectionPolicy.minimumPhoneLoopMargin`).
    public var phoneLoop: Bool
    /// Re-decode the utterance with the winning option removed to measure how close the best other
    /// option comes (`RejectionPolicy.minimumOptionMargin`, -3 per frame by default). Speech that is no
    /// option fits several options about equally badly; a real answer fits its own clearly better.
    /// Measured on the voice sets (margins from -99 to 5 swept on dev, -3 its knee): dev 81 → 74 right
    /// of 113, 11 → 5 wrong, 7 → 2 false of 47; held-out 58 → 56 of 70, 2 → 2 wrong, 5 → 2 false of 30.
    /// Costs a third decode of each answer (real-time factor +≈ 35 %).
    ///
    /// The two scores are not on one scale: PocketSphinx normalises each frame's acoustic scores by the
    /// best codebook among those *active* in that search, and the winner's grammar (with the garbage
    /// loop) keeps more of them active than the competitor's, so the same path scores lower there. That
    /// is why margins are often negative (down to -13). With `-compallsen yes` (every senone scored)
    /// the scales agree and margins are ≥ 0, but on dev the best threshold (3) gave 77 right / 6 wrong /
    /// 3-4 false against 75 / 5 / 2 here, at 1.46× the time; a competitor with the garbage loop (same
    /// active set, no flag) gave 74 / 6 / 3 at margin 0.5. So the margin stays a measured threshold on
    /// these scores, not a likelihood ratio.
    ///
    /// Commands can be rescored too, against the best path that is no command (an option, or garbage),
    /// when `RejectionPolicy.minimumCommandMargin` is set (off by default). In game-like recordings (the
    /// intro playing 3–8 s before the player speaks) music is heard as "pass", "skip", "wait" or "quit"
    /// in 8 of 37 dev samples; a margin of 2 leaves 3, but real commands over music score as low (a
    /// spoken "stop" over an intro: -12 … 12), so the hands-free game missed "stop" three times running
    /// in 2 of 19 runs (1 of 5 at margin 1; none in 10 without). Figures: bench/README.md.
    public var competitorRescoring: Bool
    /// When the best path is garbage plus a command (always rejected), decode the utterance again without
    /// the commands and take the title that wins there if it passes the same policy (see `Recognizer`).
    /// Titles were read as "… repeat it" ("the minuet"), "… exit" ("that's eine kleine nachtmusik"), "… i don't
    /// know" ("william tell overture"). Measured (harness, one run each): dev 74 → 78 right of 113, wrong 8 → 8,
    /// false 2 → 2 of 47; dev-game 18 → 19 of 30; held-out 59 of 70 and its false answers unchanged; spoken
    /// commands taken and heard as answers unchanged (dev 34 / 1, held-out 39 / 1 of 56). Allowing index phrases
    /// too added 2 false answers on dev ("i think the fourth …", "i think choice c …"), so titles only.
    public var lookPastRejectedCommands: Bool
    /// Decode each utterance a second time, normalised by its own cepstral mean (see `Recognizer`).
    public var utteranceNormalisation: Bool
    /// Weight, in frames, of the mean learned from earlier utterances against the utterance's own
    /// (100 frames = 1 s of speech). A one-word answer or command is too short to measure its own mean
    /// alone: without the prior, "stop" spoken into the game was missed in 2 of 4 hands-free runs. On the
    /// voice sets, where every sample is a new channel, 100 costs 3 of 113 dev answers (one false accept
    /// fewer) and adds 1 wrong and 2 false answers of 100 held-out samples.
    public var normalisationPriorFrames: Int
    /// Utterances with fewer speech frames than this (voice-detector hangover included) are decided under the
    /// earlier mean (`streamedPassPruning`): a blip is too short to measure anything. A lone command is not: weighed
    /// against the prior (`normalisationPriorFrames`), its own mean is what tells a new voice or channel
    /// (every sample of the voice sets). At 40 instead of 80 (1 decides dev, dev-game and the dev commands
    /// exactly as 40), spoken commands taken went 27 → 34 of 56 on dev (1 wrong command either way,
    /// heard as an answer 1 → 2) and 35 → 39 on held-out (wrong 1 → 3), held-out answers 60 → 63 of 70; dev
    /// 79 / 5 / 1 → 78 / 4 / 2 (right / wrong / false), held-out-game false 0 → 1 of 7 (0 again once
    /// garbage counts as a wrapper, `RejectionPolicy.rejectsWrappedIndex`), real people the same.
    /// The gain is the mean's: re-decoded under the prior mean alone, dev commands went 27 → 25.
    public var normalisationMinimumFrames: Int
    /// Utterances whose level varies less than this (standard deviation of 20 ms levels, dB) are
    /// steady noise, not speech, and are rejected before the decoder's verdict; 0 disables.
    public var minimumModulationDB: Double
    /// Utterances from which the echo canceller removed more than this (dB of their energy while
    /// speech was detected) are the intro itself, not the player, and are rejected before any decode;
    /// +∞ disables. The same threshold, chunk by chunk, finds the player's part of an utterance (chunks
    /// with less removed): the echo before and after it is cut from what is decoded, and an utterance with
    /// under 0.2 s of it is rejected too. In game-like recordings (the intro playing 3–8 s before the
    /// player speaks) the detector fires on the music, which the decoder hears as "pass", "skip", "wait"
    /// or "quit", or as an answer: those utterances lost 11 to 29 dB, speech over the intro 0 to 3 dB
    /// (7 at most: a quiet voice as loud as the music). dev-game 53.3 → 66.7 % right, 4 → 0 wrong;
    /// held-out-game 58.8 → 82.4 %; music heard as a command in 10 → 3 of 37 dev-game samples (the 3 left
    /// are the player's own words, 0.8–2.8 dB removed); dev and held-out within a sample of before.
    /// Cancellation in a real room removes less than in these recordings, so some music passes there: the
    /// gate fails open, never closed on a player louder than the music. Figures: bench/README.md.
    public var maximumEchoRemovalDB: Double
    /// An utterance whose last this-many seconds were the intro's echo (by `maximumEchoRemovalDB`) ends
    /// there, so a player who speaks next starts a fresh utterance instead of being heard at the end of
    /// seconds of music (a loud intro keeps the detector open); 0 disables. With 0 (the gate alone) a
    /// title spoken over a loud intro was lost inside a music utterance; with 0.3 it is answered.
    public var echoWindowSeconds: Double
    /// Over the intro the detector takes the music for speech, so a pause inside a title shows only as the
    /// echo alone (`echoWindowSeconds`), not as the end of speech. With this on, once the player has been heard
    /// in the utterance (`duckingRiseDB`) and their words so far begin a phrase without completing it ("front"
    /// of "Front Center"), that pause is bridged like a silent one (`pauseBridgeSeconds`); otherwise the
    /// utterance ends there as before. A real "front … center" 9 dB over an intro was two utterances, "front
    /// right" (ambiguous) and "it's answer one", and is now one answer: real people 45 → 46 of 48; every other
    /// voice, command and chatter set answers exactly as before.
    public var bridgesPausesOverEcho: Bool
    /// `Recognizer.hearsPlayer` (the game ducks the intro while it holds) starts once, during an utterance,
    /// the microphone's level against the reference over the last 0.1 s has risen this many dB above its
    /// ratio while only the speakers played (`EchoRatioMeter`); +∞ disables.
    public var duckingRiseDB: Double
    /// An utterance whose loudest 20 ms stays below this level (dBFS) held no sound: digital silence from
    /// a muted, gated or suspended microphone, or a virtual one with nothing playing. The decoder's live
    /// cepstral mean forgets it: it learns from every utterance, and the log energies of (near-)zeros sit at
    /// the floor of its arithmetic. Measured on a fresh recogniser with 3 s of ±1-bit silence before one
    /// spoken word or title: the voice detector's start-up utterance over the silence moved the mean's
    /// energy term from 41 to 24 (to 1 over sox's dithered silence), and 6 of 10 first words were lost
    /// (heard as garbage); with the rule 3 of 10 ("skip", "number two", "next": a cold mean). The four voice
    /// sets answer exactly as before. Forgetting *every* utterance rejected as not speech (steady noise)
    /// instead cost a sample on each game-like set: there the player speaks over the same music residual
    /// the mean learned. -∞ disables.
    public var silenceLevelDBFS: Double
    /// Pruning of the streamed pass, a search of its own over the question's grammar; nil: the streamed pass is
    /// the answer search itself, and decides the utterances too short for a mean of their own
    /// (`normalisationMinimumFrames`). The streamed pass only finds where speech starts and ends, shows partial
    /// hypotheses and tells whether a pause ends a phrase; every decision is decoded again with the answer
    /// search's wide beams (an utterance too short for its own mean under the mean learned before it). Beams of
    /// 1e-40 / 1e-32 / 1e-40 (against 1e-64 / 1e-44 / 1e-64) cut the time 14–30 % (harness, both in one run: dev
    /// 0.091 → 0.073, held-out 0.096 → 0.067, dev-game 0.072 → 0.062, dev-chatter 0.073 → 0.052, spoken commands
    /// 0.072 → 0.060) with the same right / wrong / false counts on every set, commands included; the real people
    /// decide every sample as before. At 1e-30 / 1e-25 / 1e-30 the narrow pass reads less garbage, so a
    /// real "front … left" ended at its pause and became two utterances (the second "last", a wrong answer).
    public var streamedPassPruning: SearchPruning?
    /// Extra PocketSphinx flags (e.g. `-pl_window`), for experiments.
    public var extraFlags: [String: String]

    public init(
        postSpeechFrames: Int = 30, pauseBridgeSeconds: Double = 0.3, preSpeechFrames: Int = 10,
        vadThreshold: Double = 2.0,
        maximumUtteranceSeconds: Double = 6, partialInterval: Double = 0.2,
        grammar: GrammarTuning = GrammarTuning(),
        rejection: RejectionPolicy = RejectionPolicy(
            minimumOptionMargin: -3, minimumIndexOptionMargin: -2, maximumIndexEdgeGarbageShare: 0.25,
            maximumOnsetGarbageFrames: 4, rejectsWrappedIndex: true, rejectsIndexWithoutRival: true,
            longestPhraseFrames: 350, maximumFramesPerPhone: 13, minimumCommandRiseDB: 3,
            maximumAnswerEchoRemovalDB: 6, minimumEchoHeavyRiseDB: 3),
        echoCancellation: Bool = true, echoTail: Double = 0.25, echoAlignedTail: Double? = 0.128,
        echoResetPerQuestion: Bool = false, phoneLoop: Bool = false, competitorRescoring: Bool = true,
        minimumModulationDB: Double = 3, maximumEchoRemovalDB: Double = 9, echoWindowSeconds: Double = 0.3,
        bridgesPausesOverEcho: Bool = true,
        duckingRiseDB: Double = 7,
        utteranceNormalisation: Bool = true, normalisationPriorFrames: Int = 100,
        normalisationMinimumFrames: Int = 40, silenceLevelDBFS: Double = -70, lookPastRejectedCommands: Bool = true,
        streamedPassPruning: SearchPruning? = SearchPruning(beam: 1e-40, wordBeam: 1e-32, phoneBeam: 1e-40),
        extraFlags: [String: String] = [:]
    ) {
        self.lookPastRejectedCommands = lookPastRejectedCommands
        self.normalisationMinimumFrames = normalisationMinimumFrames
        self.utteranceNormalisation = utteranceNormalisation
        self.normalisationPriorFrames = normalisationPriorFrames
        self.minimumModulationDB = minimumModulationDB
        self.maximumEchoRemovalDB = maximumEchoRemovalDB
        self.echoWindowSeconds = echoWindowSeconds
        self.bridgesPausesOverEcho = bridgesPausesOverEcho
        self.duckingRiseDB = duckingRiseDB
        self.phoneLoop = phoneLoop
        self.competitorRescoring = competitorRescoring
        self.postSpeechFrames = postSpeechFrames
        self.pauseBridgeSeconds = pauseBridgeSeconds
        self.preSpeechFrames = preSpeechFrames
        self.vadThreshold = vadThreshold
        self.maximumUtteranceSeconds = maximumUtteranceSeconds
        self.partialInterval = partialInterval
        self.grammar = grammar
        self.rejection = rejection
        self.echoCancellation = echoCancellation
        self.echoTail = echoTail
        self.echoAlignedTail = echoAlignedTail
        self.echoResetPerQuestion = echoResetPerQuestion
        self.silenceLevelDBFS = silenceLevelDBFS
        self.extraFlags = extraFlags
        self.streamedPassPruning = streamedPassPruning
    }

    /// The plain grammar of titles, no garbage path, no rejection, no echo cancellation: the bar.
    public static let baseline = RecognizerSettings(
        pauseBridgeSeconds: 0, grammar: .baseline, rejection: .acceptAll,
        echoCancellation: false, phoneLoop: false, competitorRescoring: false, minimumModulationDB: 0,
        maximumEchoRemovalDB: .infinity,
        utteranceNormalisation: false, silenceLevelDBFS: -.infinity, streamedPassPruning: nil)

    /// Flags for the phone-loop decoder: same front end and endpointing, phone language model search.
    func phoneLoopFlags(model: AcousticModel) -> [String: String] {
        var flags = decoderFlags
        flags["-allphone"] = model.phoneLanguageModel
        flags["-bestpath"] = "no"
        // The phone loop needs no wide beams (it has no grammar end to reach) and they make it slow.
        for beam in ["-beam", "-wbeam", "-pbeam"] { flags.removeValue(forKey: beam) }
        return flags
    }

    /// PocketSphinx flags for these settings.
    var decoderFlags: [String: String] {
        var flags = [
            "-vad_postspeech": String(postSpeechFrames), "-vad_prespeech": String(preSpeechFrames),
            "-vad_threshold": String(vadThreshold), "-bestpath": "no",
            // The default beams (1e-48) prune the right path for voices unlike the model's training
            // speech, leaving no path to the grammar's end. Measured on both voice sets with
            // utterance normalisation: 1e-64 answers exactly as 1e-80 did, 27 % faster; the
            // defaults lose 3 answers and add 6 wrong ones on the held-out set.
            "-beam": "1e-64", "-wbeam": "1e-44", "-pbeam": "1e-64",
        ]
        flags.merge(extraFlags) { _, new in new }
        return flags
    }
}

/// The pruning of one PocketSphinx search (`-beam`, `-wbeam`, `-pbeam`, `-maxhmmpf`): a search reads it from the
/// decoder's configuration when it is made.
public struct SearchPruning: Sendable, Equatable {
    /// Paths this far below the frame's best are dropped.
    public var beam: Double
    /// Word exits this far below the frame's best are dropped.
    public var wordBeam: Double
    /// Phone transitions this far below the frame's best are dropped.
    public var phoneBeam: Double
    /// Most HMMs active per frame; -1: no limit.
    public var maximumHMMsPerFrame: Int

    public init(beam: Double, wordBeam: Double, phoneBeam: Double, maximumHMMsPerFrame: Int = -1) {
        self.beam = beam
        self.wordBeam = wordBeam
        self.phoneBeam = phoneBeam
        self.maximumHMMsPerFrame = maximumHMMsPerFrame
    }
}
