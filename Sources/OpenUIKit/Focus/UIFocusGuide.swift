import Foundation

/// An invisible region that redirects focus: when focus moves into the guide's layout frame,
/// it goes on to the guide's preferred environments instead. Use it to reach a view that no
/// straight line from the focused item meets.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide, UIFocusEnvironment {
    /// Whether the guide redirects focus; a disabled guide is skipped.
    open var isEnabled = true
    /// Where focus goes when it moves into the guide, searched in order; an empty list makes
    /// the guide inert, as a disabled one.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] = []

    /// Creates an enabled guide with no preferred environments; add it to a view and
    /// constrain it like any layout guide.
    public override init() {
        super.init()
    }

    /// The view the guide was added to.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { owningView }
    /// A guide contains no focus items of its own.
    public var focusItemContainer: (any UIFocusItemContainer)? { nil }

    /// Asks for focus to be reset to the guide's preferred environments.
    public func setNeedsFocusUpdate() {
        UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self)
    }

    /// Performs any focus update requested in the guide's focus system.
    public func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }

    /// Lets every update happen.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Does nothing.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Whether focus movement may land in the guide now.
    var redirects: Bool { isEnabled && !preferredFocusEnvironments.isEmpty && owningView != nil }
}
