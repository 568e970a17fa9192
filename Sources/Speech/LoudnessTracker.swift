import Foundation

/// Tracks when speech last ended, for measuring decision delay: a chunk counts as speech when its
/// level is well above the quietest level seen so far (a slowly rising noise floor).
struct LoudnessTracker {
    private var noiseFloor: Double = .infinity
    private var samplesSinceLoud = 0
    private(set) var heardLoud = false
    /// Levels (dBFS) of the chunks since `resetSpeech`, for the modulation measure and the loudest level.
    private var levels: [Double] = []
    /// Chunk levels `modulation` can look back over (20 s).
    private static let keptLevels = 1_000

    /// Adds one chunk of `count` samples by its energy (`PCMBuffer.sumOfSquares`).
    mutating func add(sumOfSquares sum: Double, count: Int) {
        guard count > 0 else { return }
        let rms = (sum / Double(count)).squareRoot()
        levels.append(Self.dBFS(rms: rms))
        // Trim in batches, not one level per chunk (a shift of the whole history every 20 ms): at least
        // the last `keptLevels` stay, all that `modulation` reads.
        if levels.count > 2 * Self.keptLevels { levels.removeFirst(levels.count - Self.keptLevels) }
        noiseFloor = min(noiseFloor * 1.002 + 0.01, max(rms, 1))
        if rms > max(noiseFloor * 4, 100) {
            samplesSinceLoud = 0
            heardLoud = true
        } else {
            samplesSinceLoud += count
        }
    }

    mutating func resetSpeech() {
        levels.removeAll(keepingCapacity: true)
        heardLoud = false
        samplesSinceLoud = 0
    }

    /// Standard deviation (dB) of chunk levels over the last `count` chunks: speech rises and falls
    /// with its syllables (typically > 6 dB), steady noise and hum barely move (< 2 dB).
    func modulation(lastChunks count: Int, excludingLast trailing: Int = 0) -> Double {
        let count = min(count, Self.keptLevels)
        let window = levels.suffix(max(count, 2)).dropLast(min(trailing, max(0, min(count, levels.count) - 2)))
        guard window.count >= 2 else { return 0 }
        let mean = window.reduce(0, +) / Double(window.count)
        let variance = window.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(window.count)
        return variance.squareRoot()
    }

    /// The loudest level (dBFS) among the last `count` chunks.
    func loudestDBFS(lastChunks count: Int) -> Double {
        levels.suffix(max(count, 1)).max() ?? Self.dBFS(rms: 0)
    }

    /// A chunk's level, full scale 32768; digital silence counts as one least-significant bit (≈ −90 dBFS).
    private static func dBFS(rms: Double) -> Double { 20 * log10(max(rms, 1) / 32_768) }

    /// Milliseconds of audio since the last loud chunk (0 when none was heard).
    var millisecondsSinceSpeech: Double { heardLoud ? Double(samplesSinceLoud) / 16 : 0 }
}
