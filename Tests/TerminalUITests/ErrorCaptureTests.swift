import Foundation
import Glibc
import Testing

@testable import TerminalUI

// Glibc declares these only under _XOPEN_SOURCE, which the Swift module map leaves out.
@_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func ptsname(_ fd: Int32) -> UnsafeMutablePointer<CChar>?

/// Standard error held back while the full-screen frame is up (`ErrorCapture`, `RawTerminal`).
@Suite(.serialized) struct ErrorCaptureTests {
    @Test(arguments: [
        ("", ""),
        ("\n\n  \n", ""),
        ("one line\n", "one line\n"),
        ("no newline at the end", "no newline at the end\n"),
        ("a\na\nb\na\n", "a (×3)\nb\n"),
        ("x\r\nx\n", "x (×2)\n"),
        (
            "warning: The echo canceller started acting funny and got slapped (reset)\n"
                + "warning: The echo canceller started acting funny and got slapped (reset)\n",
            "warning: The echo canceller started acting funny and got slapped (reset) (×2)\n"
        ),
    ])
    func summaryTellsEachLineOnceWithItsCount(_ text: String, _ expected: String) {
        #expect(ErrorCapture.summary(of: text) == expected)
    }

    /// A file standing in for standard error, and what it holds.
    struct Target {
        let url: URL
        let fd: Int32
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("error-capture-\(UUID().uuidString)")
            fd = open(url.path, O_CREAT | O_WRONLY | O_APPEND, 0o600)
            try #require(fd >= 0)
        }
        func write(_ text: String) { _ = text.withCString { Glibc.write(fd, $0, strlen($0)) } }
        var contents: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        func close() {
            Glibc.close(fd)
            try? FileManager.default.removeItem(at: url)
        }
    }

    @Test func capturedWritesMissTheTargetAndComeBackAfter() throws {
        let target = try Target()
        defer { target.close() }
        target.write("before\n")
        #expect(ErrorCapture.start(target.fd))
        #expect(!ErrorCapture.start(target.fd), "one capture at a time")
        target.write("during\n")
        target.write("during\n")
        target.write("later\n")
        #expect(target.contents == "before\n")
        let captured = ErrorCapture.stop()
        #expect(captured >= 0)
        #expect(ErrorCapture.stop() == -1)
        target.write("after\n")
        #expect(target.contents == "before\nafter\n")
        #expect(ErrorCapture.contents(of: captured) == "during\nduring\nlater\n")
    }

    /// The path taken on a signal: everything copied back as written.
    @Test func aSignalTimeStopCopiesTheCaptureAsItWas() throws {
        let target = try Target()
        defer { target.close() }
        #expect(ErrorCapture.start(target.fd))
        target.write("a\na\n")
        ErrorCapture.copy(from: ErrorCapture.stop(), to: target.fd)
        #expect(target.contents == "a\na\n")
    }

    /// A real pseudo-terminal: a warning written to standard error while the alternate screen is up shows
    /// only after the screen is left, once, with its count.
    @Test func rawTerminalShowsWarningsAfterLeavingTheAlternateScreen() throws {
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        try #require(grantpt(master) == 0 && unlockpt(master) == 0)
        let name = try #require(ptsname(master).map { String(cString: $0) })
        let terminal = open(name, O_RDWR | O_NOCTTY)
        let errors = open(name, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0 && errors >= 0)
        defer {
            close(terminal)
            close(errors)
        }
        let raw = try RawTerminal(input: terminal, output: terminal, errors: errors)
        let warning = "warning: The echo canceller started acting funny and got slapped (reset)\n"
        for _ in 0..<3 { _ = warning.withCString { write(errors, $0, strlen($0)) } }
        let during = try Self.drain(master)
        #expect(during.contains("\u{1B}[?1049h"))
        #expect(!during.contains("acting funny"), "a warning reached the frame: \(during.debugDescription)")
        raw.restore()
        let after = try Self.drain(master)
        let left = try #require(after.range(of: "\u{1B}[?1049l"))
        let shown = try #require(after.range(of: "got slapped (reset) (×3)"), "after: \(after.debugDescription)")
        #expect(left.upperBound <= shown.lowerBound)
        #expect(after.ranges(of: "acting funny").count == 1)
    }

    /// Everything the master side can read now.
    static func drain(_ master: Int32) throws -> String {
        var bytes: [UInt8] = []
        while try !Platform.waitReadable([master], timeoutMilliseconds: 200).isEmpty {
            guard let chunk = try Platform.readAvailable(master, limit: 4096), !chunk.isEmpty else { break }
            bytes += chunk
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
