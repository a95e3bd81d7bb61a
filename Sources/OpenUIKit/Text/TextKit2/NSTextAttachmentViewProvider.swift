import Foundation

/// Makes the view that shows a text attachment in TextKit 2: register a subclass for a file
/// type with `NSTextAttachment.registerViewProviderClass(_:forFileType:)`, and override
/// `loadView()` to make the view. The view is made when `view` is first read.
///
/// Swift needs `required` on the initializer so a registered class can be made from its type;
/// UIKit's is not, since Objective-C makes it without that.
@preconcurrency @MainActor
open class NSTextAttachmentViewProvider: NSObject {
    /// The attachment shown.
    open private(set) weak var textAttachment: NSTextAttachment?
    /// The layout manager laying the attachment out.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Where the attachment is in the document.
    public let location: any NSTextLocation
    /// The view the attachment will be shown in.
    private weak var parentView: UIView?
    /// Whether the attachment's bounds follow the view's size.
    open var tracksTextAttachmentViewBounds = false
    private var loadedView: UIView?

    /// Creates a provider for an attachment at `location`.
    public required init(
        textAttachment: NSTextAttachment, parentView: UIView?, textLayoutManager: NSTextLayoutManager?,
        location: any NSTextLocation
    ) {
        self.textAttachment = textAttachment
        self.parentView = parentView
        self.textLayoutManager = textLayoutManager
        self.location = location
        super.init()
    }

    /// The view showing the attachment: made by `loadView()` when first read.
    open var view: UIView? {
        get {
            if loadedView == nil { loadView() }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Makes the view; by default an image view with the attachment's image, when it has one.
    open func loadView() {
        guard let image = textAttachment?.image else { return }
        let imageView = UIImageView(image: image)
        loadedView = imageView
    }

    /// The attachment's rectangle on its line: the view's size when it tracks the view, else the
    /// attachment's own bounds.
    open func attachmentBounds(
        for attributes: [NSAttributedString.Key: Any], location: any NSTextLocation, textContainer: NSTextContainer?,
        proposedLineFragment: CGRect, position: CGPoint
    ) -> CGRect {
        if tracksTextAttachmentViewBounds, let view { return CGRect(origin: .zero, size: view.bounds.size) }
        return textAttachment?.naturalBounds ?? .zero
    }
}
