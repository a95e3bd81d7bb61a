import Foundation

/// The presentation controller of a sheet (`.pageSheet` and `.formSheet`, and `.automatic`,
/// which resolves to a page sheet): the heights it rests at (`detents`), which one it shows, its
/// grabber and corner radius. In compact width the sheet rises from the bottom of the screen to
/// the selected detent's height; in regular width it keeps its centred size, as UIKit's does.
/// Here a person cannot drag a sheet between detents, so the selected detent changes only from
/// code (and the delegate hears no drag).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first or not; `[.large()]` unless set.
    /// An empty list stands for `[.large()]`, as in UIKit.
    open var detents: [Detent] = [.large()] { didSet { layoutSheet() } }

    /// The detent shown; nil shows the smallest of `detents`. Setting it from code moves the
    /// sheet at once (inside `animateChanges(_:)`, with an animation) and does not call the
    /// delegate.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { layoutSheet() } }

    /// The largest detent at which the presenter stays undimmed; kept for the app, as no
    /// dimming view is drawn behind sheets here.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// Whether a grabber (a 36 × 5 capsule 5 points below the sheet's top) shows.
    open var prefersGrabberVisible = false { didSet { layoutSheet() } }

    /// The sheet's top corner radius; nil keeps the system's.
    open var preferredCornerRadius: CGFloat? { didSet { layoutSheet() } }

    /// Whether scrolling up at the top of the sheet's scroll view expands it to the next detent;
    /// kept for the app (sheets are not dragged here).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet sits at the bottom edge in compact height; kept for the app.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from `preferredContentSize`; kept for the app.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet sizes like a page in regular width; kept for the app.
    open var prefersPageSizing = true
    /// The view a popover-like sheet points at in regular width; kept for the app.
    open weak var sourceView: UIView?

    private let grabber = UIView()
    /// Set while `animateChanges(_:)` runs its changes, so the sheet moves once, animated.
    private var deferringLayout = false

    /// The selected detent, resolved: `selectedDetentIdentifier` when it names an active detent,
    /// else the smallest active one, with its height.
    var shownDetent: (detent: Detent, height: CGFloat)? {
        let context = DetentContext(
            containerTraitCollection: traitCollection, maximumDetentValue: maximumDetentValue)
        let active = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (detent: detent, height: $0) }
        }
        if let selectedDetentIdentifier,
            let chosen = active.first(where: { $0.detent.identifier == selectedDetentIdentifier })
        {
            return chosen
        }
        return active.min { $0.height < $1.height }
    }

    /// The tallest a detent can be: the large sheet's height above the bottom safe area.
    var maximumDetentValue: CGFloat {
        guard let containerView else { return 0 }
        let large = super.frameOfPresentedViewInContainerView
        return max(0, large.height - containerView.safeAreaInsets.bottom)
    }

    /// In compact width, the sheet's frame rises from the bottom to the shown detent's height
    /// (and the bottom safe area under it); otherwise the sheet styles' frame.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let large = super.frameOfPresentedViewInContainerView
        guard let containerView, presentingViewController.traitCollection.horizontalSizeClass != .regular,
            adaptivePresentationStyle.isSheet, let shown = shownDetent
        else { return large }
        let height = min(large.height, shown.height + containerView.safeAreaInsets.bottom)
        return CGRect(x: large.minX, y: large.maxY - height, width: large.width, height: height)
    }

    /// Runs `changes` (to `detents` or `selectedDetentIdentifier`) and moves the sheet to
    /// where they put it with UIKit's spring.
    open func animateChanges(_ changes: () -> Void) {
        deferringLayout = true
        changes()
        deferringLayout = false
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { self.layoutSheet() })
    }

    /// Asks every custom detent's resolver again (after what it reads changed) and moves the sheet.
    open func invalidateDetents() {
        layoutSheet()
    }

    /// The grabber and corner radius, laid out with the presentation's views.
    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        decorateSheet()
    }

    /// Puts the presented view where the shown detent says, once the sheet is on screen.
    private func layoutSheet() {
        guard !deferringLayout, let containerView, let presentedView, presentedView.superview === containerView,
            !presentedViewController.isBeingDismissed
        else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        decorateSheet()
    }

    private func decorateSheet() {
        guard let containerView, let presentedView, presentedView.superview === containerView else { return }
        if let preferredCornerRadius {
            presentedView.layer.cornerRadius = preferredCornerRadius
            presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            presentedView.clipsToBounds = true
        }
        guard prefersGrabberVisible else {
            grabber.removeFromSuperview()
            return
        }
        grabber.backgroundColor = UIColor.tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.frame = CGRect(x: presentedView.frame.midX - 18, y: presentedView.frame.minY + 5, width: 36, height: 5)
        if grabber.superview !== containerView { containerView.addSubview(grabber) }
        containerView.bringSubviewToFront(grabber)
    }

    /// What a custom detent's resolver reads.
    private struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
        var containerTraitCollection: UITraitCollection
        var maximumDetentValue: CGFloat
    }
}

/// What a custom detent's resolver is given: the traits of the sheet's container and the
/// tallest height a detent can have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the view the sheet is presented in.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can resolve to (the large detent's).
    var maximumDetentValue: CGFloat { get }
}

/// A sheet's delegate: its adaptive presentation, and the selected detent changing.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The person moved the sheet to another detent (never here, where sheets are not dragged).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
