// AnswerMatching — Foundation only, pure logic.
import Foundation

/// What classical titles carry that nobody says: catalogue numbers, movement numerals, keys.
///
/// "Toccata and Fugue in D Minor, BWV 565" is said "toccata and fugue"; `Piano Sonata No. 14 "Moonlight":
/// I. Adagio sostenuto` is said "moonlight sonata" or "adagio sostenuto".
enum ClassicalTitle {
    /// A catalogue number with its comma: ", Op. 9 No. 2", "BWV 565", ", K. 525", "WoO 59", "Hob. XVI:52".
    static let catalogue = try! NSRegularExpression(  // a constant pattern: a mistake fails every test at once
        pattern: #",?\s*\b(?:Op\.?|op\.|Opus|BWV|HWV|RV|KV|K\.?|WoO|Hob\.?|D\.?|S\.?)\s*"#
            + #"(?:[0-9]+[a-z]?|[IVXLC]+)(?:\s*:\s*[0-9]+)?(?:\s*,?\s*(?:No\.?|Nr\.?)\s*[0-9]+)?\b"#)
    /// A musical key: "in D Minor", "in E-flat major", "in C-sharp minor".
    static let key = try! NSRegularExpression(  // a constant pattern, as above
        pattern: #"\bin [A-G](?:[- ](?:sharp|flat))?(?: (?:major|minor))?\b"#, options: [.caseInsensitive])

    /// Removes catalogue numbers, keeping the rest: "The Nutcracker, Op. 71: Dance of the Sugar Plum Fairy"
    /// → "The Nutcracker: Dance of the Sugar Plum Fairy".
    static func cutCatalogue(_ text: String) -> String {
        let range = NSRange(text.startIndex..., in: text)
        return catalogue.stringByReplacingMatches(in: text, range: range, withTemplate: "")
    }

    /// Whether a title reads like a classical one (a catalogue number or a key), where commas separate
    /// parts ("The Four Seasons, Violin Concerto No. 1").
    static func looksClassical(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return catalogue.firstMatch(in: text, range: range) != nil || key.firstMatch(in: text, range: range) != nil
    }

    /// Drops movement numerals at the start or after a colon: "I. Allegro", ": IV. Finale".
    static func stripMovementNumbers(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        var atPieceStart = true
        while let character = rest.first {
            if atPieceStart {
                let trimmed = rest.drop { $0 == " " }
                let numeral = trimmed.prefix { "IVX".contains($0) }
                let after = trimmed.dropFirst(numeral.count)
                if (1...4).contains(numeral.count), after.hasPrefix(". ") {
                    rest = after.dropFirst(2)
                    atPieceStart = false
                    continue
                }
                atPieceStart = false
            }
            result.append(character)
            rest = rest.dropFirst()
            if character == ":" { atPieceStart = true }
        }
        return result
    }

    static let keyNotes: Set<String> = ["a", "b", "c", "d", "e", "f", "g"]
    static let keyWords: Set<String> = ["sharp", "flat", "major", "minor"]

    /// Index of "in" starting a musical key ("in d minor", "in e flat major"), if any.
    static func musicalKeyStart(in words: [String]) -> Int? {
        for index in words.indices.dropFirst() where words[index] == "in" && index + 1 < words.count {
            let rest = words[(index + 1)...]
            guard let note = rest.first, keyNotes.contains(note) else { continue }
            let following = rest.dropFirst()
            if following.isEmpty || keyWords.contains(following.first ?? "") { return index }
        }
        return nil
    }

    /// Kinds of piece people name together with a nickname ("moonlight sonata", "new world symphony").
    static let genres: [String] = [
        "sonata", "symphony", "concerto", "quartet", "quintet", "trio", "suite", "serenade", "overture", "etude",
        "prelude", "waltz", "march", "nocturne", "mass", "requiem", "variations", "rhapsody", "polonaise",
    ]

    /// "symphony number five" → "the fifth symphony", "fifth symphony" (numbers one to twenty).
    static func ordinalForms(_ words: [String]) -> [[String]] {
        guard words.count >= 3 else { return [] }
        for index in words.indices.dropLast(2) where genres.contains(words[index]) && words[index + 1] == "number" {
            guard
                let value = NumberWords.units.firstIndex(of: words[index + 2]).map({ $0 })
                    ?? (words[index + 2] == "twenty" ? 20 : nil), value > 0
            else { continue }
            let ordinal = NumberWords.spellOrdinal(value)
            return [["the"] + ordinal + [words[index]], ordinal + [words[index]]]
        }
        return []
    }

    /// Forms for a nickname: the nickname without a leading "from the"/"the", and with the piece's genre
    /// after it ("moonlight" → "moonlight sonata").
    static func nicknameForms(_ nickname: [String], title: [String]) -> [[String]] {
        var name = nickname
        for prefix in [["from", "the"], ["the"]] where name.starts(with: prefix) && name.count > prefix.count {
            name.removeFirst(prefix.count)
            break
        }
        var forms = [nickname, name]
        if let genre = genres.first(where: title.contains), !name.contains(genre) { forms.append(name + [genre]) }
        return forms
    }
}
