import Audio
import Game
import Speech

/// Hands-free prompts: espeak-ng speech played through the same output as the intros. The game stops
/// listening while a prompt plays, so the recogniser never takes the game's own words for an answer.
struct SpokenAnnouncer: Announcer {
    let system: AudioSystem
    let device: AudioDevice
    let synthesizer = SpeechSynthesizer()

    func say(_ text: String) async {
        guard let speech = try? synthesizer.synthesize(text),
            let player = try? Audio.Player(speech, device: device, system: system)
        else { return }
        do {
            try player.start()
            await player.waitUntilFinished()
        } catch {
            player.stop()
        }
    }
}
