import Foundation

/// Changes the pointer as it moves over a view. Each move over the view (a hover, through
/// `UIEventInjector.pointerMoved(to:in:)`) asks the delegate for the region the pointer is in;
/// moving into a different region tells the delegate it will exit the old one, asks the style
/// for the new one, and tells it it will enter it, each with an animator whose animations run
/// once it returns. Leaving the view exits the region.
///
/// The hosts here keep the desktop's own cursor, so the style is asked for and kept
/// (`currentStyle`) but not drawn.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction, PointerHovering {
    /// The delegate that gives regions and styles; held weakly.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction follows the pointer; turning it off exits the current region.
    open var isEnabled = true {
        didSet { if !isEnabled, let window = view?.window { exitRegion(in: window) } }
    }
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    /// The region the pointer is in, while it is in one.
    private(set) var currentRegion: UIPointerRegion?
    /// The style of the current region.
    private(set) var currentStyle: UIPointerStyle?
    /// Where the pointer was last, in window coordinates, and the modifiers then.
    private var lastHover: (location: CGPoint, modifiers: UIKeyModifierFlags)?

    /// An interaction that asks `delegate` for its regions and styles.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to another view; the region is exited.
    public func willMove(to view: UIView?) {
        if let window = self.view?.window { exitRegion(in: window) }
    }

    /// Called after the interaction moved to `view`.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Asks the delegate again for the region under the pointer, as after the view's content
    /// changed.
    open func invalidate() {
        guard let view, let window = view.window, let lastHover else { return }
        update(at: lastHover.location, in: window, modifiers: lastHover.modifiers)
    }

    func hover(at location: CGPoint?, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
        guard isEnabled else { return }
        guard let location else {
            lastHover = nil
            exitRegion(in: window)
            return
        }
        lastHover = (location, modifierFlags)
        update(at: location, in: window, modifiers: modifierFlags)
    }

    private func update(at location: CGPoint, in window: UIWindow, modifiers: UIKeyModifierFlags) {
        guard let view else { return }
        let point = view.convert(location, from: window)
        let request = UIPointerRegionRequest(location: point, modifiers: modifiers)
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let region: UIPointerRegion?
        if let delegate {
            region = delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
        } else {
            region = defaultRegion
        }
        if let region, let currentRegion, region.isSameRegion(as: currentRegion) { return }
        exitRegion(in: window)
        guard let region else { return }
        currentRegion = region
        currentStyle = delegate?.pointerInteraction(self, styleFor: region) ?? .system()
        let animator = PointerInteractionAnimator()
        delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        animator.run()
    }

    private func exitRegion(in window: UIWindow) {
        guard let region = currentRegion else { return }
        currentRegion = nil
        currentStyle = nil
        let animator = PointerInteractionAnimator()
        delegate?.pointerInteraction(self, willExit: region, animator: animator)
        animator.run()
    }
}
