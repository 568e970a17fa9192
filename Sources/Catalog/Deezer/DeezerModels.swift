import Foundation

/// A track as Deezer's API returns it (only the fields we use; all optional because responses are untrusted).
public struct DeezerTrack: Decodable, Sendable, Hashable {
    public struct Artist: Decodable, Sendable, Hashable {
        public var id: Int?
        public var name: String?
    }

    public var id: Int
    public var readable: Bool?
    public var title: String?
    public var title_short: String?
    public var title_version: String?
    public var rank: Int?
    public var preview: String?
    public var artist: Artist?

    /// Creates a track (tests).
    public init(
        id: Int, title: String, titleShort: String? = nil, titleVersion: String? = nil, artist: String,
        rank: Int = 0, readable: Bool = true, preview: String? = nil
    ) {
        self.id = id
        self.title = title
        self.title_short = titleShort
        self.title_version = titleVersion
        self.artist = Artist(id: nil, name: artist)
        self.rank = rank
        self.readable = readable
        self.preview = preview
    }
}

/// An artist search hit.
struct DeezerArtist: Decodable, Sendable {
    var id: Int
    var name: String?
}

/// A playlist search hit (country charts are playlists owned by the "Deezer Charts" user).
struct DeezerPlaylist: Decodable, Sendable {
    struct User: Decodable, Sendable {
        var id: Int?
        var name: String?
    }
    var id: Int
    var title: String?
    var user: User?
}

/// A page of results: `data`, `total`, `next`.
struct DeezerPage<Item: Decodable & Sendable>: Decodable, Sendable {
    var data: [Item]
    var total: Int?
    var next: String?
}

/// A Deezer reply, read in one parse: the error body Deezer sends with HTTP 200
/// (`{"error":{"type":…,"message":…,"code":…}}`), or the value asked for.
enum DeezerReply<Value: Decodable>: Decodable {
    struct Failure: Decodable {
        var type: String?
        var message: String?
        var code: Int?
    }

    case failure(Failure)
    case value(Value)

    private enum Keys: String, CodingKey { case error }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Keys.self),
            let failure = try? keyed.decode(Failure.self, forKey: .error)
        {
            self = .failure(failure)
        } else {
            self = .value(try Value(from: decoder))
        }
    }
}
