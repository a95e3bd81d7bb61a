import Foundation

/// Something the large content viewer can show bigger while a person with a large text size
/// presses it: a title, an image, or both. Views adopt it; their values are set per view.
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the viewer shows this item.
    var showsLargeContentViewer: Bool { get }
    /// The title the viewer shows.
    var largeContentTitle: String? { get }
    /// The image the viewer shows.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up to the viewer's size.
    var scalesLargeContentImage: Bool { get }
    /// Insets around the image in the viewer.
    var largeContentImageInsets: UIEdgeInsets { get }
}

private nonisolated(unsafe) var showsKey: UInt8 = 0
private nonisolated(unsafe) var titleKey: UInt8 = 0
private nonisolated(unsafe) var imageKey: UInt8 = 0
private nonisolated(unsafe) var scalesKey: UInt8 = 0
private nonisolated(unsafe) var insetsKey: UInt8 = 0

extension UIView: UILargeContentViewerItem {
    /// Whether the viewer shows this view; false unless set.
    public var showsLargeContentViewer: Bool {
        get { objc_getAssociatedObject(self, &showsKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &showsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// The title the viewer shows for the view; nil unless set.
    public var largeContentTitle: String? {
        get { objc_getAssociatedObject(self, &titleKey) as? String }
        set { objc_setAssociatedObject(self, &titleKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
    /// The image the viewer shows for the view; nil unless set.
    public var largeContentImage: UIImage? {
        get { objc_getAssociatedObject(self, &imageKey) as? UIImage }
        set { objc_setAssociatedObject(self, &imageKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// Whether the image is scaled up; false unless set.
    public var scalesLargeContentImage: Bool {
        get { objc_getAssociatedObject(self, &scalesKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &scalesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// Insets around the image; zero unless set.
    public var largeContentImageInsets: UIEdgeInsets {
        get { objc_getAssociatedObject(self, &insetsKey) as? UIEdgeInsets ?? .zero }
        set { objc_setAssociatedObject(self, &insetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
