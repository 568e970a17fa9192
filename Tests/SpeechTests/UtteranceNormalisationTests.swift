import AnswerMatching
import Audio
import Foundation
import Testing

@testable import Speech

/// Per-utterance cepstral normalisation: the meter's means, the decoder's normalisation, and answers
/// surviving a change of channel (PocketSphinx's live normalisation alone carries the old channel over).
@Suite(.serialized, .enabled(if: SpeechFixtures.available)) struct UtteranceNormalisationTests {
    let decoder: Decoder
    let meter: CepstralMeanMeter
    let speech: [Int16]

    init() throws {
        decoder = try Decoder(model: #require(SpeechFixtures.model))
        meter = try #require(decoder.makeMeanMeter())
        speech = try SpeechFixtures.speech("the quick brown fox jumps over the lazy dog")
    }

    static func scaled(_ samples: [Int16], by gain: Double) -> [Int16] {
        samples.map { Int16(clamping: Int((Double($0) * gain).rounded())) }
    }

    /// Through 8 kHz and back: the band above 4 kHz is gone, as from a headset microphone.
    static func narrowband(_ samples: [Int16]) throws -> [Int16] {
        let buffer = PCMBuffer(int16: samples, sampleRate: 16_000, channels: 1)
        return try Resampler.speechInput(Resampler.convert(buffer, toRate: 8_000, channels: 1))
    }

    static func distance(_ a: ArraySlice<Float>, _ b: ArraySlice<Float>) -> Float {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    @Test func silenceHasNoMean() {
        #expect(meter.measure([Int16](repeating: 0, count: 16_000)) == nil)
        #expect(meter.measure([]) == nil)
    }

    @Test func speechHasAMeanOverItsSpeechFrames() throws {
        let measured = try #require(meter.measure(speech))
        #expect(measured.mean.count == 13)
        // ~2.5 s of speech at 100 frames per second, the padding left out by voice detection.
        #expect((150...500).contains(measured.frames), "\(measured.frames) frames")
    }

    /// Each measured by a new meter: a front end's noise estimate carries over from what it measured before.
    @Test(arguments: [(0.2, 1.0), (0.5, 1.0), (0.2, 0.5)])
    func gainMovesOnlyTheEnergyTerm(quiet: Double, loud: Double) throws {
        let soft = try #require(decoder.makeMeanMeter()?.measure(Self.scaled(speech, by: quiet))).mean
        let strong = try #require(decoder.makeMeanMeter()?.measure(Self.scaled(speech, by: loud))).mean
        #expect(strong[0] - soft[0] > 3, "c0 \(soft[0]) → \(strong[0])")
        #expect(Self.distance(soft[1...], strong[1...]) < 2, "\(soft) vs \(strong)")
    }

    @Test func narrowbandMovesTheSpectralShape() throws {
        let full = try #require(meter.measure(speech)).mean
        let narrow = try #require(meter.measure(Self.narrowband(speech))).mean
        #expect(Self.distance(full[1...], narrow[1...]) > 10, "\(full) vs \(narrow)")
    }

    @Test func decoderNormalisesWithTheMeanItIsGiven() throws {
        let measured = try #require(meter.measure(speech))
        decoder.cepstralMean = measured.mean
        #expect(decoder.cepstralMean == measured.mean)
        try decoder.setGrammar("#JSGF V1.0;\ngrammar probe;\npublic <words> = (the | quick | brown | fox | dog)+;\n")
        // Decoding the same audio keeps the mean where it is when the meter measures as the decoder does.
        try decoder.startUtterance()
        try decoder.process(speech)
        try decoder.endUtterance()
        #expect(
            Self.distance(decoder.cepstralMean[...], measured.mean[...]) < 3,
            "\(decoder.cepstralMean) vs \(measured.mean)")
        decoder.cepstralMean = [1, 2]  // wrong length: ignored
        #expect(decoder.cepstralMean.count == 13)
    }

    /// Three loud narrowband utterances teach the live normalisation a headset channel; then quieter
    /// full-band speech answers. Without the second, normalised pass none of these is answered.
    @Test func answersAfterTheChannelChanges() throws {
        let choices = ["Greensleeves", "Swan Lake", "Ode to Joy", "Yesterday"].map { MatchOption(title: $0) }
        let cases: [(said: String, option: Int)] = [
            ("Greensleeves", 0), ("Swan Lake", 1), ("Ode to Joy", 2), ("Yesterday", 3), ("number two", 1),
            ("it's swan lake", 1), ("the third one", 2), ("I think it's yesterday", 3),
        ]
        var settling: [[Int16]] = []
        for text in ["hello, are you listening to me", "what a lovely day it is today", "let us play a game of music"] {
            settling.append(try Self.narrowband(SpeechFixtures.speech(text, voice: "en-us+f3")))
        }
        var answered: [String] = []
        for (said, option) in cases {
            let recognizer = try Recognizer(
                model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon))
            try recognizer.setChoices(choices)
            for utterance in settling { _ = try SpeechFixtures.recognize(utterance, with: recognizer) }
            try recognizer.setChoices(choices)
            let decision = try SpeechFixtures.recognize(
                Self.scaled(SpeechFixtures.speech(said), by: 0.3), with: recognizer)
            if decision?.option == option { answered.append(said) }
            #expect(
                decision?.option == nil || decision?.option == option,
                "\(said): answered \(String(describing: decision))")
        }
        #expect(answered.count >= 6, "answered only \(answered)")
    }

    /// A microphone that delivers digital silence (±1 least-significant bit: muted, gated, or a virtual one
    /// with nothing playing) before the first words. The voice detector fires on it as it starts up; that
    /// utterance must not teach the live mean (its energy term fell from 41 to 24). Measured on a fresh
    /// recogniser: without the silence rule "pass", "repeat" and "Greensleeves" were lost (heard as
    /// garbage, or ambiguous); "stop" and "Swan Lake" are the hands-free game's words.
    @Test(arguments: [
        (said: "stop", option: nil as Int?, command: VoiceCommand.stop as VoiceCommand?), ("pass", nil, .pass),
        ("repeat", nil, .repeatIntro), ("Greensleeves", 0, nil), ("Swan Lake", 1, nil),
    ])
    func firstWordsAfterDigitalSilenceAreHeard(said: String, option: Int?, command: VoiceCommand?) throws {
        let recognizer = try Recognizer(
            model: #require(SpeechFixtures.model), lexicon: #require(SpeechFixtures.lexicon))
        try recognizer.setChoices(
            ["Greensleeves", "Swan Lake", "Ode to Joy", "Yesterday"].map { MatchOption(title: $0) })
        let silence = SpeechFixtures.quietNoise(seconds: 3, seed: 5, amplitude: 1)
        let words = try SpeechFixtures.words(said, voice: "en-us+m3")
        let decision = try SpeechFixtures.recognize(silence + words + silence, with: recognizer)
        #expect(decision?.option == option && decision?.command == command, "\(said): \(String(describing: decision))")
    }
}
