// AnswerMatching — Foundation only, pure logic.

/// How much a spoken word tells titles apart.
///
/// Function words ("the", "of", "me") carry little; words common in song titles ("love", "baby", "night")
/// carry some; every other word carries full weight. Used to keep short forms distinctive and to weigh
/// words when matching.
enum CommonWords {
    /// Function words: articles, prepositions, pronouns, auxiliaries, conjunctions.
    static let stopwords: Set<String> = [
        "a", "an", "the", "of", "in", "on", "at", "to", "into", "onto", "for", "from", "by", "with", "without",
        "and", "or", "but", "nor", "so", "as", "if", "than", "then", "up", "down", "out", "off", "over", "under",
        "i", "me", "my", "mine", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it", "its",
        "we", "us", "our", "they", "them", "their", "this", "that", "these", "those", "what", "who", "whom",
        "is", "am", "are", "was", "were", "be", "been", "being", "do", "does", "did", "have", "has", "had",
        "will", "would", "can", "could", "shall", "should", "may", "might", "must", "not", "no", "yes",
        "i'm", "it's", "don't", "can't", "won't", "i'll", "you're", "i've", "we're", "that's", "ain't",
        "oh", "o", "ah", "ooh", "yeah", "la", "na", "all", "some", "just", "too", "very", "here", "there",
        "when", "where", "why", "how", "about", "like", "n", "s", "t", "y", "d", "m", "re", "ll", "ve",
    ]

    /// Content words so frequent in song titles that one alone does not pick a song.
    static let common: Set<String> = [
        "love", "baby", "girl", "boy", "heart", "night", "day", "time", "world", "life", "song", "dance",
        "man", "woman", "go", "come", "let", "want", "need", "know", "say", "feel", "get", "got", "good",
        "never", "way", "one", "two", "home", "little", "make", "take", "back", "away", "again", "tonight",
        "forever", "people", "wanna", "gonna", "together", "light", "dream", "dreams", "fire", "sun", "rain",
        "blue", "red", "black", "white", "stay", "run", "fall", "free", "tell", "see", "look", "give",
        "blues", "theme", "symphony", "number", "part", "opus", "major", "minor", "sharp", "flat", "sweet",
        "new", "old", "boys", "girls", "hey", "love's", "lady", "crazy", "mind", "eyes", "hold", "alone",
        "music", "rock", "roll", "party", "summer", "christmas", "city", "road", "last", "first", "only",
        // Classical movement and section words: many pieces share them.
        "allegro", "adagio", "andante", "moderato", "presto", "largo", "lento", "vivace", "allegretto", "molto",
        "con", "brio", "ma", "non", "troppo", "assai", "poco", "piu", "sostenuto", "cantabile", "maestoso",
        "grave", "act", "scene", "movement",
    ]

    /// Long words of everyday talk: full weight in a title, but said alone they are talk, not a title (see
    /// `SpokenForms.longWordsAlone`).
    static let everyday: Set<String> = [
        "something", "everything", "anything", "somebody", "everybody", "anybody", "everyone", "someone",
        "yourself", "ourselves", "themselves", "tomorrow", "yesterday", "remember", "whatever", "whenever",
        "wherever", "sometimes", "everywhere", "somewhere", "beautiful", "wonderful", "thinking", "goodnight",
        "probably", "actually", "question",
    ]

    /// Weight of one word: 0.2 function word, 0.5 common title word or very short word, 1 otherwise.
    static func weight(_ word: String) -> Double {
        if stopwords.contains(word) { return 0.2 }
        if common.contains(word) || word.count <= 2 { return 0.5 }
        return 1
    }

    /// Total weight of a phrase.
    static func weight(_ words: [String]) -> Double { words.reduce(0) { $0 + weight($1) } }

    /// Whether a short form says enough to pick a song on its own: at least one full-weight word of four
    /// letters or more, or a total weight of at least 2 ("tender love" stays; "love", "the way" or
    /// "allegro con brio" do not).
    static func isDistinctive(_ words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        if words.contains(where: { weight($0) >= 1 && $0.count >= 4 }) { return true }
        return weight(words) >= 2
    }
}
