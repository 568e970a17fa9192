// TerminalUI — Foundation/Glibc only.

/// One key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// A printable character: digits, letters, punctuation, any UTF-8 text (space is ``space``).
    case character(Character)
    case space
    /// Return / Enter (CR or LF).
    case enter
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Backspace (DEL or BS).
    case backspace
    /// A lone Escape, told apart from a sequence by a short timeout in the reader.
    case escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    /// F1–F12.
    case function(Int)
    /// Ctrl plus a letter, lower-case: `.control("c")` is Ctrl-C (in raw mode it does not raise SIGINT).
    case control(Character)
    /// Alt (Meta) plus a character, sent as ESC followed by it.
    case alt(Character)
    /// A sequence we do not know, with its bytes.
    case unknown([UInt8])

    /// Ctrl-C: the user wants out.
    public static let interrupt = Key.control("c")

    /// The digit 0–9 for a digit key, else `nil` (so `1`–`6` pick choices).
    public var digit: Int? {
        guard case .character(let character) = self, character.isASCII, let value = character.wholeNumberValue
        else { return nil }
        return value
    }

    /// Whether this key means "quit now": Ctrl-C or Ctrl-D (Ctrl-\ is not decoded, raw mode only).
    public var isQuit: Bool {
        self == .control("c") || self == .control("d")
    }

    public var description: String {
        switch self {
        case .character(let character): return String(character)
        case .space: return "Space"
        case .enter: return "Return"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .function(let number): return "F\(number)"
        case .control(let character): return "Ctrl-\(character.uppercased())"
        case .alt(let character): return "Alt-\(character)"
        case .unknown(let bytes): return "unknown(\(bytes.map { String($0, radix: 16) }.joined(separator: " ")))"
        }
    }
}
