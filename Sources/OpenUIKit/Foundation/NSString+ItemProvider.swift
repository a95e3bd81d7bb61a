import Foundation

/// Strings in item providers, as Foundation's `NSString` adopts the protocols: written as UTF-8
/// plain text, read from any plain text (UTF-16 when the type says so, UTF-8 otherwise).
/// `String` goes through `NSString` (`NSItemProvider(object: text as NSString)`,
/// `loadObject(ofClass: String.self)`).
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text, then plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text"]
    }

    /// Any plain text, then any text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.utf16-plain-text", "public.plain-text", "public.text"]
    }

    /// The string's UTF-8 bytes (UTF-16 for the UTF-16 type), handed over at once.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        let encoding: String.Encoding = typeIdentifier == "public.utf16-plain-text" ? .utf16 : .utf8
        completionHandler((self as String).data(using: encoding), nil)
        return nil
    }

    /// A string decoded from `data`; throws when the bytes are not text in the type's encoding.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let encoding: String.Encoding = typeIdentifier == "public.utf16-plain-text" ? .utf16 : .utf8
        guard let text = String(data: data, encoding: encoding), let string = NSString(string: text) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, typeIdentifier)
        }
        return string
    }
}

/// `String` reads as `NSString` does, so a loaded `NSString` casts to `String`
/// (`items.first as? String`), which Apple's bridging does without this.
extension String: NSItemProviderReading {
    /// The types `NSString` reads.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        NSString.readableTypeIdentifiersForItemProvider
    }

    /// A string decoded from `data` as `NSString` decodes it.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        try NSString.object(withItemProviderData: data, typeIdentifier: typeIdentifier) as String
    }
}
