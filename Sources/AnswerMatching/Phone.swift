// AnswerMatching — Foundation only, pure logic.

/// The 39 CMU phones as small codes, with a substitution cost between any two.
enum Phone {
    static let symbols = [
        "AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW",
        "B", "CH", "D", "DH", "F", "G", "HH", "JH", "K", "L", "M", "N", "NG", "P", "R", "S", "SH", "T", "TH",
        "V", "W", "Y", "Z", "ZH",
    ]
    static let vowelCount = 15
    static let codes: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: symbols.enumerated().map { ($0.element, UInt8($0.offset)) })

    /// Code of a phone symbol; stress digits ("AH0") are ignored. Nil for an unknown symbol.
    static func code(_ symbol: String) -> UInt8? {
        codes[symbol.uppercased().filter(\.isLetter)]
    }

    static func isVowel(_ code: UInt8) -> Bool { code < vowelCount }

    /// Pairs that sound alike, with their substitution cost (0 same … 1 unrelated).
    static let closePairs: [(String, String, Double)] = [
        ("AA", "AH", 0.25), ("AA", "AO", 0.2), ("AH", "AO", 0.3), ("AH", "ER", 0.35), ("AH", "UH", 0.25),
        ("AH", "EH", 0.3), ("AH", "IH", 0.3), ("IH", "IY", 0.2), ("IH", "EH", 0.25), ("EH", "AE", 0.25),
        ("AE", "AA", 0.3), ("AE", "AH", 0.3), ("EY", "EH", 0.25), ("EY", "IY", 0.35), ("OW", "AO", 0.3),
        ("UW", "UH", 0.2), ("OW", "UW", 0.35), ("AY", "AA", 0.4), ("AY", "IY", 0.4), ("AW", "AA", 0.35),
        ("AW", "OW", 0.35), ("OY", "AO", 0.4), ("OY", "OW", 0.4), ("ER", "AO", 0.4),
        ("P", "B", 0.3), ("T", "D", 0.3), ("K", "G", 0.3), ("F", "V", 0.3), ("S", "Z", 0.25), ("TH", "DH", 0.2),
        ("SH", "ZH", 0.25), ("CH", "JH", 0.3), ("TH", "F", 0.4), ("DH", "D", 0.4), ("DH", "V", 0.45),
        ("S", "SH", 0.4), ("CH", "SH", 0.35), ("JH", "ZH", 0.35), ("M", "N", 0.3), ("N", "NG", 0.3),
        ("L", "R", 0.5), ("W", "V", 0.5), ("T", "TH", 0.45), ("Z", "ZH", 0.4), ("K", "CH", 0.5), ("G", "JH", 0.5),
        ("ER", "R", 0.3), ("Y", "IY", 0.4), ("W", "UW", 0.4), ("T", "CH", 0.5), ("D", "JH", 0.5),
    ]

    /// Substitution costs for every pair of codes, row-major (`count × count`).
    static let substitution: [Double] = {
        let count = symbols.count
        var table = [Double](repeating: 1, count: count * count)
        for a in 0..<count {
            for b in 0..<count where a == b { table[a * count + b] = 0 }
            for b in 0..<count where a != b && a < vowelCount && b < vowelCount { table[a * count + b] = 0.7 }
        }
        for (x, y, cost) in closePairs {
            guard let a = codes[x], let b = codes[y] else { continue }
            table[Int(a) * count + Int(b)] = cost
            table[Int(b) * count + Int(a)] = cost
        }
        return table
    }()

    /// Cost of inserting or deleting a phone: vowels and "HH" are easy to lose, consonants less so.
    static let indel: [Double] = symbols.indices.map { index in
        if index < vowelCount { return 0.7 }
        return symbols[index] == "HH" ? 0.4 : 0.85
    }

    static func cost(_ a: UInt8, _ b: UInt8) -> Double { substitution[Int(a) * symbols.count + Int(b)] }

    /// The cost tables as borrowed buffers, valid only inside ``withCosts(_:)``.
    struct Costs {
        let substitution: UnsafeBufferPointer<Double>
        let indelCosts: UnsafeBufferPointer<Double>
        let width: Int

        @inline(__always) func substitute(_ a: UInt8, _ b: UInt8) -> Double {
            substitution[Int(a) &* width &+ Int(b)]
        }
        @inline(__always) func indel(_ a: UInt8) -> Double { indelCosts[Int(a)] }
    }

    /// Runs `body` with the cost tables borrowed (no copies, no retains inside).
    static func withCosts<R>(_ body: (Costs) -> R) -> R {
        substitution.withUnsafeBufferPointer { substitution in
            indel.withUnsafeBufferPointer { indel in
                body(Costs(substitution: substitution, indelCosts: indel, width: symbols.count))
            }
        }
    }
}
