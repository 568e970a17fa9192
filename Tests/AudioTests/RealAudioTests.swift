import Testing

/// Tests that use the real audio stack (PortAudio → ALSA → the private PulseAudio server started by
/// scripts/with-virtual-audio). Serialized as a whole: two of them at once would hear each other.
@Suite(.serialized) struct RealAudioTests {}
