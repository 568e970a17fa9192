/// Tracks when speech last ended, for measuring decision delay: a chunk counts as speech when its
/// level is well above the quietest level seen so far (a slowly rising noise floor).
struct LoudnessTracker {
    private var noiseFloor: Double = .infinity
    private var samplesSinceLoud = 0
    private(set) var heardLoud = false

    mutating func add(_ chunk: [Int16]) {
        guard !chunk.isEmpty else { return }
        var sum = 0.0
        for sample in chunk { sum += Double(sample) * Double(sample) }
        let rms = (sum / Double(chunk.count)).squareRoot()
        noiseFloor = min(noiseFloor * 1.002 + 0.01, max(rms, 1))
        if rms > max(noiseFloor * 4, 100) {
            samplesSinceLoud = 0
            heardLoud = true
        } else {
            samplesSinceLoud += chunk.count
        }
    }

    mutating func resetSpeech() {
        heardLoud = false
        samplesSinceLoud = 0
    }

    /// Milliseconds of audio since the last loud chunk (0 when none was heard).
    var millisecondsSinceSpeech: Double { heardLoud ? Double(samplesSinceLoud) / 16 : 0 }
}
