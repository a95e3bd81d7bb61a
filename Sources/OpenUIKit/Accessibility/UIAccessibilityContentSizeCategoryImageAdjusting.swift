import Foundation

/// Objects that can grow their image with the accessibility text sizes (iOS 11): image views,
/// buttons and text attachments adopt it. Apps turn it on for images with vector data, which
/// scale without blurring.
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
    /// Whether the image grows when the preferred content size category is an accessibility one.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {
    /// Scales the image view's intrinsic size by the factor `UIFontMetrics.default` scales body text
    /// by in an accessibility content size category (1 at the other sizes), and follows changes
    /// of the category. The image is drawn by `contentMode` into the larger bounds.
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { adjustsImageSizeStorage }
        set {
            guard newValue != adjustsImageSizeStorage else { return }
            adjustsImageSizeStorage = newValue
            if newValue, contentSizeCategoryRegistration == nil {
                contentSizeCategoryRegistration = registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
                    (view: UIImageView, _: UITraitCollection) in
                    view.invalidateIntrinsicContentSize()
                }
            }
            invalidateIntrinsicContentSize()
        }
    }

    /// The factor the image's size is multiplied by for its intrinsic size.
    var accessibilityImageScale: CGFloat {
        guard adjustsImageSizeStorage, traitCollection.preferredContentSizeCategory.isAccessibilityCategory else {
            return 1
        }
        return UIFontMetrics.default.scaledValue(for: 100, compatibleWith: traitCollection) / 100
    }
}

extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {
    /// Passed to the button's image view, which grows as `UIImageView`'s does.
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { adjustsImageSizeForAccessibility }
        set {
            adjustsImageSizeForAccessibility = newValue
            existingImageView?.adjustsImageSizeForAccessibilityContentSizeCategory = newValue
            contentGeometryDidChange()
        }
    }
}
