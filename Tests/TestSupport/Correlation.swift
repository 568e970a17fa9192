/// Alignment of a recording with the signal it should contain.
public enum Correlation {
    /// RMS envelope of `samples` in windows of `window` samples.
    public static func envelope(_ samples: [Float], window: Int) -> [Double] {
        stride(from: 0, to: samples.count - window + 1, by: window).map { start in
            var sum = 0.0
            for index in start..<start + window { sum += Double(samples[index]) * Double(samples[index]) }
            return (sum / Double(window)).squareRoot()
        }
    }

    /// Pearson correlation of `a[lag...]` with `b` over their overlap; 0 if the overlap is empty.
    public static func pearson(_ a: [Double], _ b: [Double], lag: Int) -> Double {
        let count = min(a.count - lag, b.count)
        guard lag >= 0, count > 1 else { return 0 }
        var meanA = 0.0
        var meanB = 0.0
        for index in 0..<count {
            meanA += a[lag + index]
            meanB += b[index]
        }
        meanA /= Double(count)
        meanB /= Double(count)
        var cross = 0.0
        var varA = 0.0
        var varB = 0.0
        for index in 0..<count {
            let x = a[lag + index] - meanA
            let y = b[index] - meanB
            cross += x * y
            varA += x * x
            varB += y * y
        }
        return varA > 0 && varB > 0 ? cross / (varA * varB).squareRoot() : 0
    }

    /// The lag (in units of `a`) where `b` best matches inside `a`, and that correlation.
    public static func bestMatch(of b: [Double], in a: [Double]) -> (lag: Int, correlation: Double) {
        var best = (lag: 0, correlation: -2.0)
        for lag in 0...max(0, a.count - b.count) {
            let value = pearson(a, b, lag: lag)
            if value > best.correlation { best = (lag, value) }
        }
        return best
    }
}
