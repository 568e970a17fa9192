import Foundation

/// The result of evaluating a manifest; its JSON keys are fixed (DESIGN.md, `eval --json`).
public struct EvaluationReport: Sendable, Equatable, Codable {
    /// One sample's outcome.
    public struct Outcome: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Codable { case correct, wrong, rejected, falseAccept, correctlyRejected }
        public var audio: String
        public var expect: String?
        public var answer: String?
        public var heard: String
        public var kind: Kind
        public var reason: String
        public var confidence: Double
        public var note: String?
        public var phoneLoopMargin: Double?
        public var optionMargin: Double?
        public var echoRemovedDB: Double?
    }

    public var samples: Int
    public var inChoice: Int
    public var correct: Int
    public var accuracy: Double
    public var rejectedInChoice: Int
    public var wrong: Int
    public var outOfChoice: Int
    public var falseAccepts: Int
    public var falseAcceptRate: Double
    public var audioSeconds: Double
    public var processSeconds: Double
    public var realTimeFactor: Double
    public var medianDecisionDelayMs: Double
    public var outcomes: [Outcome]

    /// Aggregates outcomes; `delaysMs` are decision delays of answered samples.
    public init(outcomes: [Outcome], audioSeconds: Double, processSeconds: Double, delaysMs: [Double]) {
        self.outcomes = outcomes
        samples = outcomes.count
        inChoice = outcomes.filter { $0.expect != nil }.count
        correct = outcomes.filter { $0.kind == .correct }.count
        wrong = outcomes.filter { $0.kind == .wrong }.count
        rejectedInChoice = outcomes.filter { $0.kind == .rejected }.count
        outOfChoice = samples - inChoice
        falseAccepts = outcomes.filter { $0.kind == .falseAccept }.count
        accuracy = inChoice == 0 ? 0 : Double(correct) / Double(inChoice)
        falseAcceptRate = outOfChoice == 0 ? 0 : Double(falseAccepts) / Double(outOfChoice)
        self.audioSeconds = audioSeconds
        self.processSeconds = processSeconds
        realTimeFactor = audioSeconds > 0 ? processSeconds / audioSeconds : 0
        let sorted = delaysMs.sorted()
        if sorted.isEmpty {
            medianDecisionDelayMs = 0
        } else if sorted.count % 2 == 1 {
            medianDecisionDelayMs = sorted[sorted.count / 2]
        } else {
            medianDecisionDelayMs = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    /// The `eval --json` object (summary fields first; `outcomes` only when `verbose`).
    public func json(verbose: Bool = false) -> String {
        var fields: [(String, String)] = [
            ("samples", "\(samples)"), ("inChoice", "\(inChoice)"), ("correct", "\(correct)"),
            ("accuracy", Self.number(accuracy)), ("rejectedInChoice", "\(rejectedInChoice)"), ("wrong", "\(wrong)"),
            ("outOfChoice", "\(outOfChoice)"), ("falseAccepts", "\(falseAccepts)"),
            ("falseAcceptRate", Self.number(falseAcceptRate)), ("audioSeconds", Self.number(audioSeconds, digits: 1)),
            ("processSeconds", Self.number(processSeconds, digits: 2)), ("realTimeFactor", Self.number(realTimeFactor)),
            ("medianDecisionDelayMs", String(Int(medianDecisionDelayMs.rounded()))),
        ]
        if verbose, let data = try? JSONEncoder().encode(outcomes), let text = String(data: data, encoding: .utf8) {
            fields.append(("outcomes", text))
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A table of the samples that went wrong (wrong answers, false accepts, rejections) and a summary line.
    public func table() -> String {
        let failures = outcomes.filter { $0.kind == .wrong || $0.kind == .falseAccept || $0.kind == .rejected }
        var lines: [String] = []
        if !failures.isEmpty {
            lines.append(Self.row(["sample", "outcome", "expected", "answered", "heard", "why"]))
            for f in failures {
                lines.append(Self.row([f.audio, f.kind.rawValue, f.expect ?? "(none)", f.answer ?? "(none)", f.heard, f.reason]) + Self.diagnostics(f))
            }
        }
        lines.append(
            "\(correct)/\(inChoice) correct (\(Self.percent(accuracy))), \(wrong) wrong, \(rejectedInChoice) unanswered; "
                + "\(falseAccepts)/\(outOfChoice) false accepts (\(Self.percent(falseAcceptRate))); "
                + "RTF \(Self.number(realTimeFactor)), median decision delay \(Int(medianDecisionDelayMs.rounded())) ms")
        return lines.joined(separator: "\n")
    }

    private static func diagnostics(_ outcome: Outcome) -> String {
        var parts: [String] = []
        if let margin = outcome.phoneLoopMargin { parts.append("loop \(number(margin, digits: 1))") }
        if let margin = outcome.optionMargin { parts.append("option \(number(margin, digits: 1))") }
        if let removed = outcome.echoRemovedDB { parts.append("echo -\(number(removed, digits: 1)) dB") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    private static func row(_ cells: [String]) -> String {
        let widths = [14, 11, 24, 24, 30, 12]
        return zip(cells, widths).map { cell, width in
            let text = cell.count > width ? String(cell.prefix(width - 1)) + "…" : cell
            return text.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    private static func number(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.\(digits)f", value)
    }

    private static func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
}
