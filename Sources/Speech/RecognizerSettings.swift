/// Everything tunable about listening, with the values chosen by measurement (see the Speech report).
public struct RecognizerSettings: Sendable, Equatable {
    /// Silence (in 10 ms frames) after speech before the utterance is decided (PocketSphinx's
    /// `-vad_postspeech`; its default 50 = 0.5 s is slow for quick answers).
    public var postSpeechFrames: Int
    /// Speech frames needed to declare speech started (`-vad_prespeech`).
    public var preSpeechFrames: Int
    /// Voice-activity threshold (`-vad_threshold`, dB over the noise estimate).
    public var vadThreshold: Double
    /// Longest utterance before it is decided anyway, seconds (music can keep the detector open).
    public var maximumUtteranceSeconds: Double
    /// How often a partial hypothesis is reported, seconds.
    public var partialInterval: Double
    /// Hypotheses read from the lattice to find the best competitor.
    public var nBest: Int
    /// The grammar's shape and weights.
    public var grammar: GrammarTuning
    /// The confidence rule.
    public var rejection: RejectionPolicy
    /// Cancel the playback reference out of the microphone (speexdsp) when one is given.
    public var echoCancellation: Bool
    /// Extra PocketSphinx flags (e.g. `-pl_window`), for experiments.
    public var extraFlags: [String: String]

    public init(
        postSpeechFrames: Int = 30, preSpeechFrames: Int = 10, vadThreshold: Double = 2.0,
        maximumUtteranceSeconds: Double = 6, partialInterval: Double = 0.2, nBest: Int = 20,
        grammar: GrammarTuning = GrammarTuning(), rejection: RejectionPolicy = RejectionPolicy(),
        echoCancellation: Bool = true, extraFlags: [String: String] = [:]
    ) {
        self.postSpeechFrames = postSpeechFrames
        self.preSpeechFrames = preSpeechFrames
        self.vadThreshold = vadThreshold
        self.maximumUtteranceSeconds = maximumUtteranceSeconds
        self.partialInterval = partialInterval
        self.nBest = nBest
        self.grammar = grammar
        self.rejection = rejection
        self.echoCancellation = echoCancellation
        self.extraFlags = extraFlags
    }

    /// The plain grammar of titles, no garbage path, no rejection, no echo cancellation: the bar.
    public static let baseline = RecognizerSettings(
        grammar: .baseline, rejection: RejectionPolicy(minimumMargin: -.infinity, minimumCommandMargin: -.infinity),
        echoCancellation: false)

    /// PocketSphinx flags for these settings.
    var decoderFlags: [String: String] {
        var flags = [
            "-vad_postspeech": String(postSpeechFrames), "-vad_prespeech": String(preSpeechFrames),
            "-vad_threshold": String(vadThreshold), "-bestpath": "yes",
            // The default beams (1e-48) prune the right path for voices unlike the model's training
            // speech, leaving no path to the grammar's end: measured, these widths fix it.
            "-beam": "1e-80", "-wbeam": "1e-60", "-pbeam": "1e-80",
        ]
        flags.merge(extraFlags) { _, new in new }
        return flags
    }
}
