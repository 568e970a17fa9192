import Foundation

/// ListenBrainz listens: a JSON array, JSON Lines, or `{"payload":{"listens":[…]}}`.
enum ListenBrainzFormat {
    private struct Listen: Decodable {
        struct Metadata: Decodable {
            var artist_name: String?
            var track_name: String?
        }
        var track_metadata: Metadata?
    }

    private struct Envelope: Decodable {
        struct Payload: Decodable { var listens: [Listen] }
        var payload: Payload
    }

    static func listens(_ data: Data, path: String) throws -> [(artist: String, title: String)] {
        let decoder = JSONDecoder()
        let parsed: [Listen]
        if let array = try? decoder.decode([Listen].self, from: data) {
            parsed = array
        } else if let envelope = try? decoder.decode(Envelope.self, from: data) {
            parsed = envelope.payload.listens
        } else {
            var lines: [Listen] = []
            for line in data.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                if let listen = try? decoder.decode(Listen.self, from: Data(line)), listen.track_metadata != nil {
                    lines.append(listen)
                }
            }
            guard !lines.isEmpty else {
                throw CatalogError.badHistory(path: path, reason: "JSON that is not a list of ListenBrainz listens")
            }
            parsed = lines
        }
        return parsed.compactMap { listen in
            guard let artist = listen.track_metadata?.artist_name, let title = listen.track_metadata?.track_name else {
                return nil
            }
            return (artist, title)
        }
    }
}
