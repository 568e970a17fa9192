internal import CPocketSphinx
import Foundation

/// One PocketSphinx decoder (`ps_decoder_t`), owned by this object and freed in `deinit`.
///
/// Not thread-safe: confine an instance to one thread or actor (the `Recognizer` does). Feed only
/// 16 kHz mono Int16 — other rates make PocketSphinx call `exit()`.
final class Decoder {
    private let pointer: OpaquePointer
    /// The configuration, owned here; PocketSphinx retains it too.
    private let config: OpaquePointer
    let model: AcousticModel
    private(set) var inUtterance = false

    /// Starts PocketSphinx on `model` with `options` (flag → value, e.g. `-vad_postspeech: 30`).
    /// Logging goes to /dev/null.
    init(model: AcousticModel, options: [String: String] = [:]) throws(SpeechError) {
        var options = options
        if options["-logfn"] == nil { options["-logfn"] = "/dev/null" }
        var arguments = ["-hmm", model.acousticDirectory, "-dict", model.dictionary]
        for (flag, value) in options.sorted(by: { $0.key < $1.key }) { arguments += [flag, value] }
        // cmd_ln_parse_r needs argv alive during the call; it copies what it keeps.
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let parsed = cStrings.withUnsafeMutableBufferPointer { buffer in
            cmd_ln_parse_r(nil, ps_args(), Int32(buffer.count), buffer.baseAddress, 1)
        }
        guard let parsed else { throw .decoderInitFailed(model: model.acousticDirectory) }
        guard let decoder = ps_init(parsed) else {
            cmd_ln_free_r(parsed)
            throw .decoderInitFailed(model: model.acousticDirectory)
        }
        pointer = decoder
        config = parsed
        self.model = model
    }

    deinit {
        ps_free(pointer)
        cmd_ln_free_r(config)
    }

    // MARK: - Dictionary

    /// True when `word` is in the decoder's dictionary.
    func hasWord(_ word: String) -> Bool {
        guard let found = ps_lookup_word(pointer, word) else { return false }
        free(found)
        return true
    }

    /// Phones in the dictionary pronunciation of `word` (which may be a variant such as "a(2)"), 0 if none.
    func phoneCount(_ word: String) -> Int {
        guard let found = ps_lookup_word(pointer, word) else { return 0 }
        defer { free(found) }
        return String(cString: found).split(separator: " ").count
    }

    /// Adds a word with model phones. `update: false` defers rebuilding searches to the next
    /// `setGrammar` (cheaper when adding many words).
    func addWord(_ word: String, phones: [String]) throws(SpeechError) {
        if hasWord(word) { return }
        let result = ps_add_word(pointer, word, phones.joined(separator: " "), 0)
        guard result >= 0 else { throw .decoderCall(operation: "ps_add_word(\(word))", code: result) }
    }

    // MARK: - Searches

    /// Makes `jsgf` the active search named `name`, via jsgf_parse_string → jsgf_build_fsg →
    /// ps_set_fsg (ps_set_jsgf_string leaks in this PocketSphinx), then ps_set_search again. `pruning`: this
    /// search's own, instead of the configuration's.
    func setGrammar(_ jsgf: String, name: String = "answer", pruning: SearchPruning? = nil) throws(SpeechError) {
        guard !inUtterance else { throw .busy(operation: "change the grammar") }
        guard let grammar = jsgf_parse_string(jsgf, nil) else {
            throw .grammarInvalid(reason: "jsgf_parse_string failed", grammar: jsgf)
        }
        defer { jsgf_grammar_free(grammar) }
        guard let rule = jsgf_get_public_rule(grammar) else {
            throw .grammarInvalid(reason: "no public rule", grammar: jsgf)
        }
        let languageWeight = Float(cmd_ln_float_r(config, "-lw"))
        guard let fsg = jsgf_build_fsg(grammar, rule, ps_get_logmath(pointer), languageWeight) else {
            throw .grammarInvalid(reason: "jsgf_build_fsg failed", grammar: jsgf)
        }
        defer { fsg_model_free(fsg) }
        // A search reads its pruning from the configuration when it is made: set it for this one, then back.
        let configured = self.pruning
        pruning?.apply(to: config)
        defer { configured.apply(to: config) }
        let set = ps_set_fsg(pointer, name, fsg)
        guard set == 0 else { throw .decoderCall(operation: "ps_set_fsg", code: set) }
        let activate = ps_set_search(pointer, name)
        guard activate == 0 else { throw .decoderCall(operation: "ps_set_search(\(name))", code: activate) }
    }

    /// The pruning the decoder's configuration gives the searches it makes (`setGrammar` without `pruning`).
    var pruning: SearchPruning { SearchPruning(config: config) }

    /// Switches to an existing search by name (e.g. back to the answer grammar, or `_allphone`).
    func activate(search name: String) throws(SpeechError) {
        guard !inUtterance else { throw .busy(operation: "switch searches") }
        let result = ps_set_search(pointer, name)
        guard result == 0 else { throw .decoderCall(operation: "ps_set_search(\(name))", code: result) }
    }

    // MARK: - Utterances

    /// Starts a new audio stream: the front end forgets the noise statistics it keeps across utterances
    /// (its voice detector's and noise remover's estimate of the background), as for another recording or
    /// microphone. Not allowed mid-utterance.
    func startStream() throws(SpeechError) {
        guard !inUtterance else { throw .busy(operation: "start a new stream") }
        let result = ps_start_stream(pointer)
        guard result >= 0 else { throw .decoderCall(operation: "ps_start_stream", code: result) }
    }

    func startUtterance() throws(SpeechError) {
        let result = ps_start_utt(pointer)
        guard result >= 0 else { throw .decoderCall(operation: "ps_start_utt", code: result) }
        inUtterance = true
    }

    /// Feeds 16 kHz mono samples; returns frames searched.
    @discardableResult
    func process(_ samples: [Int16]) throws(SpeechError) -> Int32 {
        let result = samples.withUnsafeBufferPointer { buffer in
            ps_process_raw(pointer, buffer.baseAddress, buffer.count, 0, 0)
        }
        guard result >= 0 else { throw .decoderCall(operation: "ps_process_raw", code: result) }
        return result
    }

    func endUtterance() throws(SpeechError) {
        inUtterance = false
        let result = ps_end_utt(pointer)
        guard result >= 0 else { throw .decoderCall(operation: "ps_end_utt", code: result) }
    }

    /// Decodes a whole stretch of audio as one utterance with the active search, normalised by `mean`
    /// (nil: the mean this decoder has learned so far).
    func decode(_ samples: [Int16], normalisedBy mean: [Float]?) throws(SpeechError) {
        if let mean { cepstralMean = mean }
        try startUtterance()
        try process(samples)
        try endUtterance()
    }

    /// True while the front end's voice-activity detector hears speech.
    var inSpeech: Bool { ps_get_in_speech(pointer) != 0 }

    /// The best hypothesis so far (partial during an utterance, final after it) and its path score.
    func hypothesis() -> (text: String, score: Int32)? {
        var score: Int32 = 0
        guard let text = ps_get_hyp(pointer, &score) else { return nil }
        return (String(cString: text), score)
    }

    /// The best hypothesis as word segments (token, first and last frame inclusive), in order,
    /// without the grammar's null transitions and with pronunciation variants named by their word.
    func segments() -> [WordSegment] {
        var result: [WordSegment] = []
        var iterator = ps_seg_iter(pointer)
        while let segment = iterator {
            var first: Int32 = 0
            var last: Int32 = 0
            ps_seg_frames(segment, &first, &last)
            // Grammar null transitions show up as "(NULL)"; alternate pronunciations as "word(2)".
            if let word = ps_seg_word(segment).map({ String(cString: $0) }), word != "(NULL)" {
                let token = word.hasSuffix(")") ? String(word.prefix { $0 != "(" }) : word
                result.append(
                    WordSegment(token: token, firstFrame: Int(first), lastFrame: Int(last), phones: phoneCount(word)))
            }
            iterator = ps_seg_next(segment)
        }
        return result
    }

    /// The cepstral mean the front end subtracts from streamed audio (PocketSphinx's live CMN,
    /// learned from earlier utterances). Setting it restarts the estimate from that mean; a value of
    /// another length than the model's cepstrum is ignored.
    var cepstralMean: [Float] {
        get {
            guard let normaliser = ps_get_feat(pointer)?.pointee.cmn_struct else { return [] }
            var mean = [Float](repeating: 0, count: Int(normaliser.pointee.veclen))
            cmn_live_get(normaliser, &mean)
            return mean
        }
        set {
            guard let normaliser = ps_get_feat(pointer)?.pointee.cmn_struct,
                newValue.count == Int(normaliser.pointee.veclen)
            else { return }
            cmn_live_set(normaliser, newValue)
        }
    }

    /// A front end measuring cepstral means the way this decoder's does.
    func makeMeanMeter() -> CepstralMeanMeter? { CepstralMeanMeter(config: config) }

    /// Frames decoded in the current or last utterance (100 per second).
    var frameCount: Int { Int(ps_get_n_frames(pointer)) }
}

/// One word of a hypothesis and the frames it spans (inclusive; 100 frames per second).
struct WordSegment: Sendable, Equatable {
    var token: String
    var firstFrame: Int
    var lastFrame: Int
    /// Phones in the pronunciation the decoder used (0 when unknown, e.g. silence).
    var phones: Int = 0
    var frames: Int { lastFrame - firstFrame + 1 }
}

extension SearchPruning {
    /// The pruning `config` holds now.
    init(config: OpaquePointer) {
        self.init(
            beam: cmd_ln_float_r(config, "-beam"), wordBeam: cmd_ln_float_r(config, "-wbeam"),
            phoneBeam: cmd_ln_float_r(config, "-pbeam"), maximumHMMsPerFrame: Int(cmd_ln_int_r(config, "-maxhmmpf")))
    }

    /// Writes this pruning into `config`, for the searches made after.
    func apply(to config: OpaquePointer) {
        cmd_ln_set_float_r(config, "-beam", beam)
        cmd_ln_set_float_r(config, "-wbeam", wordBeam)
        cmd_ln_set_float_r(config, "-pbeam", phoneBeam)
        cmd_ln_set_int_r(config, "-maxhmmpf", maximumHMMsPerFrame)
    }
}
