import Foundation

/// Builds the questions of a game from a seed, a pool of tracks and the settings — nothing else.
///
/// The result depends only on (seed, the set of track ids in the pool with their titles, settings,
/// recentlyPlayed, the similarity function): the pool is sorted by id first, and every random choice comes
/// from `SplitMix64` streams derived from the seed. Two machines with the same inputs get the same
/// questions, choices, order and clip offsets — online matches rely on it (they pass no `recentlyPlayed`).
///
/// Rules:
/// - no song twice in a game: answers have distinct title keys (`titleKey(_:)`), so a cover or a remaster
///   of a song already asked is not asked again;
/// - songs in `recentlyPlayed` are asked only when the fresh ones run out;
/// - titles are distinct within a question;
/// - distractors don't sound alike: every pair of options scores below `maxSimilarity`; when the pool
///   cannot satisfy that, the least similar candidates fill the remaining places;
/// - fewer distinct titles than `settings.rounds` gives fewer rounds; fewer than `settings.choices` is an
///   error.
public enum QuestionBuilder {
    /// Default ceiling of `similarity` between any two options of a question.
    public static let maxDistractorSimilarity = 0.6

    /// The questions of one game.
    ///
    /// - Parameters:
    ///   - seed: the game seed.
    ///   - pool: candidate tracks, in any order; tracks sharing an id count once.
    ///   - settings: validated here.
    ///   - recentlyPlayed: ids of tracks asked in the last games, avoided while others remain.
    ///   - maxSimilarity: ceiling for `similarity` between two options.
    ///   - similarity: how alike two titles sound, 0…1 (higher = more alike). Must be deterministic.
    public static func build(
        seed: UInt64, pool: [Track], settings: GameSettings, recentlyPlayed: Set<String> = [],
        maxSimilarity: Double = maxDistractorSimilarity, similarity: (String, String) -> Double
    ) throws(QuestionBuilderError) -> [Question] {
        do { try settings.validate() } catch { throw .invalidSettings(error) }
        let tracks = canonicalPool(pool)
        let keys = tracks.map { titleKey($0.title) }
        let distinctTitles = Set(keys).count
        guard distinctTitles >= settings.choices else {
            throw .notEnoughTitles(distinct: distinctTitles, needed: settings.choices)
        }
        let answers = pickAnswers(
            seed: seed, tracks: tracks, keys: keys, rounds: settings.rounds, recentlyPlayed: recentlyPlayed)
        return answers.enumerated().map { offset, answer in
            let number = offset + 1
            var rng = SplitMix64.derived(seed: seed, purpose: .choices, index: number)
            var choices = pickDistractors(
                for: answer, count: settings.choices - 1, tracks: tracks, keys: keys, rng: &rng,
                maxSimilarity: maxSimilarity, similarity: similarity
            ).map { tracks[$0] }
            let answerIndex = rng.draw(below: settings.choices)
            choices.insert(tracks[answer], at: answerIndex)
            var clipOffset = tracks[answer].introStart
            if settings.clipJitterSeconds > 0 {
                var clipRNG = SplitMix64.derived(seed: seed, purpose: .clip, index: number)
                clipOffset += clipRNG.unit() * settings.clipJitterSeconds
            }
            return Question(number: number, answerIndex: answerIndex, choices: choices, clipOffset: clipOffset)
        }
    }

    /// The pool sorted by id, one track per id (ties broken by content, so input order never matters).
    public static func canonicalPool(_ pool: [Track]) -> [Track] {
        let sorted = pool.sorted { lhs, rhs in
            if lhs.id != rhs.id { return lhs.id < rhs.id }
            if lhs.title != rhs.title { return lhs.title < rhs.title }
            if lhs.artist != rhs.artist { return lhs.artist < rhs.artist }
            return lhs.introStart < rhs.introStart
        }
        var result: [Track] = []
        result.reserveCapacity(sorted.count)
        for track in sorted where result.last?.id != track.id {
            result.append(track)
        }
        return result
    }

    /// The key under which two titles count as the same song: lowercased, accents and bracketed parts
    /// ("(Remastered 2011)", "[Live]") removed, only letters and digits kept, words single-spaced.
    public static func titleKey(_ title: String) -> String {
        var output = ""
        var depth = 0
        var pendingSpace = false
        // Canonical decomposition splits accents off their letters ("é" → "e" + U+0301); ASCII has none.
        let decomposed = title.utf8.allSatisfy { $0 < 0x80 } ? title : title.decomposedStringWithCanonicalMapping
        for scalar in decomposed.lowercased().unicodeScalars {
            switch scalar {
            case "(", "[", "{":
                depth += 1
                pendingSpace = true
            case ")", "]", "}":
                depth = max(0, depth - 1)
                pendingSpace = true
            default:
                guard depth == 0 else { continue }
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    if pendingSpace && !output.isEmpty { output.append(" ") }
                    pendingSpace = false
                    output.unicodeScalars.append(scalar)
                } else {
                    pendingSpace = true
                }
            }
        }
        return output
    }

    // MARK: - Steps
    // Tracks are handled by their index in the canonical pool; `keys[i]` is the title key of `tracks[i]`.

    /// Indices of the answer tracks: a seeded shuffle of the pool, fresh tracks before recent ones, one per
    /// title key.
    private static func pickAnswers(
        seed: UInt64, tracks: [Track], keys: [String], rounds: Int, recentlyPlayed: Set<String>
    ) -> [Int] {
        var order = Array(tracks.indices)
        var rng = SplitMix64.derived(seed: seed, purpose: .answers)
        rng.shuffle(&order)
        let fresh = order.filter { !recentlyPlayed.contains(tracks[$0].id) }
        let recent = order.filter { recentlyPlayed.contains(tracks[$0].id) }
        var used = Set<String>()
        var answers: [Int] = []
        for index in fresh + recent where answers.count < rounds {
            if used.insert(keys[index]).inserted { answers.append(index) }
        }
        return answers
    }

    /// Indices of `count` distractors for `answer`.
    ///
    /// Candidates come in a seeded random order, drawn one at a time (a Fisher–Yates shuffle stopped as soon
    /// as enough are found, so a large pool costs little). A candidate is taken when its title key is new to
    /// the question and it scores below `maxSimilarity` against every option taken so far.
    private static func pickDistractors(
        for answer: Int, count: Int, tracks: [Track], keys: [String], rng: inout SplitMix64,
        maxSimilarity: Double, similarity: (String, String) -> Double
    ) -> [Int] {
        var candidates = Array(tracks.indices)
        var chosen = [answer]
        var usedKeys: Set<String> = [keys[answer]]
        var passedOver: [Int] = []
        var drawn = 0
        while chosen.count <= count, drawn < candidates.count {
            candidates.swapAt(drawn, drawn + rng.draw(below: candidates.count - drawn))
            let candidate = candidates[drawn]
            drawn += 1
            guard !usedKeys.contains(keys[candidate]) else { continue }
            if chosen.allSatisfy({ similarity(tracks[$0].title, tracks[candidate].title) < maxSimilarity }) {
                chosen.append(candidate)
                usedKeys.insert(keys[candidate])
            } else {
                passedOver.append(candidate)
            }
        }
        // Not enough dissimilar titles: take the least similar of the rest, earliest drawn first on ties.
        while chosen.count <= count {
            var best: (position: Int, score: Double)?
            for (position, candidate) in passedOver.enumerated() where !usedKeys.contains(keys[candidate]) {
                let score = chosen.map { similarity(tracks[$0].title, tracks[candidate].title) }.max() ?? 0
                if let current = best, !(score < current.score) { continue }
                best = (position, score)
            }
            guard let pick = best else { break }
            let candidate = passedOver.remove(at: pick.position)
            chosen.append(candidate)
            usedKeys.insert(keys[candidate])
        }
        return Array(chosen.dropFirst())
    }
}

/// Why no questions could be built.
public enum QuestionBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A setting is out of range.
    case invalidSettings(SettingsError)
    /// The pool has fewer distinct titles than options per question.
    case notEnoughTitles(distinct: Int, needed: Int)

    public var description: String {
        switch self {
        case .invalidSettings(let error):
            "invalid game settings: \(error)"
        case .notEnoughTitles(let distinct, let needed):
            "the track pool has \(distinct) distinct title\(distinct == 1 ? "" : "s") but a question needs \(needed);"
                + " add tracks to the source or ask for fewer choices (--choices)"
        }
    }
}
