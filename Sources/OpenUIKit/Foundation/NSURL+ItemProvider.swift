import Foundation

/// URLs in item providers, as Foundation's `NSURL` adopts the protocols; `URL` goes through
/// `NSURL` (`NSItemProvider(object: url as NSURL)`, `loadObject(ofClass: URL.self)`). The bytes
/// are the URL's absolute string in UTF-8, where UIKit writes a property list.
extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL (a file URL is one too).
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A file URL for file URLs, a URL for the rest.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? ["public.file-url", "public.url"] : ["public.url"]
    }

    /// A URL, or a URL's text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.url", "public.file-url", "public.plain-text"]
    }

    /// The URL's absolute string as UTF-8, handed over at once.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(absoluteString.data(using: .utf8), nil)
        return nil
    }

    /// A URL parsed from UTF-8 text; throws when the bytes are not a URL.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let url = NSURL(string: text) as? Self
        else { throw NSItemProvider.error(.unexpectedValueClassError, typeIdentifier) }
        return url
    }
}

/// `URL` reads as `NSURL` does, so a loaded `NSURL` casts to `URL` (`items.first as? URL`).
extension URL: NSItemProviderReading {
    /// The types `NSURL` reads.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        NSURL.readableTypeIdentifiersForItemProvider
    }

    /// A URL parsed as `NSURL` parses it.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        try NSURL.object(withItemProviderData: data, typeIdentifier: typeIdentifier) as URL
    }
}
