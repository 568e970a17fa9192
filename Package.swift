// swift-tools-version: 6.0
//
// IntroQuiz — a voice-answered intro quiz for the Linux terminal.
//
// Layering (each target says what it may depend on):
//   C system libraries  → wrapped only by Audio, Speech and introquiz
//   QuizCore, AnswerMatching, ArgumentParsing, TerminalUI: Foundation/Glibc only, no I/O devices
//   Audio: C audio libraries;  Speech: AnswerMatching + C speech libraries
//   Catalog: Audio (ID3, decoding) + Foundation;  introquiz: everything
import PackageDescription

let package = Package(
    name: "IntroQuiz",
    products: [
        .executable(name: "introquiz", targets: ["introquiz"])
    ],
    targets: [
        // MARK: - C system libraries (pkg-config supplies the paths; scripts/bootstrap installs the -dev packages)
        .systemLibrary(name: "CMPG123", pkgConfig: "libmpg123", providers: [.apt(["libmpg123-dev"])]),
        .systemLibrary(name: "CPortAudio", pkgConfig: "portaudio-2.0", providers: [.apt(["portaudio19-dev"])]),
        .systemLibrary(
            name: "CPocketSphinx", pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "libsphinxbase-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(name: "CSoxr", pkgConfig: "soxr", providers: [.apt(["libsoxr-dev"])]),
        .systemLibrary(name: "CSpeexDSP", pkgConfig: "speexdsp", providers: [.apt(["libspeexdsp-dev"])]),
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        // Tiny C for what Swift cannot call (variadic callbacks). C libraries only.
        .target(name: "CShims", linkerSettings: [.linkedLibrary("asound")]),

        // MARK: - Pure logic (Foundation only)
        .target(name: "QuizCore"),
        .target(name: "AnswerMatching"),
        .target(name: "ArgumentParsing"),
        // Terminal handling: Foundation/Glibc only.
        .target(name: "TerminalUI"),

        // MARK: - I/O
        .target(name: "Audio", dependencies: ["CMPG123", "CPortAudio", "CSoxr", "CSpeexDSP", "CShims"]),
        .target(name: "Speech", dependencies: ["AnswerMatching", "Audio", "CPocketSphinx", "CEspeakNG"]),
        .target(name: "Catalog", dependencies: ["Audio", "QuizCore"]),

        // MARK: - Executable
        .executableTarget(
            name: "introquiz",
            dependencies: [
                "QuizCore", "AnswerMatching", "ArgumentParsing", "TerminalUI", "Audio", "Speech", "Catalog",
            ]),

        // Benchmark: decodes an MP3 to WAV with the Audio module (bench/run compares it with mpg123).
        .executableTarget(name: "decode-bench", dependencies: ["Audio"], path: "bench/decode"),

        // MARK: - Tests
        // Fakes for pure tests: scripted microphone, manual clock, in-memory audio sink, subprocess runner.
        .target(name: "TestSupport", dependencies: ["QuizCore", "Audio"], path: "Tests/TestSupport"),
        .testTarget(name: "QuizCoreTests", dependencies: ["QuizCore", "AnswerMatching", "TestSupport"]),
        .testTarget(name: "AnswerMatchingTests", dependencies: ["AnswerMatching"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "AudioTests", dependencies: ["Audio", "TestSupport"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "AnswerMatching", "Audio", "TestSupport"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ]
)

// One place for settings: every Swift target gets the same checks.
for target in package.targets where target.type != .system && target.name != "CShims" {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
