import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let keys: [Key]
        var testDescription: String { name }
    }

    static let esc: UInt8 = 0x1B

    static let cases: [Case] = [
        Case(name: "digits", bytes: Array("1246".utf8), keys: "1246".map { .character($0) }),
        Case(name: "letters", bytes: Array("qY".utf8), keys: [.character("q"), .character("Y")]),
        Case(name: "CR is Return", bytes: [0x0D], keys: [.enter]),
        Case(name: "LF is Return", bytes: [0x0A], keys: [.enter]),
        Case(name: "space", bytes: [0x20], keys: [.space]),
        Case(name: "tab", bytes: [0x09], keys: [.tab]),
        Case(name: "DEL is Backspace", bytes: [0x7F], keys: [.backspace]),
        Case(name: "BS is Backspace", bytes: [0x08], keys: [.backspace]),
        Case(name: "Ctrl-C", bytes: [0x03], keys: [.control("c")]),
        Case(name: "Ctrl-D", bytes: [0x04], keys: [.control("d")]),
        Case(
            name: "CSI arrows", bytes: [esc, 0x5B, 0x41, esc, 0x5B, 0x42, esc, 0x5B, 0x43, esc, 0x5B, 0x44],
            keys: [.up, .down, .right, .left]),
        Case(
            name: "SS3 arrows", bytes: [esc, 0x4F, 0x41, esc, 0x4F, 0x42, esc, 0x4F, 0x43, esc, 0x4F, 0x44],
            keys: [.up, .down, .right, .left]),
        Case(name: "arrow with modifier", bytes: Array("\u{1B}[1;5C".utf8), keys: [.right]),
        Case(
            name: "home/end CSI", bytes: Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8),
            keys: [.home, .end, .home, .end]),
        Case(
            name: "page, insert, delete", bytes: Array("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~".utf8),
            keys: [.pageUp, .pageDown, .insert, .delete]),
        Case(
            name: "function keys", bytes: Array("\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[24~".utf8),
            keys: [.function(1), .function(4), .function(5), .function(12)]),
        Case(name: "shift-tab", bytes: Array("\u{1B}[Z".utf8), keys: [.backTab]),
        Case(name: "unknown CSI", bytes: Array("\u{1B}[99x".utf8), keys: [.unknown(Array("\u{1B}[99x".utf8))]),
        Case(name: "Alt-x", bytes: [esc, 0x78], keys: [.alt("x")]),
        Case(name: "ESC ESC then arrow", bytes: Array("\u{1B}\u{1B}[A".utf8), keys: [.escape, .up]),
        Case(name: "UTF-8 text", bytes: Array("é日🎵".utf8), keys: [.character("é"), .character("日"), .character("🎵")]),
        Case(name: "invalid UTF-8 lead", bytes: [0xFF, 0x31], keys: [.unknown([0xFF]), .character("1")]),
        Case(name: "broken UTF-8 sequence", bytes: [0xC3, 0x31], keys: [.unknown([0xC3]), .character("1")]),
        Case(name: "mixed", bytes: Array("2\r\u{1B}[B ".utf8), keys: [.character("2"), .enter, .down, .space]),
    ]

    @Test(arguments: cases)
    func decodesInOneRead(_ testCase: Case) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(testCase.bytes) == testCase.keys)
        #expect(!decoder.hasPending)
    }

    @Test(arguments: cases)
    func decodesByteByByte(_ testCase: Case) {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in testCase.bytes { keys += decoder.feed([byte]) }
        // Byte by byte, "ESC x" still reads as Alt-x: the reader only flushes after its timeout.
        #expect(keys + decoder.flush() == testCase.keys)
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func unfinishedSequenceFlushesAsEscapeThenText() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test func splitUTF8WaitsForTheRest() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.feed(bytes.prefix(2)).isEmpty)
        #expect(decoder.feed(bytes.suffix(1)) == [.character("日")])
        #expect(decoder.feed(bytes.prefix(1)).isEmpty)
        #expect(decoder.flush() == [.unknown([bytes[0]])])
    }

    @Test func keyHelpers() {
        #expect(Key.character("3").digit == 3)
        #expect(Key.character("a").digit == nil)
        #expect(Key.character("٣").digit == nil)
        #expect(Key.control("c").isQuit)
        #expect(Key.interrupt == .control("c"))
        #expect(!Key.escape.isQuit)
        #expect(Key.control("c").description == "Ctrl-C")
    }
}
