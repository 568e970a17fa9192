/// Knobs of the answer grammar, measured on the voice sample sets (figures: bench/README.md, Voice).
///
/// Weights only work on alternatives that are words: this PocketSphinx ignores a weight on an
/// alternative that is a rule reference (`/w/ <garbage>`) — the garbage path weighted 1 or 1e-9 at the
/// top of the grammar answered every dev sample identically. On words, a weight is a penalty on the
/// path (the phone weight at 1 against 1e-10 moved dev accuracy from 7 % to 53 %).
public struct GrammarTuning: Sendable, Equatable {
    /// Weight written on each phone of the garbage loop against the others (a per-phone penalty:
    /// the loop is the only path that absorbs speech that is no answer, noise and music); 1 = none.
    public var garbagePhoneWeight: Double
    /// Weight of an option's number, letter and ordinal phrases against its title forms (1 = equal).
    /// They are short, so the decoder fits them to any speech, music or noise: most wrong and false
    /// answers were index phrases. Measured with competitor rescoring at -3, 1e-9 against 1: dev 74 right
    /// of 113 / 5 wrong / 2 false against 70 / 9 / 2; held-out 56 of 70 / 2 / 2 against 56 / 1 / 3.
    public var indexWeight: Double
    /// Include the garbage path at all (off = the plain-grammar baseline).
    public var garbage: Bool
    /// Include the shorter spoken forms of titles ("moonlight" for "Moonlight Sonata"), not just the full title.
    public var shortForms: Bool
    /// Include wrappers ("it's …"), option numbers/letters/ordinals and commands.
    public var extras: Bool

    public init(
        garbagePhoneWeight: Double = 1e-14, indexWeight: Double = 1e-9,
        garbage: Bool = true, shortForms: Bool = true, extras: Bool = true
    ) {
        self.shortForms = shortForms
        self.garbagePhoneWeight = garbagePhoneWeight
        self.indexWeight = indexWeight
        self.garbage = garbage
        self.extras = extras
    }

    /// The plain grammar of titles that the design is measured against.
    public static let baseline = GrammarTuning(garbage: false, shortForms: false, extras: false)
}

/// How the grammar learns a word can be said.
public struct WordPronunciation: Sendable, Equatable {
    /// Model phones.
    public var phones: [String]
    /// Other ways to say it (extra.dict's `word(2)` …), for a word the grammar adds to the decoder: they are
    /// added as the token's alternates. The decoder's own words bring their alternates with them.
    public var alternates: [[String]]
    /// True when the decoder's own dictionary (cmudict) already holds the word under this spelling.
    public var inDecoderDictionary: Bool

    public init(phones: [String], alternates: [[String]] = [], inDecoderDictionary: Bool) {
        self.phones = phones
        self.alternates = alternates
        self.inDecoderDictionary = inDecoderDictionary
    }
}

/// What a rescoring grammar leaves out of a question's grammar (see `Recognizer`).
public enum RivalGrammar: Sendable, Equatable {
    /// One option, all commands and the garbage loop: what the best *other* option scores.
    case withoutOption(Int)
    /// The commands: what the best path that is no command (an option, or garbage) scores.
    case withoutCommands
}

/// Builds the JSGF grammar for one question. Pure: pronunciations come from a closure.
///
/// Shape: `public <utterance> = <answer> | <command> | <garbage>;` where `<answer>` is
/// optional wrapper + (a title form | number | letter | ordinal) + optional suffix, and `<garbage>`
/// is a loop over one-phone words that absorbs everything else. Tokens are always `[a-z0-9'_]`:
/// words the decoder lacks, or whose spelling is not JSGF-safe, get a generated token added with
/// `ps_add_word`. Phrases nothing can pronounce are left out, so the grammar is valid whatever a
/// title contains.
public struct GrammarBuilder: Sendable {
    public var tuning: GrammarTuning

    public init(tuning: GrammarTuning = GrammarTuning()) { self.tuning = tuning }

    /// - Parameters:
    ///   - optionForms: per option, the word sequences people may say for its title (and aliases).
    ///   - optionPhrases: number/letter/ordinal phrases per option.
    ///   - commandPhrases: command name → phrases.
    ///   - prefixes, suffixes: wrapper phrases around an answer.
    ///   - rival: what to leave out for a rescoring grammar (nil: the question's own grammar).
    ///   - pronounce: phones for a lowercase word, or nil when nothing can say it.
    public func build(
        optionForms: [[[String]]],
        optionPhrases: [(option: Int, words: [String])],
        commandPhrases: [(command: String, words: [String])],
        prefixes: [[String]],
        suffixes: [[String]],
        rival: RivalGrammar? = nil,
        pronounce: (String) -> WordPronunciation?
    ) -> AnswerGrammar {
        var excluded: Int?
        if case .withoutOption(let option)? = rival { excluded = option }
        let keepsCommands = rival == nil
        let keepsGarbage = tuning.garbage && excluded == nil
        var grammar = AnswerGrammar(
            jsgf: "", addedWords: [:], phrases: [:], tokenWords: [:], titleSpeakable: [], prefixes: [], suffixes: [])
        var tokenCache: [String: String?] = [:]
        func token(_ word: String) -> String? {
            if let cached = tokenCache[word] { return cached }
            var result: String?
            if let pron = pronounce(word), !pron.phones.isEmpty {
                if pron.inDecoderDictionary && Self.isSafeToken(word) {
                    result = word
                } else {
                    let generated = Self.generatedToken(for: word)
                    grammar.addedWords[generated] = pron.phones
                    for (index, phones) in pron.alternates.enumerated() where !phones.isEmpty {
                        grammar.addedWords["\(generated)(\(index + 2))"] = phones
                    }
                    grammar.tokenWords[generated] = word
                    result = generated
                }
            }
            tokenCache[word] = result
            return result
        }
        func tokens(_ words: [String]) -> String? {
            guard !words.isEmpty else { return nil }
            var out: [String] = []
            for word in words {
                guard let t = token(word) else { return nil }
                out.append(t)
            }
            return out.joined(separator: " ")
        }
        func record(_ words: [String], _ meaning: PhraseMeaning) {
            let key = words.joined(separator: " ")
            if let existing = grammar.phrases[key], existing != meaning {
                grammar.phrases[key] = .ambiguous
            } else {
                grammar.phrases[key] = meaning
            }
        }

        var optionAlternatives: [[String]] = Array(repeating: [], count: optionForms.count)
        for (index, forms) in optionForms.enumerated() {
            var speakable = false
            for form in forms where index != excluded && (tuning.shortForms || form == forms.first) {
                guard let text = tokens(form) else { continue }
                speakable = true
                optionAlternatives[index].append(text)
                record(form, .option(index))
            }
            grammar.titleSpeakable.append(speakable)
        }
        var commandAlternatives: [String] = []
        var prefixAlternatives: [String] = []
        var suffixAlternatives: [String] = []
        if tuning.extras {
            for phrase in optionPhrases where phrase.option < optionForms.count && phrase.option != excluded {
                guard let text = tokens(phrase.words) else { continue }
                optionAlternatives[phrase.option].append(weighted(text, by: tuning.indexWeight))
                record(phrase.words, .option(phrase.option))
                grammar.indexPhrases.insert(phrase.words.joined(separator: " "))
            }
            for phrase in commandPhrases where keepsCommands {
                guard let text = tokens(phrase.words) else { continue }
                commandAlternatives.append(text)
                record(phrase.words, .command(phrase.command))
            }
            for prefix in prefixes {
                guard let text = tokens(prefix) else { continue }
                prefixAlternatives.append(text)
                grammar.prefixes.insert(prefix.joined(separator: " "))
            }
            for suffix in suffixes {
                guard let text = tokens(suffix) else { continue }
                suffixAlternatives.append(text)
                grammar.suffixes.insert(suffix.joined(separator: " "))
            }
        }
        grammar.jsgf = jsgfText(
            garbage: keepsGarbage,
            options: optionAlternatives, commands: commandAlternatives, prefixes: prefixAlternatives,
            suffixes: suffixAlternatives)
        if keepsGarbage {
            for (token, phone) in Self.garbageTokens { grammar.addedWords[token] = [phone] }
        }
        return grammar
    }

    // MARK: - Text

    private func jsgfText(garbage: Bool, options: [[String]], commands: [String], prefixes: [String], suffixes: [String]) -> String {
        var lines = ["#JSGF V1.0;", "grammar answer;"]
        var top: [String] = []
        let optionRules = options.enumerated().filter { !$0.element.isEmpty }
        if !optionRules.isEmpty {
            let prefix = prefixes.isEmpty ? "" : "[<prefix>] "
            let suffix = suffixes.isEmpty ? "" : " [<suffix>]"
            top.append("\(prefix)<choice>\(suffix)")
            lines.append("<choice> = " + optionRules.map { "<option\($0.offset)>" }.joined(separator: " | ") + ";")
            for (index, alternatives) in optionRules {
                lines.append("<option\(index)> = " + Self.unique(alternatives).joined(separator: " | ") + ";")
            }
            if !prefixes.isEmpty { lines.append("<prefix> = " + Self.unique(prefixes).joined(separator: " | ") + ";") }
            if !suffixes.isEmpty { lines.append("<suffix> = " + Self.unique(suffixes).joined(separator: " | ") + ";") }
        }
        if !commands.isEmpty {
            top.append("<command>")
            lines.append("<command> = " + Self.unique(commands).joined(separator: " | ") + ";")
        }
        if garbage || top.isEmpty {
            top.append("<garbage>")
            lines.append("<garbage> = <phone>+;")
            let phones = Self.garbageTokens.map { weighted($0.token, by: tuning.garbagePhoneWeight) }
            lines.append("<phone> = " + phones.joined(separator: " | ") + ";")
        }
        lines.insert("public <utterance> = " + top.joined(separator: " | ") + ";", at: 2)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSGF alternative with its weight written in front (none for 1).
    private func weighted(_ alternative: String, by value: Double) -> String {
        value == 1 ? alternative : "/\(weight(value))/ " + alternative
    }

    private func weight(_ value: Double) -> String {
        // The JSGF parser reads plain decimals only (no exponent): write 0.000…0ddd.
        let clamped = min(max(value, 1e-30), 1e6)
        var text = String(format: "%.32f", clamped)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        // Keep 4 significant digits.
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            let zeros = fraction.prefix(while: { $0 == "0" }).count
            text = String(text.prefix(text.distance(from: text.startIndex, to: dot) + 1 + zeros + 4))
        }
        return text
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    // MARK: - Tokens

    /// The garbage loop's one-phone words, token → model phone, in phone order.
    static let garbageTokens: [(token: String, phone: String)] = PhoneMap.modelPhones.sorted().map {
        (AnswerGrammar.garbagePrefix + $0.lowercased(), $0)
    }

    /// Lowercase ASCII letters, digits and apostrophes, starting with a letter.
    static func isSafeToken(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, (0x61...0x7A).contains(first.value) else { return false }
        return word.unicodeScalars.allSatisfy { (0x61...0x7A).contains($0.value) || (0x30...0x39).contains($0.value) || $0 == "'" }
    }

    /// A stable JSGF-safe token for a word that is added to the decoder: `qw_` + safe letters, with
    /// other characters written as their hex code, so different words never share a token.
    static func generatedToken(for word: String) -> String {
        var token = "qw_"
        for scalar in word.unicodeScalars {
            if (0x61...0x7A).contains(scalar.value) || (0x30...0x39).contains(scalar.value) {
                token.unicodeScalars.append(scalar)
            } else {
                token += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return token
    }
}
