import Foundation

/// A JSON document with a format version, stored by `DocumentFile`.
protocol VersionedDocument: Codable {
    /// The format version this program writes and the newest it reads.
    static var currentVersion: Int { get }

    /// What makes a decoded document unusable (it is then treated as damaged), or nil.
    func validationProblem() -> String?
}

extension VersionedDocument {
    func validationProblem() -> String? { nil }
}

/// Loads and saves versioned JSON documents: atomic saves, damaged files moved aside, newer formats refused.
enum DocumentFile {
    private struct VersionProbe: Decodable {
        var version: Int
    }

    /// The document at `url`, or nil when there is none.
    ///
    /// - Throws: `StoreError.corrupt` after renaming a file that isn't a readable document;
    ///   `StoreError.newerVersion` (file untouched) for a format from a newer program.
    static func load<Document: VersionedDocument>(
        _ type: Document.Type, from url: URL, now: Date
    ) throws(StoreError) -> Document? {
        guard let data = try FileIO.read(url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw .corrupt(path: url.path, movedTo: FileIO.moveAside(url, now: now), reason: describe(error))
        }
        guard probe.version <= Document.currentVersion else {
            throw .newerVersion(path: url.path, version: probe.version, supported: Document.currentVersion)
        }
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: data)
        } catch {
            throw .corrupt(path: url.path, movedTo: FileIO.moveAside(url, now: now), reason: describe(error))
        }
        if let problem = document.validationProblem() {
            throw .corrupt(path: url.path, movedTo: FileIO.moveAside(url, now: now), reason: problem)
        }
        return document
    }

    /// Saves `document` to `url` atomically (pretty-printed, sorted keys, ISO 8601 dates).
    static func save<Document: VersionedDocument>(_ document: Document, to url: URL) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw .write(path: url.path, reason: "encoding: \(error)")
        }
        try FileIO.writeAtomically(data + Data("\n".utf8), to: url)
    }

    /// A short, human-readable account of a decoding failure.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            "not valid JSON" + (context.codingPath.isEmpty ? "" : " at \(path(context.codingPath))")
        case DecodingError.keyNotFound(let key, let context):
            "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(path(context.codingPath))"
        default:
            "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
