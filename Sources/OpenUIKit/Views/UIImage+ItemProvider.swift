import Foundation

/// Images in item providers, as UIKit's `UIImage` adopts the protocols: written as PNG (the
/// bytes the image came from when those were PNG, else encoded by the installed renderer, so
/// headless an image with no PNG bytes writes none), read from PNG, JPEG or GIF bytes.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// PNG, then JPEG.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }

    /// PNG, JPEG, GIF, then any image.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.png", "public.jpeg", "com.compuserve.gif", "public.image"]
    }

    /// The image's PNG or JPEG bytes, handed over at once; an error when they cannot be made.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        let data = typeIdentifier == "public.jpeg" ? jpegData(compressionQuality: 0.9) : pngData()
        completionHandler(data, data == nil ? NSItemProvider.error(.unavailableCoercionError, typeIdentifier) : nil)
        return nil
    }

    /// An image from encoded bytes; throws when they are not an image.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, typeIdentifier)
        }
        return image
    }
}
