import Foundation

/// How a tab bar item looks in one state (normal, selected, disabled, focused): its icon and
/// title colours and its badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// Attributes for the title; the bar draws it with their font and foreground colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from where the bar puts it.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the item's template image, or nil for the bar's (tint when selected, grey
    /// otherwise).
    open var iconColor: UIColor?
    /// How far the badge moves from where the bar puts it.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badge's colour, or nil for the item's `badgeColor` or the system red.
    open var badgeBackgroundColor: UIColor?
    /// Attributes for the badge's text; the bar draws it with their font and foreground colour.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves within the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    /// A state appearance with the values of `other`, or the defaults; made only by
    /// `UITabBarItemAppearance`, as in UIKit.
    init(copying other: UITabBarItemStateAppearance?) {
        super.init()
        guard let other else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
