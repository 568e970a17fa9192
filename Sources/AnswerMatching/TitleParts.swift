// AnswerMatching — Foundation only, pure logic.

/// A song title taken apart: version and featuring notes removed, parentheticals and subtitles located.
///
/// "(I Can't Get No) Satisfaction - Remastered 2002" → leading "I Can't Get No", main "Satisfaction";
/// "Symphony No. 9: Ode to Joy" → main segments "Symphony No. 9" and "Ode to Joy";
/// "Bohemian Rhapsody (feat. X) [Live at Wembley]" → main "Bohemian Rhapsody".
struct TitleParts: Equatable {
    /// One " - "-separated part of the title, split further at ":".
    struct Part: Equatable {
        /// The text with non-version parentheticals kept in place ("Don't Fear (The Reaper)").
        var full: String
        /// The text with every parenthetical removed ("Don't Fear").
        var core: String
        /// A parenthetical that opens the part ("I Can't Get No"), if any.
        var leading: String?
        /// Pieces of `core` split at ":" and " / " ("Symphony No. 9", "Ode to Joy"); one piece when there is
        /// neither.
        var pieces: [String]
        /// Double-quoted nicknames ("Moonlight" in `Piano Sonata No. 14 "Moonlight"`); kept in `full` only.
        var nicknames: [String] = []
    }

    /// The kept parts in order; the first is the main title, the rest are subtitles.
    var parts: [Part]

    // MARK: - Parsing

    /// Words that mark a parenthetical or a dashed suffix as a version note anywhere in it.
    static let versionWords: Set<String> = [
        "remaster", "remastered", "remastering", "mastered", "live", "edit", "version", "mix", "remix", "rmx",
        "mono", "stereo", "acoustic", "demo", "instrumental", "radio", "extended", "explicit", "clean",
        "unplugged", "karaoke", "anniversary", "bonus", "deluxe", "single", "session", "sessions", "recorded",
        "rerecorded", "reprise", "bootleg", "acapella", "cappella", "orchestral", "mixed", "dub", "vip",
        "video", "audio", "lyric", "lyrics", "visualizer", "official", "soundtrack", "ost", "sped", "slowed",
        "outtake", "alternate", "remake", "cover", "medley", "excerpt", "excerpts", "abridged", "theme",
    ]
    /// Words that mark a version or featuring note only as the note's first word ("(with X)", "(From 'Y')").
    static let leadingVersionWords: Set<String> = ["feat", "ft", "featuring", "with", "from", "prod", "produced"]

    /// Whether a parenthetical or dashed suffix is a version/featuring note rather than part of the title.
    static func isVersionNote(_ text: String) -> Bool {
        let words = SpokenText.words(text)
        guard let first = words.first else { return true }
        if leadingVersionWords.contains(first) { return true }
        if words.contains(where: versionWords.contains) { return true }
        // Only a year or a number ("(1999)", "- 2011").
        return text.allSatisfy { $0.isNumber || $0.isWhitespace || $0.isPunctuation }
    }

    init(title: String) {
        let folded = SpokenText.fold(title)
        var parts: [Part] = []
        let classical = ClassicalTitle.looksClassical(folded)
        for (index, dashPart) in Self.splitTopLevel(folded, separator: " - ").enumerated() {
            let text = ClassicalTitle.stripMovementNumbers(Self.cutFeaturing(ClassicalTitle.cutCatalogue(dashPart)))
            if index > 0, Self.isVersionNote(text) { continue }
            if let part = Self.part(text, commasSeparate: classical) { parts.append(part) }
        }
        self.parts = parts
    }

    /// Splits a part into kept text and parentheticals; version notes vanish.
    static func part(_ text: String, commasSeparate: Bool = false) -> Part? {
        var full = ""
        var core = ""
        var leading: String?
        var nicknames: [String] = []
        var quote: String?
        var depth = 0
        var group = ""
        for character in text {
            if character == "\"", depth == 0 {
                if let quoted = quote {
                    nicknames.append(quoted)
                    quote = nil
                } else {
                    quote = ""
                }
                full.append(" ")
            } else if let quoted = quote, depth == 0 {
                quote = quoted + String(character)
                full.append(character)
            } else if "([{".contains(character) {
                if depth > 0 { group.append(character) }
                depth += 1
            } else if ")]}".contains(character), depth > 0 {
                depth -= 1
                if depth > 0 {
                    group.append(character)
                    continue
                }
                if !isVersionNote(group) {
                    if core.allSatisfy(\.isWhitespace) && full.allSatisfy(\.isWhitespace) { leading = group }
                    full += " " + group + " "
                }
                core += " "
                group = ""
            } else if depth > 0 {
                group.append(character)
            } else {
                full.append(character)
                core.append(character)
            }
        }
        if depth > 0 {  // unbalanced: keep what followed the opening bracket as plain text
            full += " " + group
            core += " " + group
        }
        if let quoted = quote { core += " " + quoted }  // an unclosed quote is plain text
        var pieces = splitTopLevel(core, separator: ":").flatMap { splitTopLevel($0, separator: " / ") }
        if commasSeparate { pieces = pieces.flatMap { splitTopLevel($0, separator: ", ") } }
        pieces = pieces.filter { !SpokenText.words($0).isEmpty }
        guard !SpokenText.words(full).isEmpty else { return nil }
        return Part(full: full, core: core, leading: leading, pieces: pieces, nicknames: nicknames)
    }

    /// Splits at `separator` outside brackets.
    static func splitTopLevel(_ text: String, separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth = max(0, depth - 1) }
            if depth == 0, text[index...].hasPrefix(separator) {
                parts.append(current)
                current = ""
                index = text.index(index, offsetBy: separator.count)
                continue
            }
            current.append(character)
            index = text.index(after: index)
        }
        parts.append(current)
        return parts.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Drops an unbracketed "feat. X" / "ft. X" / "featuring X" and everything after it.
    static func cutFeaturing(_ text: String) -> String {
        cut(text, atWordIn: ["feat", "feat.", "ft", "ft.", "featuring"])
    }

    static func cut(_ text: String, atWordIn markers: Set<String>) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        for (index, word) in words.enumerated() where index > 0 {
            let bare = word.lowercased().trimmingCharacters(in: ",(")
            guard markers.contains(bare) else { continue }
            var kept = words[..<index].joined(separator: " ")
            while kept.hasSuffix(",") || kept.hasSuffix(" ") { kept.removeLast() }
            return kept
        }
        return text
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var result = Substring(self)
        while let first = result.first, set.contains(first) { result.removeFirst() }
        while let last = result.last, set.contains(last) { result.removeLast() }
        return String(result)
    }
}
