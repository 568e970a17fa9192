import AnswerMatching

/// One question's searches on the recogniser's decoder: the streamed pass, fed chunk by chunk by the recogniser;
/// the answer search, which decodes an ended utterance again as a whole; and the rival grammars that rescore a
/// winner (`RivalGrammar`). A whole decode returns what it found and leaves the streamed pass active again, so the
/// next utterance streams through it whatever was decoded in between.
final class QuestionSearches {
    /// The best path of a decode: its score and words (nil text: no path at all), and the frames the decode ran over.
    struct Found {
        var text: String?
        var score: Int32
        /// The path's words, when the decode was asked to read them.
        var segments: [WordSegment]
        var frames: Int

        /// True when a path with words reached the grammar's end.
        var reachesEnd: Bool { text?.isEmpty == false }

        /// The path's words read through `grammar`.
        func read(through grammar: AnswerGrammar) -> HypothesisReading {
            QuestionSearches.read(segments, through: grammar)
        }
    }

    private let decoder: Decoder
    private let lexicon: Lexicon
    private let tuning: GrammarTuning
    /// The streamed pass's own pruning; nil: the streamed pass is the answer search itself.
    private let streamPruning: SearchPruning?
    /// The question's grammar (nil before the first question).
    private(set) var grammar: AnswerGrammar?
    /// The question's options.
    private(set) var options: [MatchOption] = []

    init(decoder: Decoder, lexicon: Lexicon, tuning: GrammarTuning, streamPruning: SearchPruning?) {
        self.decoder = decoder
        self.lexicon = lexicon
        self.tuning = tuning
        self.streamPruning = streamPruning
    }

    /// True when the streamed pass is a search of its own, which decides nothing.
    var streamsApart: Bool { streamPruning != nil }

    private var streamSearch: String { streamsApart ? "stream" : "answer" }

    /// Builds the question's grammar for `options` and makes it the answer search and the streamed pass, the
    /// streamed pass active.
    func load(_ options: [MatchOption]) throws(SpeechError) -> AnswerGrammar {
        let built = GrammarBuilder(tuning: tuning).build(options: options, lexicon: lexicon)
        try load(built, name: "answer")
        if let streamPruning { try decoder.setGrammar(built.jsgf, name: "stream", pruning: streamPruning) }
        grammar = built
        self.options = options
        return built
    }

    /// What the streamed pass has found so far (or found in its ended utterance).
    func streamed() -> Found { found(reading: true) }

    /// The streamed pass's best path so far read through `grammar`: its words only, for the pause and echo checks
    /// made chunk by chunk.
    func streamedPath(through grammar: AnswerGrammar) -> HypothesisReading {
        Self.read(decoder.segments(), through: grammar)
    }

    /// Decodes `audio` whole with the answer search under `mean` (nil: the mean the decoder holds).
    func decodeAnswer(_ audio: [Int16], normalisedBy mean: [Float]?) throws(SpeechError) -> Found {
        try decode(audio, normalisedBy: mean, with: "answer", reading: true)
    }

    /// Decodes `audio` whole under `mean` with the question's grammar less the winner's part (`rival`). `reading`:
    /// also collect the path's words (walking its segments looks up each word's pronunciation, so only a caller
    /// who reads them asks).
    func decodeRival(_ rival: RivalGrammar, _ audio: [Int16], normalisedBy mean: [Float], reading: Bool = false)
        throws(SpeechError) -> Found
    {
        try load(GrammarBuilder(tuning: tuning).build(options: options, lexicon: lexicon, rival: rival), name: "rival")
        return try decode(audio, normalisedBy: mean, with: "rival", reading: reading)
    }

    private func decode(_ audio: [Int16], normalisedBy mean: [Float]?, with search: String, reading: Bool)
        throws(SpeechError) -> Found
    {
        try decoder.activate(search: search)
        defer { try? decoder.activate(search: streamSearch) }
        try decoder.decode(audio, normalisedBy: mean)
        return found(reading: reading)
    }

    /// The active search's best path, with its words when `reading`.
    private func found(reading: Bool) -> Found {
        let hypothesis = decoder.hypothesis()
        return Found(
            text: hypothesis?.text, score: hypothesis?.score ?? 0,
            segments: reading && hypothesis != nil ? decoder.segments() : [],
            frames: decoder.frameCount)
    }

    private static func read(_ segments: [WordSegment], through grammar: AnswerGrammar) -> HypothesisReading {
        grammar.read(segments.map { (token: $0.token, frames: $0.frames, phones: $0.phones) })
    }

    /// Adds the grammar's own words to the decoder (in a stable order), then sets and activates it.
    private func load(_ grammar: AnswerGrammar, name: String) throws(SpeechError) {
        for (token, phones) in grammar.wordsToAdd {
            try decoder.addWord(token, phones: phones)
        }
        try decoder.setGrammar(grammar.jsgf, name: name)
    }
}
