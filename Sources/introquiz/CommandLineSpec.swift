import ArgumentParsing
import QuizCore
import TerminalUI

/// The whole command line of `introquiz`, as users see it (`introquiz help`).
enum CommandLineSpec {
    static let version = "0.1.0"

    static let program = ProgramSpec(
        name: "introquiz", version: version,
        abstract: "An intro quiz for the terminal that you answer by voice, offline.",
        commands: [play, eval, recognize, record, sources, decode, listen, devices, scores, replay],
        defaultCommand: "play")

    // MARK: - Shared option groups

    /// The question sources, taken by `play` and `sources` alike.
    static let sourceOptions: [OptionSpec] = [
        OptionSpec("pack", .value(.string), valueName: "DIR", help: "a quiz pack folder (pack.json + MP3s)",
                   repeatable: true, section: "SOURCES"),
        OptionSpec("library", .value(.string), valueName: "DIR", help: "your MP3 folders, scanned recursively",
                   repeatable: true, section: "SOURCES"),
        OptionSpec("playlist", .value(.string), valueName: "FILE", help: "an M3U/M3U8 playlist",
                   repeatable: true, section: "SOURCES"),
        OptionSpec("artist", .value(.string), valueName: "NAME", help: "an artist's top tracks (Deezer previews)",
                   repeatable: true, section: "SOURCES"),
        OptionSpec("chart", .optionalValue(.string), valueName: "CC",
                   help: "the charts, worldwide or of a country code (Deezer)", repeatable: true, section: "SOURCES"),
        OptionSpec("deezer-playlist", .value(.string), valueName: "ID", help: "a public Deezer playlist",
                   repeatable: true, section: "SOURCES"),
        OptionSpec("history", .value(.string), valueName: "FILE",
                   help: "your most-listened songs: a ListenBrainz JSON or Last.fm CSV export, or 'mine'",
                   repeatable: true, section: "SOURCES"),
        OptionSpec("api-base", .value(.string), valueName: "URL", help: "Deezer API base URL",
                   defaultValue: "https://api.deezer.com", section: "SOURCES"),
    ]

    static let modelOption = OptionSpec(
        "model", .value(.string), valueName: "DIR",
        help: "acoustic model folder (else $INTROQUIZ_MODEL, models/, /usr/share/pocketsphinx/model/en-us)")
    static let choicesOption = OptionSpec(
        "choices", .value(.string), valueName: "\"A|B|C\"", help: "2 to 6 titles, separated by |")
    static let startOption = OptionSpec(
        "start", .value(.double(0...86_400)), valueName: "S", help: "start, in seconds", defaultValue: "0")
    static let inputDeviceOption = OptionSpec(
        "input-device", .value(.string), valueName: "NAME", help: "microphone by (part of) its name")
    static let outputDeviceOption = OptionSpec(
        "output-device", .value(.string), valueName: "NAME", help: "speakers by (part of) their name")

    // MARK: - Commands

    static let play = CommandSpec(
        "play", abstract: "Play a quiz (the built-in demo pack unless sources are given).",
        options: sourceOptions + [
            OptionSpec("rounds", .value(.intChoice(GameSettings.suggestedRounds)), valueName: "N",
                       help: "questions in the game", defaultValue: "10"),
            OptionSpec("choices", .value(.int(GameSettings.choicesRange)), valueName: "N",
                       help: "titles offered per question", defaultValue: "4"),
            OptionSpec("intro", .value(.double(2...30)), valueName: "SECONDS", help: "length of each intro",
                       defaultValue: "10"),
            OptionSpec("seed", .value(.string), valueName: "N", help: "play a given game again (any number)"),
            OptionSpec("no-voice", help: "answer with the keyboard only"),
            OptionSpec("no-audio", help: "play without sound (titles only)"),
            OptionSpec("hands-free", help: "spoken prompts and voice commands; advances by itself"),
            OptionSpec("rival", .value(.choice(RivalLevel.allCases.map(\.rawValue))), valueName: "LEVEL",
                       help: "play against the computer"),
            OptionSpec("theme", .value(.choice(Theme.names)), valueName: "NAME",
                       help: "colours (NO_COLOR is honoured)", defaultValue: "default"),
            OptionSpec("resume", help: "continue the last unfinished game"),
            OptionSpec("voice-log", .value(.string), valueName: "DIR",
                       help: "save what the game heard you say into DIR/manifest.json (then run eval on it)"),
            modelOption, inputDeviceOption, outputDeviceOption,
        ])

    static let eval = CommandSpec(
        "eval", abstract: "Measure voice recognition on recordings listed in a manifest.",
        discussion: "The manifest lists WAV files, the choices shown and the expected answer (or null).",
        options: [
            OptionSpec("json", help: "one JSON object with the figures on stdout"),
            OptionSpec("verbose", help: "one line per sample"),
            OptionSpec("plain-grammar", help: "the baseline: a grammar of the titles only, no rejection"),
            modelOption,
        ],
        positionals: [PositionalSpec("MANIFEST", help: "a manifest.json")])

    static let recognize = CommandSpec(
        "recognize", abstract: "Recognise one recording against a set of choices.",
        options: [
            choicesOption,
            OptionSpec("json", help: "the decision as JSON"),
            modelOption,
        ],
        positionals: [PositionalSpec("AUDIO", help: "a WAV file")])

    static let record = CommandSpec(
        "record", abstract: "Record your own voice samples into a manifest (then run eval on it).",
        options: [
            choicesOption,
            OptionSpec("out", .value(.string), valueName: "DIR", help: "folder of the manifest (created)"),
            OptionSpec("seconds", .value(.double(1...30)), valueName: "S", help: "longest recording",
                       defaultValue: "5"),
            OptionSpec("over", .value(.string), valueName: "CLIP",
                       help: "play this MP3 while recording (speech over music; what played is saved for eval)"),
            startOption,
            inputDeviceOption, outputDeviceOption,
        ])

    static let sources = CommandSpec(
        "sources", abstract: "Show what question sources resolve to, without playing.",
        options: sourceOptions)

    static let decode = CommandSpec(
        "decode", abstract: "Decode a slice of an MP3 to a WAV file.",
        options: [
            startOption,
            OptionSpec("seconds", .value(.double(0.01...86_400)), valueName: "S", help: "length (default: to the end)"),
            OptionSpec("out", .value(.string), valueName: "FILE.wav", help: "where to write the WAV"),
        ],
        positionals: [PositionalSpec("CLIP", help: "an MP3 file")])

    static let listen = CommandSpec(
        "listen", abstract: "Play the intro of an MP3.",
        options: [
            startOption,
            OptionSpec("seconds", .value(.double(0.1...600)), valueName: "S", help: "length", defaultValue: "10"),
            outputDeviceOption,
        ],
        positionals: [PositionalSpec("CLIP", help: "an MP3 file")])

    static let devices = CommandSpec("devices", abstract: "List audio devices (speakers and microphones).")

    static let scores = CommandSpec(
        "scores", abstract: "Show the leaderboards and the songs you know best.",
        options: [OptionSpec("json", help: "as JSON")])

    static let replay = CommandSpec(
        "replay", abstract: "Walk through a finished game, question by question.",
        positionals: [PositionalSpec("FILE", help: "a saved game (default: the last finished one)", isOptional: true)])
}
