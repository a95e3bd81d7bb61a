import Foundation

/// What a navigation bar looks like: its background and shadow (``UIBarAppearance``), its titles'
/// attributes, its buttons' looks and its back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes for the standard title; the bar draws it with their font and foreground colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes for the large title; the bar draws it with their font and foreground colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the standard title moves from the middle of the bar.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain bar button items; the bar keeps a copy of what is assigned.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { buttonAppearance = buttonAppearance.copy() }
    }
    /// The look of `.done` bar button items; the bar keeps a copy of what is assigned.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { doneButtonAppearance = doneButtonAppearance.copy() }
    }
    /// The look of the back button; the bar keeps a copy of what is assigned.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { backButtonAppearance = backButtonAppearance.copy() }
    }
    private var customBackIndicator: (image: UIImage, mask: UIImage)?

    /// The image at the back button's leading edge: the one set, or the system's chevron.
    open var backIndicatorImage: UIImage { customBackIndicator?.image ?? Self.systemBackIndicator }
    /// The mask the back button's title slides under during a push or pop: the one set, or the
    /// system's. (Transitions here do not mask the title.)
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicator?.mask ?? Self.systemBackIndicator }

    private static var systemBackIndicator: UIImage { UIImage(systemName: "chevron.backward") ?? UIImage() }

    /// Whether a custom back indicator replaces the drawn chevron.
    var hasCustomBackIndicator: Bool { customBackIndicator != nil }

    /// Sets the back indicator and its transition mask; as in UIKit, both must be given, and nil
    /// for either restores the system's.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        if let backIndicatorImage, let transitionMaskImage {
            customBackIndicator = (backIndicatorImage, transitionMaskImage)
        } else {
            customBackIndicator = nil
        }
    }

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        customBackIndicator = other.customBackIndicator
    }
}
