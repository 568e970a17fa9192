import Foundation

/// Deezer-shaped JSON bodies for test servers.
public enum DeezerJSON {
    public static func track(
        _ id: Int, _ title: String, artist: String = "Daft Punk", short: String? = nil, version: String = "",
        rank: Int = 500_000, readable: Bool = true, preview: String? = nil
    ) -> String {
        let previewValue = preview ?? "https://cdns-preview.example/stream/\(id).mp3"
        return """
            {"id":\(id),"readable":\(readable),"title":\(quote(title)),"title_short":\(quote(short ?? title)),\
            "title_version":\(quote(version)),"rank":\(rank),"preview":\(quote(previewValue)),\
            "artist":{"id":27,"name":\(quote(artist))},"type":"track"}
            """
    }

    public static func page(_ items: [String], total: Int? = nil, next: String? = nil) -> String {
        var text = "{\"data\":[\(items.joined(separator: ","))],\"total\":\(total ?? items.count)"
        if let next { text += ",\"next\":\(quote(next))" }
        return text + "}"
    }

    public static func error(code: Int, message: String = "x", type: String = "Exception") -> String {
        "{\"error\":{\"type\":\(quote(type)),\"message\":\(quote(message)),\"code\":\(code)}}"
    }

    public static func quote(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}

