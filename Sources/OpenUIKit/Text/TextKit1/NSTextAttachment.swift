import Foundation

/// Something shown in text in place of a character (U+FFFC, `NSTextAttachment.character`,
/// carrying the `.attachment` attribute): an image, or data of a type. Text layout gives the
/// character the attachment's bounds (the image's size when they are empty), and drawing draws
/// the image there.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    // @unchecked: an attachment is set up before it goes into text, as in UIKit.
    /// The character an attachment stands in for: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character = 0xFFFC

    /// First, so Core Foundation can tell an attachment in an attributed string from its own objects.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()

    /// The attachment's data, if it was made from data.
    open var contents: Data?
    /// The uniform type identifier of `contents`.
    open var fileType: String?
    /// The image shown; made from `contents` when it is an image the decoder reads and none was set.
    open var image: UIImage? {
        get {
            if let storedImage { return storedImage }
            guard let contents else { return nil }
            return UIImage(data: contents)
        }
        set { storedImage = newValue }
    }
    private var storedImage: UIImage?
    /// Where the attachment sits relative to the baseline; `.zero` means the image's size at the baseline.
    open var bounds: CGRect = .zero
    /// Space added on each side of the attachment on its line.
    open var lineLayoutPadding: CGFloat = 0
    /// Whether TextKit 2 may show the attachment with a view from its view provider.
    open var allowsTextAttachmentView = true
    /// Whether the attachment is shown with a view: when a view provider class is registered for its file type.
    open var usesTextAttachmentView: Bool {
        allowsTextAttachmentView && fileType.flatMap { Self.viewProviderClasses[$0] } != nil
    }

    nonisolated(unsafe) private static var viewProviderClasses: [String: NSTextAttachmentViewProvider.Type] = [:]

    /// Creates an attachment from data of a type (a uniform type identifier).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    /// Creates an attachment that shows an image.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The view provider class registered for a file type.
    open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
        viewProviderClasses[fileType]
    }

    /// Registers the view provider class TextKit 2 makes a view with for attachments of a file type.
    open class func registerViewProviderClass(_ textAttachmentViewProviderClass: AnyClass, forFileType fileType: String)
    {
        guard let providerClass = textAttachmentViewProviderClass as? NSTextAttachmentViewProvider.Type else { return }
        viewProviderClasses[fileType] = providerClass
    }

    // MARK: Layout (NSTextAttachmentContainer and NSTextAttachmentLayout)

    /// The image drawn in `imageBounds`: the attachment's image.
    open func image(
        forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int
    ) -> UIImage? {
        image
    }

    /// The attachment's rectangle on its line, relative to the baseline: `bounds`, or the image's
    /// size sitting on the baseline when `bounds` is empty.
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect {
        naturalBounds
    }

    /// The image drawn in `bounds` for TextKit 2: the attachment's image.
    open func image(
        for bounds: CGRect, attributes: [NSAttributedString.Key: Any], location: any NSTextLocation,
        textContainer: NSTextContainer?
    ) -> UIImage? {
        image
    }

    /// The attachment's rectangle for TextKit 2, as `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`.
    open func attachmentBounds(
        for attributes: [NSAttributedString.Key: Any], location: any NSTextLocation, textContainer: NSTextContainer?,
        proposedLineFragment: CGRect, position: CGPoint
    ) -> CGRect {
        naturalBounds
    }

    /// A view provider for TextKit 2 when one is registered for the attachment's file type.
    @MainActor
    open func viewProvider(
        for parentView: UIView?, location: any NSTextLocation, textContainer: NSTextContainer?
    )
        -> NSTextAttachmentViewProvider?
    {
        guard allowsTextAttachmentView, let fileType, let providerClass = Self.viewProviderClasses[fileType] else {
            return nil
        }
        return providerClass.init(
            textAttachment: self, parentView: parentView, textLayoutManager: textContainer?.textLayoutManager,
            location: location)
    }

    /// `bounds`, or the image's size on the baseline.
    var naturalBounds: CGRect {
        if bounds != .zero { return bounds }
        guard let image else { return .zero }
        return CGRect(origin: .zero, size: image.size)
    }
}

/// Attributed strings that show an attachment.
extension NSAttributedString {
    /// A one-character string showing an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(UnicodeScalar(UInt16(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }

    /// A one-character string showing an attachment, with further attributes.
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: String(UnicodeScalar(UInt16(NSTextAttachment.character))!), attributes: all)
    }
}
