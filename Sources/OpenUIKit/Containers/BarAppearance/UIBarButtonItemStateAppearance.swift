import Foundation

/// How a bar button item looks in one state (normal, highlighted, disabled, focused): its title
/// attributes and where its title and background image sit.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// Attributes for the title; the bar draws it with their font and foreground colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from where the bar puts it; bars here move it by the normal
    /// state's adjustment in every state.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image behind the item, or nil; kept and copied, as the bars here draw no item backgrounds.
    open var backgroundImage: UIImage?
    /// How far the background image moves from where the bar puts it; kept, as no background
    /// image is drawn here.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    /// A state appearance with the values of `other`, or the defaults; made only by
    /// `UIBarButtonItemAppearance`, as in UIKit.
    init(copying other: UIBarButtonItemStateAppearance?) {
        super.init()
        guard let other else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
