import Foundation

/// A layout guide that tracks the keyboard: its top is where the keyboard begins, so content
/// constrained above it moves up when a keyboard shows (iOS 15). With no keyboard on screen it
/// covers the bottom safe area (or nothing, when `usesBottomSafeArea` is off). A Linux desktop
/// shows no keyboard unless `UIApplication.simulatesSoftwareKeyboard` is on; the simulated one
/// raises the window's safe area, which this guide follows.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked iPad keyboard; stored, as the simulated keyboard always docks.
    open var followsUndockedKeyboard = false
    /// Without a keyboard, the guide's top is the safe area's bottom (true) or the view's (false).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { SoftwareKeyboard.shared.updateGuides() } }
    }
    /// Extra space above the keyboard where dragging dismisses it interactively; stored but not used here.
    open var keyboardDismissPadding: CGFloat = 0

    /// The constraints that hold the guide; the vertical ones are swapped by `usesBottomSafeArea`.
    var safeAreaTop: NSLayoutConstraint?
    var keyboardHeight: NSLayoutConstraint?

    /// Creates a keyboard guide; a view's `keyboardLayoutGuide` makes and pins one for you.
    public override init() {
        super.init()
        identifier = SystemGuideIdentifier.keyboard
    }
}

extension UIView {
    /// The view's keyboard guide, made and pinned to its bottom edge the first time it is asked
    /// for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        addLayoutGuide(guide)
        let top = guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        let height = guide.heightAnchor.constraint(equalToConstant: 0)
        guide.safeAreaTop = top
        guide.keyboardHeight = height
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            top,
        ])
        SoftwareKeyboard.shared.track(guide)
        return guide
    }
}
