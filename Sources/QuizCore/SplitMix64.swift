/// A small, seedable pseudo-random generator that gives the same numbers on every machine.
///
/// SplitMix64 (Steele, Lea & Flood, 2014): a 64-bit counter advanced by the golden-ratio constant and
/// passed through a bit mixer. Every operation is wrapping integer arithmetic, so the stream is bit-exact
/// across platforms and Swift versions. Online matches depend on that: both sides build the same questions
/// from the same seed.
///
/// Never use the standard library's `shuffled(using:)`, `randomElement(using:)` or `Int.random(in:using:)`
/// with it: their algorithms are not promised to stay the same between Swift releases. Use `draw(below:)`,
/// `unit()` and `shuffle(_:)` here instead.
public struct SplitMix64: RandomNumberGenerator, Sendable, Codable, Hashable {
    /// The counter; the next output is a function of it alone.
    public private(set) var state: UInt64

    /// Creates a generator whose stream is fully determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A new game seed from the system's secure random source (for games started without `--seed`).
    public static func freshSeed() -> UInt64 {
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    /// A generator for one independent purpose within a game.
    ///
    /// Mixing the game seed with a purpose tag and an index (a question number) gives streams that do not
    /// shift when another purpose draws more or fewer numbers — so, for example, the rival's answer to
    /// question 3 does not depend on how many distractor candidates question 2 examined.
    public static func derived(seed: UInt64, purpose: Purpose, index: Int = 0) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ purpose.rawValue)
        let first = mixer.next()
        var indexMixer = SplitMix64(seed: first &+ UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93)
        return SplitMix64(seed: indexMixer.next())
    }

    /// The independent random streams of a game.
    public enum Purpose: UInt64, Sendable {
        /// Which tracks are asked, and in which order.
        case answers = 0x616E_7377_6572_7331
        /// Distractors and the position of the right answer within one question.
        case choices = 0x6368_6F69_6365_7331
        /// The clip offset within one question.
        case clip = 0x636C_6970_6F66_6631
        /// The CPU rival's answer to one question.
        case rival = 0x7269_7661_6C61_6E73
    }

    // MARK: - Drawing

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound`, without modulo bias.
    ///
    /// Lemire's multiply-shift method with rejection ("Fast random integer generation in an interval", 2019).
    /// - Precondition: `bound > 0`.
    public mutating func draw(below bound: Int) -> Int {
        precondition(bound > 0, "draw(below:) needs a positive bound, got \(bound)")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniform `Double` in `0..<1`, from the top 53 bits of the next output.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Shuffles `elements` in place (Fisher–Yates, from the last position down).
    public mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for last in stride(from: elements.count - 1, to: 0, by: -1) {
            let pick = draw(below: last + 1)
            if pick != last { elements.swapAt(pick, last) }
        }
    }
}
