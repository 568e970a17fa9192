/// What the game needs from something that plays an intro, so sessions can be tested with a fake.
/// `Player` is the real one.
public protocol IntroPlayback: AnyObject, Sendable {
    /// Starts sounding.
    func start() throws
    /// Fades out quickly and stops; returns once silent. Idempotent.
    func stop()
    /// When the first sample was heard (monotonic clock); nil before that is known.
    var audibleAt: ContinuousClock.Instant? { get }
    /// True once everything was heard, or after `stop()`.
    var isFinished: Bool { get }
    /// Returns once the slice has been heard (or stopped).
    func waitUntilFinished() async
}

/// What speech recognition needs from a microphone: 16 kHz mono Int16 in 320-sample (20 ms) chunks.
/// `Microphone` is the real one.
public protocol SpeechInput: AnyObject, Sendable {
    /// Starts delivering chunks to `handler` (on a background thread).
    func start(_ handler: @escaping @Sendable ([Int16]) -> Void) throws
    /// Stops delivering; returns once the handler will not be called again. Idempotent.
    func stop()
    /// Level of the latest chunk in dBFS (−∞ for silence).
    var level: Double { get }
}

extension Player: IntroPlayback {}
extension Microphone: SpeechInput {}
