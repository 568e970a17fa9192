// AnswerMatching — Foundation only, pure logic.

/// Edit distances normalised to a similarity, on letters and on phones.
///
/// The core works on unsafe buffers so that the matcher's inner loop neither allocates nor retains.
enum EditDistance {
    /// 1 − Levenshtein distance / longer length: 1 for equal sequences, 0 for nothing in common.
    static func letterSimilarity(_ a: [UInt8], _ b: [UInt8]) -> Double {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in letterSimilarity(a, b) } }
    }

    /// 1 − weighted phone edit distance / (0.85 × longer length), using ``Phone`` costs.
    static func phoneSimilarity(_ a: [UInt8], _ b: [UInt8]) -> Double {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                Phone.withCosts { phoneSimilarity(a, b, costs: $0) }
            }
        }
    }

    static func letterSimilarity(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        if a.elementsEqual(b) { return 1 }
        let distance = levenshtein(a, b, costs: nil)
        return max(0, 1 - distance / Double(max(a.count, b.count)))
    }

    static func phoneSimilarity(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, costs: Phone.Costs
    ) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        if a.elementsEqual(b) { return 1 }
        let distance = levenshtein(a, b, costs: costs)
        // Every phone counts 0.85 in the scale, so that losing a vowel (0.7) is not almost free.
        return max(0, 1 - distance / (Double(max(a.count, b.count)) * 0.85))
    }

    /// Weighted Levenshtein distance with two rolling rows on the stack; without `costs` every edit costs 1.
    static func levenshtein(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, costs: Phone.Costs?
    ) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: (b.count + 1) * 2) { buffer in
            let columns = b.count + 1
            var previous = buffer.baseAddress!
            var current = previous + columns
            previous[0] = 0
            for j in 0..<b.count { previous[j + 1] = previous[j] + (costs?.indel(b[j]) ?? 1) }
            for i in 0..<a.count {
                let symbol = a[i]
                let deleteCost = costs?.indel(symbol) ?? 1
                current[0] = previous[0] + deleteCost
                for j in 0..<b.count {
                    let cost = costs?.substitute(symbol, b[j]) ?? (symbol == b[j] ? 0 : 1)
                    let insertCost = costs?.indel(b[j]) ?? 1
                    current[j + 1] = min(previous[j] + cost, previous[j + 1] + deleteCost, current[j] + insertCost)
                }
                swap(&previous, &current)
            }
            return previous[b.count]
        }
    }
}
