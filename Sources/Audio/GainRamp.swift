/// A linear change of playback gain: from `from` at `startFrame` to `to` over `frames` frames, then held.
///
/// What a `Player` ducks with while the player talks over the intro. The callback that plays the slice and
/// the echo canceller's reference both take their gains from the same ramps, so what the canceller expects
/// to hear is what the speakers played.
public struct GainRamp: Sendable, Equatable {
    public var startFrame: Int
    public var from: Float
    public var to: Float
    public var frames: Int

    public init(startFrame: Int, from: Float, to: Float, frames: Int) {
        self.startFrame = startFrame
        self.from = from
        self.to = to
        self.frames = max(0, frames)
    }

    /// The gain at `frame`: `from` up to the start, `to` from the end on, linear in between.
    public func gain(at frame: Int) -> Float {
        if frame >= startFrame + frames { return to }
        if frame <= startFrame { return from }
        return from + (to - from) * Float(frame - startFrame) / Float(frames)
    }
}

/// Every gain change of one playback, in the order they were made (each starts at or after the one before).
///
/// The gain at a frame is that of the last ramp started at or before it; 1 before the first. A new ramp
/// starts from the gain the one before it had reached, so the gain never jumps.
public struct GainSchedule: Sendable, Equatable {
    public private(set) var ramps: [GainRamp] = []

    public init() {}

    /// Adds a ramp to `gain` over `frames` frames from `frame` (moved up to the last ramp's start if earlier)
    /// and returns it.
    @discardableResult
    public mutating func ramp(to gain: Float, over frames: Int, from frame: Int) -> GainRamp {
        let start = max(frame, ramps.last?.startFrame ?? frame)
        let ramp = GainRamp(startFrame: start, from: self.gain(at: start), to: gain, frames: frames)
        ramps.append(ramp)
        return ramp
    }

    /// The gain at `frame`.
    public func gain(at frame: Int) -> Float {
        guard let last = ramps.lastIndex(where: { $0.startFrame <= frame }) else { return ramps.first?.from ?? 1 }
        return ramps[last].gain(at: frame)
    }

    /// Gains of `count` consecutive frames from `frame`.
    public func gains(from frame: Int, count: Int) -> [Float] {
        (0..<max(0, count)).map { gain(at: frame + $0) }
    }
}
