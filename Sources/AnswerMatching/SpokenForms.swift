// AnswerMatching — Foundation only, pure logic.

/// The word sequences people say for a song title.
///
/// The first form is the full title as said ("(I Can't Get No) Satisfaction" → "i can't get no satisfaction"),
/// without version or featuring notes; if it holds a number, the other usual reading follows ("one hundred
/// and one", "two thousand and twelve"). Then come shorter forms people actually use — the main part without
/// parentheticals or subtitles, a subtitle on its own, the title without a leading article or "in the",
/// the distinctive tail of "… of the …", a classical title without its key — and the forms of each alias.
/// Short forms are kept only when distinctive: never only function words or one very common word.
public enum SpokenForms {
    /// Word sequences (lowercase ASCII a–z words and apostrophes only, digits spelled out) a person may say
    /// for a title. First = full title; then partial/short forms and alias forms. No duplicates.
    ///
    /// `loneWords`: also a long word of a two-word title on its own ("rhapsody"; see `longWordsAlone`) — for a
    /// speech grammar, which hears whole words. Typed text is matched on parts of words, where such a form would
    /// let a fragment ("cali") pick a title.
    public static func forms(title: String, aliases: [String] = [], loneWords: Bool = false) -> [[String]] {
        var forms: [[String]] = []
        func add(_ words: [String], requireDistinctive: Bool) {
            guard !words.isEmpty, !forms.contains(words) else { return }
            if requireDistinctive, !CommonWords.isDistinctive(words) { return }
            forms.append(words)
        }
        func addName(_ words: [String]) {
            guard !words.allSatisfy(CommonWords.stopwords.contains) else { return }
            guard words.count > 1 || !CommonWords.common.contains(words[0]) else { return }
            add(words, requireDistinctive: false)
        }
        let parts = TitleParts(title: title).parts
        guard !parts.isEmpty else {
            add(words(title), requireDistinctive: false)
            return forms
        }
        add(parts.flatMap { words($0.full) }, requireDistinctive: false)
        add(parts.flatMap { SpokenText.words($0.full, numbers: .withAnd) }, requireDistinctive: false)
        // "Livin' on a Prayer" is also said "living on a prayer".
        add(parts.flatMap { words(restoringDroppedG($0.full)) }, requireDistinctive: false)
        for candidate in candidates(parts) {
            for shorter in [candidate] + shortenings(of: candidate) + (loneWords ? longWordsAlone(candidate) : []) {
                add(shorter, requireDistinctive: true)
            }
        }
        // Nicknames are names chosen to be told apart: kept unless only function words or one common word.
        for part in parts {
            let title = words(part.full)
            for nickname in part.nicknames {
                for form in ClassicalTitle.nicknameForms(words(nickname), title: title) where !form.isEmpty {
                    addName(form)
                }
            }
        }
        for alias in aliases {
            for aliasForm in self.forms(title: alias, loneWords: loneWords) { add(aliasForm, requireDistinctive: false) }
        }
        return forms
    }

    /// Normalise any text to spoken words (lowercase, accents folded, & → and, digits/years → words,
    /// punctuation dropped).
    public static func words(_ text: String) -> [String] { SpokenText.words(text) }

    // MARK: - Candidates

    /// Whole-title variants and the main part and subtitles on their own, each also without a leading
    /// possessive name ("Brahms' Lullaby" → "lullaby", "Pachelbel's Canon" → "canon").
    static func candidates(_ parts: [TitleParts.Part]) -> [[String]] {
        var result: [[String]] = [parts.flatMap { words($0.core) }]
        for part in parts {
            result.append(words(part.full))
            result.append(words(part.core))
            if let owned = withoutPossessive(part.core) { result.append(words(owned)) }
            // A piece that is only a section number ("No. 10 Scene") is no name for the piece.
            if part.pieces.count > 1 { result += part.pieces.map(words).filter { $0.first != "number" } }
        }
        return result
    }

    /// Words that number a section at the end of a title ("part two", "number five", "volume one").
    static let numberedSections: Set<String> = ["part", "number", "volume", "chapter", "act", "book"]
    static let articles: Set<String> = ["the", "a", "an"]
    static let leadingPrepositions: Set<String> = ["in", "on", "at", "into", "under", "over", "inside", "to"]
    /// Leading words people leave out: foreign articles and prepositions ("für elise" → "elise", "eine
    /// kleine nachtmusik" → "kleine nachtmusik"), honorifics ("mister brightside" → "brightside"), "oh".
    static let droppableLeadingWords: Set<String> = [
        "fur", "eine", "ein", "der", "die", "das", "la", "le", "les", "el", "los", "las", "il", "un", "une",
        "mister", "missus", "doctor", "oh",
    ]
    /// Kinds of piece dropped from the end of a name ("william tell overture" → "william tell").
    static let droppableTrailingGenres: Set<String> = ["overture", "suite"]

    /// Replaces a g-dropping apostrophe with the "g" ("Livin'" → "Living", "Stayin'" → "Staying").
    static func restoringDroppedG(_ text: String) -> String {
        var result = ""
        var previous: [Character] = []
        for character in text {
            if character == "'", previous.suffix(2) == ["i", "n"], previous.count > 3 {
                result.append("g")
            } else {
                result.append(character)
            }
            previous.append(character)
            if !character.isLetter { previous = character == "'" ? previous : [] }
        }
        return result
    }

    /// Shorter ways to say one candidate: without a leading article, "in the", foreign article or honorific,
    /// the distinctive tail after "of the", the ends of a long title, without a final "part two",
    /// "number one", "overture" or "suite", "symphony number five" as "the fifth symphony", and a classical
    /// title without its key ("… in d minor").
    static func shortenings(of words: [String]) -> [[String]] {
        var result: [[String]] = []
        if let keyStart = ClassicalTitle.musicalKeyStart(in: words) {
            let withoutKey = Array(words[..<keyStart])
            result.append(withoutKey)
            result += shortenings(of: withoutKey)
        }
        if let partIndex = words.lastIndex(where: numberedSections.contains), partIndex > 0,
            (1...2).contains(words.count - partIndex - 1)
        {
            let withoutPart = Array(words[..<partIndex])
            result.append(withoutPart)
            result += shortenings(of: withoutPart)
        }
        if let first = words.first, articles.contains(first) || droppableLeadingWords.contains(first),
            words.count > 1
        {
            result.append(Array(words.dropFirst()))
        }
        if let last = words.last, droppableTrailingGenres.contains(last), words.count > 1 {
            result.append(Array(words.dropLast()))
        }
        result += ClassicalTitle.ordinalForms(words)
        result += headsAndTails(words)
        if words.count > 2, leadingPrepositions.contains(words[0]), articles.contains(words[1]) {
            let rest = Array(words.dropFirst(2))
            result.append(rest)
            result += ofTheTail(rest)
        } else {
            result += ofTheTail(words)
        }
        return result
    }

    /// Ends people say for long titles (four words or more): the last two or three words when they neither
    /// start nor end with a function word ("teen spirit", "bites the dust", "row your boat"), the first
    /// two when neither is one ("twinkle twinkle", "sweet child"), and the first three when the third is no
    /// function word and the fourth begins a new phrase — a function word or a common one, not a number
    /// ("when the saints | go marching in"; not "smells like teen | spirit" or "summer of sixty | nine").
    static func headsAndTails(_ words: [String]) -> [[String]] {
        guard words.count >= 4 else { return [] }
        var result: [[String]] = []
        for length in [2, 3] {
            let tail = Array(words.suffix(length))
            if !CommonWords.stopwords.contains(tail[0]), !CommonWords.stopwords.contains(tail[length - 1]) {
                result.append(tail)
            }
        }
        let head = Array(words.prefix(2))
        if !head.contains(where: CommonWords.stopwords.contains) { result.append(head) }
        if !CommonWords.stopwords.contains(words[2]), CommonWords.weight(words[3]) < 1,
            !NumberWords.isCardinal(words[3])
        {
            result.append(Array(words.prefix(3)))
        }
        return result
    }

    /// The long words of a two-word title, each on its own ("rhapsody", "scarborough"): eight letters or more
    /// carry enough sounds to be told apart alone, while shorter ones ("center", "doodle") are found in other
    /// speech, as in a near miss ("front center" said with only *Rear Center* among the choices).
    /// Everyday words are left out even when long ("something", "tomorrow"): said alone they are talk, not a title.
    static func longWordsAlone(_ words: [String]) -> [[String]] {
        guard words.count == 2 else { return [] }
        return words.filter {
            $0.count >= minimumLoneWordLetters && CommonWords.weight($0) == 1 && !CommonWords.everyday.contains($0)
        }.map { [$0] }
    }

    /// See `longWordsAlone`.
    static let minimumLoneWordLetters = 8

    /// Contractions that look like possessives ("It's", "Let's").
    static let notPossessive: Set<String> = [
        "it's", "that's", "let's", "here's", "there's", "what's", "who's", "he's", "she's", "where's", "how's",
    ]

    /// A title part without the possessive name it starts with ("Brahms' Lullaby" → "Lullaby"); nil when it
    /// starts with none or is nothing else.
    static func withoutPossessive(_ text: String) -> String? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1, let word = words.first else { return nil }
        let first = String(word.lowercased().map { $0 == "’" ? "'" : $0 })
        guard first.count > 2, first.hasSuffix("s'") || first.hasSuffix("'s"), !notPossessive.contains(first)
        else { return nil }
        return words.dropFirst().joined(separator: " ")
    }

    /// "hall of the mountain king" → "mountain king"; only tails of two words or more.
    static func ofTheTail(_ words: [String]) -> [[String]] {
        guard let ofIndex = words.lastIndex(of: "of"), ofIndex > 0 else { return [] }
        var tail = Array(words[(ofIndex + 1)...])
        if let first = tail.first, articles.contains(first) { tail.removeFirst() }
        return tail.count >= 2 ? [tail] : []
    }
}
