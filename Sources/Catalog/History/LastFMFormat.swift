import Foundation

/// Last.fm scrobble CSV exports: with a header (`artist`, `track`/`title` columns, any order) or headerless
/// `artist,album,track,date`. Fields may be quoted with doubled quotes inside.
enum LastFMFormat {
    static func listens(_ text: String, path: String) throws -> [(artist: String, title: String)] {
        var rows = CSV.rows(text)
        guard let first = rows.first else { throw CatalogError.badHistory(path: path, reason: "empty file") }
        var artistColumn = 0
        var titleColumn = 2
        let header = first.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }
        if let artist = header.firstIndex(of: "artist") ?? header.firstIndex(of: "artist_name") {
            guard
                let title = header.firstIndex(of: "track") ?? header.firstIndex(of: "title")
                    ?? header.firstIndex(of: "track_name") ?? header.firstIndex(of: "name")
            else {
                throw CatalogError.badHistory(path: path, reason: "the header has an artist column but no track column")
            }
            artistColumn = artist
            titleColumn = title
            rows.removeFirst()
        } else if first.count < 3 {
            throw CatalogError.badHistory(path: path, reason: "expected rows of artist,album,track,date")
        }
        return rows.compactMap { row in
            guard row.count > max(artistColumn, titleColumn) else { return nil }
            return (row[artistColumn], row[titleColumn])
        }
    }
}

/// A small RFC 4180 reader: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF.
enum CSV {
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var iterator = (text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).makeIterator()
        var pending: Character? = nil
        while let character = pending ?? iterator.next() {
            pending = nil
            if inQuotes {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { field.append("\"") } else { inQuotes = false; pending = next }
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: inQuotes = true
            case ",":
                row.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                row.append(field)
                field = ""
                if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
                row = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows
    }
}
