/// Finds how late the microphone hears the speakers: the lag at which the microphone signal best matches
/// the reference (what was played), by normalised cross-correlation over the last `window` samples.
///
/// The echo canceller models an echo path of a fixed length starting at its reference; most of what a room
/// adds arrives in the first milliseconds after the direct sound, and an adaptive filter converges faster and
/// deeper the fewer of its taps are spent on the bulk delay in front of it (speex on a loopback room's echo of
/// the demo pack, 44 ms late: 8–21 dB removed per half second; with the reference moved up to 0.5 ms before
/// it: 18–44 dB).
///
/// Music repeats itself: a held note or a steady beat matches the microphone almost as well at other lags (a
/// demo tune in that room: 0.63 at the true 44 ms and 0.63 at 13.5 ms, the period of its bass note). So:
/// both signals are low-passed and taken at a quarter of the sample rate (the room's fractional delay and
/// the resamplers' differing top octaves then do not decorrelate them); whitened by a linear predictor fitted
/// to the reference (order `predictorOrder`), which flattens the tones that make lags look alike; each
/// search's correlation curve joins a running average (old searches weigh `memory` as much at each new one),
/// in which the true lag stays while the lags of passing notes come and go; and a lag counts only when its
/// average matches clearly better, by `minimumDistinctness`, than every lag more than 2 ms from it. (Per
/// search alone, and at the full rate, that tune's true lag stood out in 7 of 23 windows, the first after
/// 5 s; averaged, from the sixth window on, 3.8 s in.) A single search whose lag stands out by
/// `changeDistinctness` elsewhere than the average's starts the average afresh: the path moved. Pure: fed
/// samples, returns estimates; no clock.
public struct EchoDelayEstimator: Sendable {
    /// A lag found, and how well the signals matched at it (0…1, the running average).
    public struct Estimate: Sendable, Equatable {
        public var delay: Int
        public var correlation: Double
    }

    public let maximumDelay: Int
    public let window: Int
    /// Samples between two searches.
    public let interval: Int
    /// A match below this is no estimate (speech, noise and reverberation over the echo lower it).
    public let minimumCorrelation: Double
    /// The best lag's average correlation must exceed that of every lag more than 2 ms away by this much.
    public let minimumDistinctness: Double
    /// A reference quieter than this RMS (16-bit units) over the window is no basis for a search.
    public let minimumReferenceRMS: Double
    /// Weight of the running average's past at each new search (0: each search alone).
    public let memory: Double

    /// The last `window + maximumDelay` samples of each, in step.
    private var microphone: [Float] = []
    private var reference: [Float] = []
    private var sinceSearch = 0
    /// Running sums of the coarse correlation curves (index: lag / `decimation`) and of their weights.
    private var curveSum: [Double] = []
    private var weightSum = 0.0

    static let decimation = 4
    static let predictorOrder = 16

    public init(
        maximumDelay: Int = 4_800, window: Int = 16_000, interval: Int = 8_000, minimumCorrelation: Double = 0.4,
        minimumDistinctness: Double = 0.1, minimumReferenceRMS: Double = 30, memory: Double = 0.6
    ) {
        self.minimumDistinctness = minimumDistinctness
        self.maximumDelay = maximumDelay
        self.window = window
        self.interval = interval
        self.minimumCorrelation = minimumCorrelation
        self.minimumReferenceRMS = minimumReferenceRMS
        self.memory = memory
    }

    /// Adds samples captured and played over the same span (equal counts; a shorter reference counts as
    /// silence). Returns an estimate when a search ran and found a clear lag.
    public mutating func add(microphone mic: [Int16], reference ref: [Int16]) -> Estimate? {
        microphone.append(contentsOf: mic.lazy.map(Float.init))
        reference.append(contentsOf: ref.prefix(mic.count).lazy.map(Float.init))
        reference.append(contentsOf: repeatElement(0, count: max(mic.count - ref.count, 0)))
        let keep = window + maximumDelay
        if reference.count > keep + interval {
            reference.removeFirst(reference.count - keep)
            microphone.removeFirst(microphone.count - keep)
        }
        sinceSearch += mic.count
        guard sinceSearch >= interval, reference.count >= keep else { return nil }
        sinceSearch = 0
        return search()
    }

    /// Forgets everything heard.
    public mutating func reset() {
        self = EchoDelayEstimator(
            maximumDelay: maximumDelay, window: window, interval: interval, minimumCorrelation: minimumCorrelation,
            minimumDistinctness: minimumDistinctness, minimumReferenceRMS: minimumReferenceRMS, memory: memory)
    }

    /// Correlates the last `window` microphone samples with the reference `0…maximumDelay` samples earlier,
    /// adds the curve to the average and reads the average.
    private mutating func search() -> Estimate? {
        let keep = window + maximumDelay
        let rawReference = reference.suffix(keep)
        // ref[maximumDelay + n] was played with mic[n]; lag L pairs mic[n] with ref[maximumDelay + n - L].
        let power = rawReference.suffix(window).reduce(0) { $0 + Double($1) * Double($1) } / Double(window)
        guard power.squareRoot() >= minimumReferenceRMS else { return nil }
        let step = Self.decimation
        let coarseReference = Self.decimate(Array(rawReference))
        guard let predictor = Self.predictor(of: coarseReference, order: Self.predictorOrder) else { return nil }
        let ref = Self.whiten(coarseReference, with: predictor)
        // The microphone goes through the same filters over the same span, then only its window is kept.
        let offset = maximumDelay / step
        let mic = Array(Self.whiten(Self.decimate(Array(microphone.suffix(keep))), with: predictor).dropFirst(offset))
        let curve = Self.normalisedCorrelations(mic, ref, starts: 0...offset).reversed() as [Double]
        let apart = 32 / step
        if curveSum.count != curve.count || pathMoved(curve, apart: apart) {
            // The path moved (a new intro placed its reference otherwise, the output ran late): the old
            // average would hold the old lag for seconds, while the echo may already come before the
            // reference, where nothing is cancelled.
            curveSum = [Double](repeating: 0, count: curve.count)
            weightSum = 0
        }
        for lag in curve.indices { curveSum[lag] = curveSum[lag] * memory + curve[lag] }
        weightSum = weightSum * memory + 1
        let average = curveSum.map { $0 / weightSum }
        guard let best = Self.standsOut(average, by: minimumDistinctness, apart: apart),
            average[best] >= minimumCorrelation
        else { return nil }
        // Between coarse lags: the vertex of the parabola through the best and its neighbours.
        var fraction = 0.0
        if best > 0, best < average.count - 1 {
            let left = average[best - 1], right = average[best + 1]
            let bend = left - 2 * average[best] + right
            if bend < 0 { fraction = 0.5 * (left - right) / bend }
        }
        let delay = Int(((Double(best) + fraction) * Double(step)).rounded())
        return Estimate(delay: min(max(delay, 0), maximumDelay), correlation: average[best])
    }

    /// True when `curve`, one search's, stands out by `changeDistinctness` at a lag more than `apart` from the
    /// average's best.
    private func pathMoved(_ curve: [Double], apart: Int) -> Bool {
        guard let now = Self.standsOut(curve, by: Self.changeDistinctness, apart: apart),
            let before = curveSum.indices.max(by: { curveSum[$0] < curveSum[$1] })
        else { return false }
        return abs(now - before) > apart
    }

    /// A single search that stands out by this much, at a lag more than 2 ms from the average's, starts the
    /// average afresh.
    static let changeDistinctness = 0.15

    /// The index of the curve's maximum when it exceeds every value more than `apart` from it by `margin`.
    static func standsOut(_ curve: [Double], by margin: Double, apart: Int) -> Int? {
        guard let best = curve.indices.max(by: { curve[$0] < curve[$1] }) else { return nil }
        let nearest = curve.indices.lazy.filter { abs($0 - best) > apart }.map { curve[$0] }.max() ?? -.infinity
        return curve[best] - nearest >= margin ? best : nil
    }

    /// Coefficients a[1…order] of the linear predictor x[n] ≈ −Σ a[k]·x[n−k] fitted to `samples`
    /// (autocorrelation method, Levinson–Durbin); nil for silence.
    static func predictor(of samples: [Float], order: Int) -> [Double]? {
        let autocorrelation = samples.withUnsafeBufferPointer { x in
            (0...order).map { lag in
                var sum = 0.0
                for index in lag..<x.count { sum += Double(x[index]) * Double(x[index - lag]) }
                return sum
            }
        }
        guard autocorrelation[0] > 0 else { return nil }
        var a = [Double](repeating: 0, count: order + 1)
        a[0] = 1
        var error = autocorrelation[0] * 1.0001  // a little white noise keeps the filter stable
        for i in 1...order {
            var acc = autocorrelation[i]
            for k in 1..<i { acc += a[k] * autocorrelation[i - k] }
            let reflection = -acc / error
            let previous = a
            for k in 1..<i { a[k] = previous[k] + reflection * previous[i - k] }
            a[i] = reflection
            error *= 1 - reflection * reflection
            if error <= 0 { return nil }
        }
        return Array(a.dropFirst())
    }

    /// The prediction error e[n] = x[n] + Σ a[k]·x[n−k] (samples before the start count as silence).
    static func whiten(_ samples: [Float], with predictor: [Double]) -> [Float] {
        let a = predictor.map { Float($0) }
        return samples.withUnsafeBufferPointer { x in
            (0..<x.count).map { n in
                var value = x[n]
                for k in stride(from: 1, through: min(a.count, n), by: 1) { value += a[k - 1] * x[n - k] }
                return value
            }
        }
    }

    /// Every `decimation`-th sample of the signal low-passed by a moving sum of `decimation` samples applied
    /// twice (a triangle: its first side lobe 26 dB down, where one moving sum leaves 13).
    static func decimate(_ samples: [Float]) -> [Float] {
        let factor = decimation
        let count = samples.count / factor
        return [Float](unsafeUninitializedCapacity: count) { out, initialized in
            samples.withUnsafeBufferPointer { x in
                // Triangle weights 1 2 … factor … 2 1 over the 2·factor − 1 samples ending at each kept one.
                for index in 0..<count {
                    let end = index * factor + factor - 1
                    var sum: Float = 0
                    for k in 0..<(2 * factor - 1) where end - k >= 0 {
                        sum += Float(min(k + 1, 2 * factor - 1 - k)) * x[end - k]
                    }
                    out[index] = sum
                }
            }
            initialized = count
        }
    }

    /// For each start s: Σ a[n]·b[s+n] / √(Σa² · Σb[s+n]²) over a's length. The energies of b's windows slide.
    static func normalisedCorrelations(_ a: [Float], _ b: [Float], starts: ClosedRange<Int>) -> [Double] {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let length = a.count
                var aa: Float = 0
                for index in 0..<length { aa += a[index] * a[index] }
                var bb: Float = 0
                for index in starts.lowerBound..<starts.lowerBound + length { bb += b[index] * b[index] }
                var result = [Double](repeating: 0, count: starts.count)
                for start in starts {
                    if start > starts.lowerBound {
                        let leaving = b[start - 1], entering = b[start + length - 1]
                        bb += entering * entering - leaving * leaving
                    }
                    var cross: Float = 0
                    let window = b.baseAddress! + start
                    for index in 0..<length { cross += a[index] * window[index] }
                    if aa > 0, bb > 0 {
                        result[start - starts.lowerBound] = Double(cross) / (Double(aa) * Double(bb)).squareRoot()
                    }
                }
                return result
            }
        }
    }
}
