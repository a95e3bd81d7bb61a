import Foundation

/// A class an item provider can make instances of from data: the type identifiers it reads, most
/// preferred first, and how it makes an instance from the bytes of one. Not tied to
/// `NSObjectProtocol` as Apple's is, so that `String` and `URL` can adopt it: Linux has no
/// bridging of `NSString` to `String` through a protocol, and `items.first as? String` on what
/// `loadObjects(ofClass: NSString.self)` gives needs `String` to be a possible reader.
public protocol NSItemProviderReading {
    /// The uniform type identifiers the class reads, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an instance from `data` of `typeIdentifier`; throws when the bytes are not that.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
