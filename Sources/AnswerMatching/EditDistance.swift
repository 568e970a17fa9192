// AnswerMatching — Foundation only, pure logic.

/// Edit distances normalised to a similarity, on letters and on phones.
enum EditDistance {
    /// 1 − Levenshtein distance / longer length: 1 for equal sequences, 0 for nothing in common.
    static func letterSimilarity(_ a: [UInt8], _ b: [UInt8]) -> Double {
        if a == b { return 1 }
        let longer = max(a.count, b.count)
        guard longer > 0, !a.isEmpty, !b.isEmpty else { return 0 }
        let distance = weighted(a, b, substitute: { $0 == $1 ? 0 : 1 }, indel: { _ in 1 })
        return max(0, 1 - distance / Double(longer))
    }

    /// 1 − weighted phone edit distance / cost of the longer sequence, using ``Phone`` costs.
    static func phoneSimilarity(_ a: [UInt8], _ b: [UInt8]) -> Double {
        if a == b { return a.isEmpty ? 0 : 1 }
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        let distance = weighted(a, b, substitute: Phone.cost, indel: { Phone.indel[Int($0)] })
        let scale = max(a.reduce(0) { $0 + max(Phone.indel[Int($1)], 0.85) }, b.reduce(0) { $0 + max(Phone.indel[Int($1)], 0.85) })
        return max(0, 1 - distance / scale)
    }

    /// Weighted Levenshtein distance with one rolling row (no per-call allocation beyond two small rows).
    @inline(__always)
    static func weighted(
        _ a: [UInt8], _ b: [UInt8], substitute: (UInt8, UInt8) -> Double, indel: (UInt8) -> Double
    ) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: (b.count + 1) * 2) { buffer in
            let columns = b.count + 1
            var previous = buffer.baseAddress!
            var current = previous + columns
            previous[0] = 0
            for j in 0..<b.count { previous[j + 1] = previous[j] + indel(b[j]) }
            for i in 0..<a.count {
                let deleteCost = indel(a[i])
                current[0] = previous[0] + deleteCost
                for j in 0..<b.count {
                    let replace = previous[j] + substitute(a[i], b[j])
                    let delete = previous[j + 1] + deleteCost
                    let insert = current[j] + indel(b[j])
                    current[j + 1] = min(replace, delete, insert)
                }
                swap(&previous, &current)
            }
            return previous[b.count]
        }
    }
}
