public import Foundation

extension SourceSpec {
    /// The source flags `introquiz play` and `introquiz sources` share, and whether each takes a value
    /// (`--chart` takes an optional country code).
    public static let flags: [(name: String, value: FlagValue)] = [
        ("--pack", .required("DIR")), ("--library", .required("DIR")), ("--playlist", .required("FILE")),
        ("--artist", .required("NAME")), ("--chart", .optional("CC")), ("--deezer-playlist", .required("ID")),
        ("--history", .required("FILE")),
    ]

    /// What a flag takes.
    public enum FlagValue: Sendable, Equatable {
        case required(String)
        case optional(String)
    }

    /// A bad source flag value; `description` says what is valid.
    public struct FlagError: Error, Equatable, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Builds a spec from a flag and its value (`nil` only for `--chart` without a country).
    /// Paths are resolved against `currentDirectory`; `~` is not expanded (the shell does that).
    public static func parse(flag: String, value: String?, currentDirectory: URL) throws(FlagError) -> SourceSpec {
        func path(_ what: String) throws(FlagError) -> URL {
            guard let value, !value.isEmpty else { throw FlagError(description: "\(flag) needs a \(what)") }
            return value.hasPrefix("/")
                ? URL(fileURLWithPath: value).standardizedFileURL
                : currentDirectory.appendingPathComponent(value).standardizedFileURL
        }
        switch flag {
        case "--pack": return .pack(try path("directory"))
        case "--library": return .library(try path("directory"))
        case "--playlist": return .playlist(try path("M3U/M3U8 file"))
        case "--history": return .history(try path("ListenBrainz JSON or Last.fm CSV file"))
        case "--artist":
            guard let name = value?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                throw FlagError(description: "--artist needs an artist name, e.g. --artist \"Daft Punk\"")
            }
            return .artist(name)
        case "--chart":
            guard let code = value, !code.isEmpty else { return .chart(country: nil) }
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw FlagError(
                    description:
                        "--chart takes a two-letter country code (e.g. FR, US) or nothing for worldwide; got \"\(code)\""
                )
            }
            return .chart(country: code.uppercased())
        case "--deezer-playlist":
            guard let text = value, let id = Int(text), id > 0 else {
                throw FlagError(
                    description:
                        "--deezer-playlist needs a numeric playlist id, e.g. --deezer-playlist 3155776842; got \"\(value ?? "")\""
                )
            }
            return .deezerPlaylist(id)
        default:
            throw FlagError(
                description: "unknown source flag \(flag); valid: \(flags.map(\.name).joined(separator: ", "))")
        }
    }
}
