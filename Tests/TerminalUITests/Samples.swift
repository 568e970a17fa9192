@testable import TerminalUI

/// Screen models used by the layout and line-mode tests.
enum Samples {
    static let choices = [
        ChoiceItem("Ode to Joy"), ChoiceItem("Greensleeves"),
        ChoiceItem("Eine kleine Nachtmusik, Serenade No. 13 in G major, K. 525: I. Allegro — extended"),
        ChoiceItem("交響曲第9番 ニ短調 作品125「合唱付き」第4楽章", keysOnly: true), ChoiceItem("Für Elise"),
        ChoiceItem("Swan Lake", keysOnly: true),
    ]

    static let asking = QuestionScreen(
        sourceName: "Public-domain classics", questionNumber: 3, questionCount: 10, score: 120,
        rivalName: "Rival (hard)", rivalScore: 90, timeLeft: 0.62, secondsLeft: 6.2, choices: choices,
        selectedIndex: 1, micLevel: 0.8, heard: "green sleeves", status: "Say the title or press 1–6 · Esc quits")

    static var revealed: QuestionScreen {
        var model = asking
        model.reveal = RevealInfo(
            correctIndex: 0, chosenIndex: 1, title: "Ode to Joy", artist: "Ludwig van Beethoven", method: .voice,
            seconds: 1.4, points: 0, note: "Rival (hard) answered first in 2.1 s")
        return model
    }

    static var answeredRight: QuestionScreen {
        var model = asking
        model.reveal = RevealInfo(
            correctIndex: 0, chosenIndex: 0, title: "Ode to Joy", artist: "Ludwig van Beethoven", method: .voice,
            seconds: 1.4, points: 140)
        return model
    }

    static let results = ResultsScreen(
        sourceName: "Public-domain classics",
        rounds: (1...10).map { number in
            ResultsScreen.Round(
                title: number == 4 ? "交響曲第9番 ニ短調 作品125「合唱付き」" : "Song number \(number)",
                artist: "Composer \(number)", correct: number % 3 != 0, method: number == 9 ? nil : .voice,
                seconds: number == 9 ? nil : Double(number) / 2, points: number % 3 != 0 ? 100 + number : 0,
                rivalPoints: number % 2 == 0 ? 90 : 0)
        },
        total: 1234, rivalName: "Rival (hard)", rivalTotal: 450, placing: 3, placingOutOf: 12,
        status: "Return plays again · q quits")
}
