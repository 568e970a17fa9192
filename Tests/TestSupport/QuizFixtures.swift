public import QuizCore

/// Track pools and similarity functions for QuizCore tests.
public enum QuizFixtures {
    /// `count` tracks with distinct ids (`t000`, `t001`, …) and distinct titles.
    public static func pool(_ count: Int) -> [Track] {
        (0..<count).map { index in
            let id = "t" + String(repeating: "0", count: max(0, 3 - String(index).count)) + String(index)
            return Track(id: id, title: "Song \(spelled(index))", artist: "Artist \(index % 7)")
        }
    }

    /// A similarity that knows nothing sounds alike.
    public static func noSimilarity(_ lhs: String, _ rhs: String) -> Double { 0 }

    /// A similarity from an explicit table of title pairs (order-insensitive); unlisted pairs score 0.
    public static func similarity(_ pairs: [(String, String, Double)]) -> @Sendable (String, String) -> Double {
        var table: [String: Double] = [:]
        for (lhs, rhs, score) in pairs {
            table[lhs + "\u{1}" + rhs] = score
            table[rhs + "\u{1}" + lhs] = score
        }
        return { [table] lhs, rhs in lhs == rhs ? 1 : table[lhs + "\u{1}" + rhs] ?? 0 }
    }

    /// Titles that share their first letter "sound alike" (1.0); others don't (0.0).
    public static func sameInitialSimilarity(_ lhs: String, _ rhs: String) -> Double {
        lhs.lowercased().first == rhs.lowercased().first ? 1 : 0
    }

    /// A number written as words, so titles differ in more than digits ("one hundred twenty three").
    private static func spelled(_ number: Int) -> String {
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        return String(number).map { ones[Int(String($0))!] }.joined(separator: " ")
    }
}
