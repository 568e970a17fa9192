extension Player {
    /// The gain of a ducked intro: −20 dB.
    public static let duckedGain: Float = 0.1
    /// Seconds the intro takes to duck, and to come back.
    public static let duckSeconds = 0.05
    public static let unduckSeconds = 0.4

    /// Ducks the slice while someone talks over it (`true`), or brings it back (`false`).
    public func duck(_ ducked: Bool) {
        if ducked {
            setGain(Self.duckedGain, over: Self.duckSeconds)
        } else {
            setGain(1, over: Self.unduckSeconds)
        }
    }
}
