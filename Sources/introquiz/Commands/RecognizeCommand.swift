import AnswerMatching
import ArgumentParsing
import Audio
import Foundation
import Speech

/// `introquiz recognize AUDIO --choices "A|B|C" [--json]`: what the recogniser makes of one recording.
enum RecognizeCommand {
    @Sendable static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitStatus {
        guard let path = arguments.positional("AUDIO") else {
            throw UsageError.missingPositional(command: "introquiz recognize", name: "AUDIO")
        }
        let choices = try ChoiceList.parse(arguments.string("choices"), command: "introquiz recognize")
        let audio = try Resampler.speechInput(try WAVFile.read(from: context.url(path)))
        let recognizer = try Recognizer(modelDirectory: arguments.string("model"))
        let speakable = try recognizer.setChoices(choices.map { MatchOption(title: $0) })
        let (decisive, last) = try recognizer.recognize(audio) { $0.isAnswer || $0.command != nil }
        let decision = decisive ?? last
        let answer = decision?.option.map { choices[$0] }
        if arguments.flag("json") {
            let object: [String: Any] = [
                "answer": answer ?? NSNull(), "option": decision?.option.map { $0 + 1 } ?? NSNull(),
                "command": decision?.command?.rawValue ?? NSNull(), "heard": decision?.heard ?? "",
                "confidence": decision?.confidence ?? 0, "reason": decision?.reason.rawValue ?? "nothing heard",
                "speakable": speakable,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            context.print(String(decoding: data, as: UTF8.self))
        } else if let answer, let option = decision?.option {
            context.print(
                "\(option + 1). \(answer)  (heard \"\(decision?.heard ?? "")\", confidence "
                    + String(format: "%.2f", decision?.confidence ?? 0) + ")")
        } else if let command = decision?.command {
            context.print("command: \(command.rawValue)  (heard \"\(decision?.heard ?? "")\")")
        } else {
            context.print("no answer (\(decision?.reason.rawValue ?? "nothing heard"); heard \"\(decision?.heard ?? "")\")")
        }
        return .ok
    }
}

/// `--choices "A|B|C"`: 2–6 titles separated by `|`.
enum ChoiceList {
    static func parse(_ text: String?, command: String) throws -> [String] {
        let choices = (text ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard (2...6).contains(choices.count) else {
            throw UsageError.badValue(
                command: command, name: "--choices", value: text ?? "", expected: "must list 2 to 6 titles separated by |")
        }
        return choices
    }
}
