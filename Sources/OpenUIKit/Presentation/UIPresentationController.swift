import Foundation

/// Manages one presentation: where the presented view goes, whether the presenter's view stays,
/// and how the style adapts. The built-in styles are this class with the matching style; custom
/// presentations subclass it.
@preconcurrency @MainActor
open class UIPresentationController {
    /// Unowned: the presented controller owns its presentation controller, not the other way
    /// round, so the pair is freed together.
    public unowned let presentedViewController: UIViewController
    /// Set again when a popover configured before `present` learns its real presenter.
    public internal(set) unowned var presentingViewController: UIViewController
    /// The delegate that can choose a different style when the presentation adapts to a size class; held weakly.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The view the presentation puts on screen to hold the presented view; `nil` until the presentation begins.
    public internal(set) var containerView: UIView?
    /// Traits laid over those the presented view controller inherits from its presenter.
    open var overrideTraitCollection: UITraitCollection?
    /// The style asked for, before adaptation.
    let requestedStyle: UIModalPresentationStyle
    /// Where the presenter's view was, to put it back on dismissal.
    var coveredViewSlot: (superview: UIView, index: Int)?

    /// Creates a presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        self.requestedStyle = presentedViewController.modalPresentationStyle
    }

    /// The view the presentation animates into place: the presented controller's view, once loaded.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The style the presented controller asked for, with `.automatic` resolved to `.pageSheet`.
    open var presentationStyle: UIModalPresentationStyle {
        requestedStyle == .automatic ? .pageSheet : requestedStyle
    }

    /// Custom presentations keep the presenter's view unless they say otherwise (UIKit's
    /// default); full screen and current context remove it.
    open var shouldRemovePresentersView: Bool {
        adaptivePresentationStyle.removesPresentersView
    }

    /// Whether the presentation covers the whole screen; always `true`, and not consulted here.
    open var shouldPresentInFullscreen: Bool { true }

    /// The presentation style adapted to the presenting view controller's current traits.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: presentingViewController.traitCollection)
    }

    /// Since iOS 13 sheets stay sheets in compact width (TS-09); popovers become sheets there;
    /// current-context styles cover the whole screen when compact (P-6).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate {
            let chosen = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            if chosen != .none { return chosen }
        }
        let style = presentationStyle
        guard traitCollection.horizontalSizeClass == .compact else { return style }
        switch style {
        case .popover: return .pageSheet
        case .currentContext: return .fullScreen
        case .overCurrentContext: return .overFullScreen
        default: return style
        }
    }

    /// Where the presented view goes in the container view: a sheet's frame for the sheet styles, else the bounds.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        switch adaptivePresentationStyle {
        case .pageSheet, .formSheet, .popover:
            let top = containerView.safeAreaInsets.top + 10
            guard presentingViewController.traitCollection.horizontalSizeClass == .regular else {
                return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
            }
            let size =
                adaptivePresentationStyle == .pageSheet
                ? CGSize(width: min(704, bounds.width), height: bounds.height - 2 * top)
                : CGSize(width: min(540, bounds.width), height: min(620, bounds.height - 2 * top))
            return CGRect(
                x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        default:
            return bounds
        }
    }

    /// The traits the presented view controller inherits: the presenter's, with `overrideTraitCollection` laid over.
    open var traitCollection: UITraitCollection {
        let inherited = presentingViewController.traitCollection
        guard let overrideTraitCollection else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, overrideTraitCollection])
    }

    /// Called just before the presentation's animations begin; a subclass adds its own views and animations here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation transition ends; `completed` is `false` when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called just before the dismissal's animations begin.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal transition ends; `completed` is `false` when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called just before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called just after the container view lays out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// A presented controller's `preferredContentSize` changes arrive here (CS-1).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of a child content container: the presented view's frame size, whatever the parent size.
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        frameOfPresentedViewInContainerView.size
    }

    /// Whether touches that land on the container itself, outside the presented views, pass through
    /// to what is below it; a search presentation's do.
    var containerPassesTouchesThrough: Bool { false }

    /// Builds the container the presented view lives in: over the whole window, or over the
    /// presenting context's view for current-context styles.
    func installContainerView(in window: UIWindow) -> UIView {
        let container = PresentationContainerView(presentationController: self)
        let style = adaptivePresentationStyle
        if style.isCurrentContext, let contextView = presentingViewController.viewIfLoaded,
            let superview = contextView.superview
        {
            container.frame = contextView.frame
            container.autoresizingMask = contextView.autoresizingMask
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }
        containerView = container
        return container
    }
}

/// The view a presentation puts on screen to hold the presented view (UIKit's transition view).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && presentationController?.containerPassesTouchesThrough == true ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
