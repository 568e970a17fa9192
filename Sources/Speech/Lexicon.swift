import Foundation
import Synchronization

/// Pronunciations for the recogniser and the matcher: `extra.dict` first (hand-checked), then
/// cmudict, then grapheme-to-phoneme through libespeak-ng mapped onto the model's phones.
///
/// cmudict is memory-mapped and indexed on the first lookup (tens of milliseconds), so creating a
/// Lexicon is cheap. Results are cached. Thread-safe: all state sits behind one lock.
public final class Lexicon: Sendable {
    /// Where a pronunciation came from.
    public enum Source: String, Sendable, Equatable {
        case extra, cmudict, g2p
    }

    private struct State {
        var cmudict: PronouncingDictionary
        var extra: PronouncingDictionary?
        var cache: [String: (phones: [[String]], source: Source)?] = [:]
    }

    private let state: Mutex<State>
    private let phoneMap: PhoneMap?

    /// - Parameters:
    ///   - dictionary: cmudict-en-us.dict (usually `AcousticModel.dictionary`).
    ///   - extraDictionary: models/extra.dict, if present.
    ///   - phoneMap: the espeak→CMU table; nil disables grapheme-to-phoneme.
    public init(dictionary: String, extraDictionary: String? = nil, phoneMap: PhoneMap?) throws(SpeechError) {
        let cmudict = try PronouncingDictionary(path: dictionary)
        var extra: PronouncingDictionary?
        if let extraDictionary, FileManager.default.fileExists(atPath: extraDictionary) {
            extra = try PronouncingDictionary(path: extraDictionary)
        }
        state = Mutex(State(cmudict: cmudict, extra: extra))
        self.phoneMap = phoneMap
    }

    /// The lexicon for a located model and the project's `models/` directory.
    public convenience init(model: AcousticModel, resources: ResourceDirectory?) throws(SpeechError) {
        let map = try resources.map { (dir: ResourceDirectory) throws(SpeechError) -> PhoneMap in
            try PhoneMap(contentsOf: dir.phoneTable)
        }
        try self.init(dictionary: model.dictionary, extraDictionary: resources?.extraDictionary, phoneMap: map)
    }

    /// All pronunciations of a lowercase word and where they came from; nil when nothing can say it.
    public func lookup(_ word: String) -> (phones: [[String]], source: Source)? {
        let word = word.lowercased()
        if let cached = state.withLock({ $0.cache[word] }) { return cached }
        let found = state.withLock { state -> (phones: [[String]], source: Source)? in
            if let extra = state.extra?.pronunciations(of: word), !extra.isEmpty {
                return (extra.map(Self.stripStress), .extra)
            }
            let cmu = state.cmudict.pronunciations(of: word)
            return cmu.isEmpty ? nil : (cmu.map(Self.stripStress), .cmudict)
        }
        let result = found ?? graphemeToPhoneme(word).map { ([$0], Source.g2p) }
        state.withLock { $0.cache[word] = .some(result) }
        return result
    }

    /// The first pronunciation of a word, or nil.
    public func phones(for word: String) -> [String]? { lookup(word)?.phones.first }

    /// Phones from espeak-ng for a word of Latin letters; nil for other scripts or unmapped phonemes.
    public func graphemeToPhoneme(_ word: String) -> [String]? {
        guard let phoneMap, Self.isLatinWord(word) else { return nil }
        guard let words = try? EspeakEngine.phonemes(for: word), !words.isEmpty else { return nil }
        var phones: [String] = []
        for espeakWord in words {
            guard let mapped = phoneMap.modelPhones(forEspeak: espeakWord) else { return nil }
            phones += mapped
        }
        return phones.isEmpty ? nil : phones
    }

    /// True for words made only of Latin letters (with diacritics), apostrophes and hyphens, holding at
    /// least one letter. espeak's English voice would read other scripts as "Chinese letter" etc.
    static func isLatinWord(_ word: String) -> Bool {
        var hasLetter = false
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A, 0x41...0x5A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF:
                hasLetter = true
            case 0x27, 0x2D, 0x2019:
                continue
            default:
                return false
            }
        }
        return hasLetter
    }

    private static func stripStress(_ phones: [String]) -> [String] {
        phones.map { $0.filter { !$0.isNumber } }
    }
}
