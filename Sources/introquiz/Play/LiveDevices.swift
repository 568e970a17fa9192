import ArgumentParsing
import Audio
import Catalog
import Foundation
import Game
import Speech
import QuizCore

/// The real devices of a game: PortAudio output for intros, the microphone and recogniser for voice, speech
/// synthesis for hands-free prompts. Whatever is missing is switched off with a note, except a missing output
/// device, which stops `play` with a hint to use `--no-audio`.
final class LiveDevices {
    let system: AudioSystem?
    let output: AudioDevice?
    let nowPlaying = NowPlaying()
    fileprivate(set) var notes: [String] = []
    let wantsVoice: Bool
    let inputDeviceName: String?
    let modelDirectory: String?

    /// Opens what the command line asks for; done before a game is created, so a missing output device
    /// leaves no unfinished game behind.
    init(arguments: ParsedArguments) throws {
        wantsVoice = !arguments.flag("no-voice")
        inputDeviceName = arguments.string("input-device")
        modelDirectory = arguments.string("model")
        let wantsAudio = !arguments.flag("no-audio")
        guard wantsAudio || wantsVoice else {
            system = nil
            output = nil
            return
        }
        let system: AudioSystem
        do {
            system = try AudioSystem()
        } catch {
            if wantsAudio { throw Self.noSound(error) }
            notes.append(Self.voiceOff(error))
            self.system = nil
            output = nil
            return
        }
        self.system = system
        if wantsAudio {
            do {
                output = try system.outputDevice(named: arguments.string("output-device"))
            } catch {
                throw Self.noSound(error)
            }
        } else {
            output = nil
        }
    }

    /// Intro playback of `tracks` through `adapter`, or nil with `--no-audio`.
    func intro(clock: MonotonicGameClock, adapter: PlaybackAdapter, tracks: [CatalogTrack]) -> (any IntroAudio)? {
        guard let system, let output else { return nil }
        return LiveIntroAudio(
            system: system, device: output, adapter: adapter, tracks: tracks, clock: clock,
            nowPlaying: wantsVoice ? nowPlaying : nil)
    }

    /// The note when voice cannot work: keys go on.
    static func voiceOff(_ error: any Error) -> String {
        let text = "\(error)"
        return text.contains("voice answers are off") ? text : "voice off: " + text
    }

    /// The failure to report when there is no sound, with the way out (once).
    private static func noSound(_ error: any Error) -> CommandFailure {
        let text = "\(error)"
        return CommandFailure(
            text.contains("--no-audio") ? text : text + "; play without sound with --no-audio", status: .unavailable)
    }
}

extension LiveDevices {
    /// Voice answers: microphone + recogniser, or nil (with a note) when either is missing or `--no-voice`.
    func voice(clock: MonotonicGameClock, log: VoiceLog? = nil) -> LiveVoiceInput? {
        guard wantsVoice, let system else { return nil }
        do {
            let microphone = try Microphone(
                device: try system.inputDevice(named: inputDeviceName), system: system)
            let recognizer = try Recognizer(modelDirectory: modelDirectory)
            return try LiveVoiceInput(
                recognizer: recognizer, microphone: microphone, nowPlaying: nowPlaying, clock: clock, voiceLog: log)
        } catch {
            notes.append(Self.voiceOff(error))
            return nil
        }
    }

    /// Spoken prompts for hands-free mode (through the intro's output; none with `--no-audio`).
    var announcer: (any Announcer)? {
        guard let system, let output else { return nil }
        return SpokenAnnouncer(system: system, device: output)
    }
}
