// TerminalUI — Foundation/Glibc only.

/// Turns the bytes a terminal sends into ``Key``s. Pure: no I/O, no clock.
///
/// Feed bytes as they arrive; a sequence split across reads is kept until it completes. An ESC alone can be the
/// Escape key or the start of a sequence: when ``hasPending`` stays true for a short while (the reader uses 50 ms),
/// call ``flush()`` to decide it was Escape.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty }

    /// Adds `bytes` and returns every key they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var start = 0
        while start < pending.count {
            guard case .key(let key, let length) = Self.decodeOne(pending[start...]) else { break }
            keys.append(key)
            start += length
        }
        pending.removeFirst(start)
        return keys
    }

    /// Decides what the waiting bytes are when no more came: a leading ESC is Escape, an unfinished character
    /// is ``Key/unknown(_:)``.
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        while !pending.isEmpty {
            if pending[0] == 0x1B {
                keys.append(.escape)
                pending.removeFirst()
                keys += feed([])
            } else {
                keys.append(.unknown(pending))
                pending.removeAll()
            }
        }
        return keys
    }

    // MARK: - One key

    enum Step: Equatable {
        case key(Key, length: Int)
        case incomplete
    }

    /// Decodes the key at the start of `bytes` (never empty).
    static func decodeOne(_ bytes: ArraySlice<UInt8>) -> Step {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x20: return .key(.space, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(first + 0x60))), length: 1)
        case 0x21...0x7E: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
        case 0xC2...0xF4: return utf8Character(bytes)
        default: return .key(.unknown([first]), length: 1)
        }
    }

    /// ESC alone (incomplete), ESC ESC, CSI (`ESC [`), SS3 (`ESC O`) or Alt+character.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return .incomplete }
        switch bytes[start + 1] {
        case 0x5B: return controlSequence(bytes)
        case 0x4F:
            guard bytes.count > 2 else { return .incomplete }
            return .key(ss3Key(bytes[start + 2]) ?? .unknown(Array(bytes.prefix(3))), length: 3)
        case 0x1B:
            return .key(.escape, length: 1)
        default:
            switch decodeOne(bytes.dropFirst()) {
            case .incomplete: return .incomplete
            case .key(.character(let character), let length): return .key(.alt(character), length: length + 1)
            case .key(.space, let length): return .key(.alt(" "), length: length + 1)
            case .key(_, _): return .key(.escape, length: 1)
            }
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), final byte (0x40–0x7E).
    private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return .incomplete }
        let final = bytes[index]
        let length = index - start + 1
        let sequence = Array(bytes[start..<start + length])
        guard (0x40...0x7E).contains(final) else { return .key(.unknown(sequence), length: length) }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let firstParameter = Int(parameters.split(separator: ";").first ?? "")
        return .key(csiKey(final: final, parameter: firstParameter) ?? .unknown(sequence), length: length)
    }

    /// Arrows and Home/End: the same final byte in CSI (`ESC [ x`) and SS3 (`ESC O x`) sequences.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        default: return nil
        }
    }

    private static func csiKey(final: UInt8, parameter: Int?) -> Key? {
        if let key = cursorKey(final) { return key }
        switch final {
        case 0x5A: return .backTab
        case 0x7E:
            switch parameter {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 11, 12, 13, 14, 15: return .function(parameter! - 10)
            case 17, 18, 19, 20, 21: return .function(parameter! - 11)
            case 23, 24: return .function(parameter! - 12)
            default: return nil
            }
        default: return nil
        }
    }

    /// `ESC O x`: arrows and Home/End in application cursor mode, F1–F4, keypad Enter.
    private static func ss3Key(_ final: UInt8) -> Key? {
        if let key = cursorKey(final) { return key }
        switch final {
        case 0x4D: return .enter
        case 0x50...0x53: return .function(Int(final) - 0x4F)
        default: return nil
        }
    }

    /// A multi-byte UTF-8 character; invalid bytes become ``Key/unknown(_:)`` one at a time.
    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        let first = bytes[start]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        let available = min(length, bytes.count)
        for index in (start + 1)..<(start + available) where bytes[index] & 0xC0 != 0x80 {
            return .key(.unknown([first]), length: 1)
        }
        guard bytes.count >= length else { return .incomplete }
        let text = String(validating: bytes[start..<start + length], as: UTF8.self)
        guard let character = text?.first else { return .key(.unknown([first]), length: 1) }
        return .key(.character(character), length: length)
    }
}
