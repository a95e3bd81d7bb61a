import UIKit

/// What a link preview shows: the page's title, its URLs and providers of its icon and image.
open class LPLinkMetadata: NSObject, NSCopying, @unchecked Sendable {
    /// The URL the app asked for.
    open var originalURL: URL?
    /// Where the page really is, after redirects and the page's own `og:url`.
    open var url: URL?
    open var title: String?
    /// The site's icon (`<link rel="icon">` or `/favicon.ico`), when fetched.
    open var iconProvider: NSItemProvider?
    /// The page's image (`og:image`), when fetched.
    open var imageProvider: NSItemProvider?
    open var videoProvider: NSItemProvider?
    open var remoteVideoURL: URL?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = LPLinkMetadata()
        copy.originalURL = originalURL
        copy.url = url
        copy.title = title
        copy.iconProvider = iconProvider
        copy.imageProvider = imageProvider
        copy.videoProvider = videoProvider
        copy.remoteVideoURL = remoteVideoURL
        return copy
    }

    open override var description: String {
        "<LPLinkMetadata url=\(url?.absoluteString ?? "nil") title=\(title ?? "nil")>"
    }
}
