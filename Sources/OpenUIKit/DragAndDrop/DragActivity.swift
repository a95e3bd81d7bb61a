import Foundation

/// A drag in progress, from the lift to the end of the drop or cancel animation: the source's
/// session and the destinations' session, the lifted previews over the window, and the drop
/// interaction under the finger. It makes every delegate call in UIKit's order:
///
/// 1. lift: `itemsForBeginning`, then per item `previewForLifting`, then `willAnimateLiftWith`
///    (the lift animation runs its animations; its completions run when it is over);
/// 2. first move: `sessionAllowsMoveOperation`, `sessionIsRestrictedToDraggingApplication`,
///    `sessionWillBegin`; every move: `sessionDidMove`, then on the drop side `canHandle` (once
///    per interaction), `sessionDidEnter` or `sessionDidExit` as the target changes, and
///    `sessionDidUpdate` on the target;
/// 3. lift over a target with a copy or move proposal: `willEndWith`, `performDrop`, per item
///    `previewForDropping` and `willAnimateDropWith`; once the drop animation is over
///    `concludeDrop`, `didEndWith`, and `sessionDidEnd` on every interaction the drag entered;
/// 4. otherwise (nothing under the finger, `.cancel` or `.forbidden`): `willEndWith(.cancel)`,
///    `sessionDidExit` on the target, per item `previewForCancelling` and
///    `willAnimateCancelWith`; after the animation `didEndWith(.cancel)` and `sessionDidEnd`.
///
/// A press that lifts and ends without moving only animates the cancel: the session never began.
/// The previews grow a little as they lift, as on iOS, but cast no shadow.
@MainActor
final class DragActivity {
    /// The drag in progress, if any.
    static var current: DragActivity?
    /// How long the lift, drop and cancel animations take.
    static let animationDuration: TimeInterval = 0.25
    /// How much a lifted preview grows as it comes off its view, as on iOS.
    static let liftScale: CGFloat = 1.05

    let source: UIDragInteraction
    let window: UIWindow
    /// The finger, in the window's coordinates.
    private(set) var location: CGPoint
    private(set) lazy var session = DragSession(activity: self)
    private(set) lazy var dropSession = DropSession(dragSession: session)
    /// Whether the finger has moved since the lift (`sessionWillBegin` was called).
    private(set) var hasBegun = false
    /// Whether the finger has lifted (the drop or cancel animation may still run).
    private(set) var hasEnded = false
    /// The view the previews are drawn in, over the window's content; it takes no touches.
    let overlay = DragOverlayView()
    /// Each item's lifted preview and the view showing it.
    private var lifted: [(item: UIDragItem, preview: UITargetedDragPreview, view: UIView)] = []
    /// The drop interaction under the finger, and its last proposal.
    private(set) var target: UIDropInteraction?
    private(set) var proposal: UIDropProposal?
    /// The interactions asked whether they take the drag, with their answers.
    private var canHandle: [ObjectIdentifier: Bool] = [:]
    /// The interactions the drag has entered, in order, each once.
    private var entered: [UIDropInteraction] = []
    /// Drop targets chosen by a table's or collection view's coordinator, per item.
    var dropTargets: [ObjectIdentifier: UIDragPreviewTarget] = [:]
    /// The drop's animator, made as the drop is performed, for coordinators to hand out.
    private(set) var dropAnimator: DragAnimator?

    private init(source: UIDragInteraction, location: CGPoint, window: UIWindow) {
        self.source = source
        self.location = location
        self.window = window
    }

    // MARK: Lifting

    /// Asks `interaction`'s delegate for items for a press at `location` (the window's
    /// coordinates) and, given some, lifts their previews; returns the drag, or nil.
    @discardableResult
    static func lift(from interaction: UIDragInteraction, at location: CGPoint, in window: UIWindow) -> DragActivity? {
        guard current == nil, let delegate = interaction.activeDelegate, let view = interaction.view else { return nil }
        let activity = DragActivity(source: interaction, location: location, window: window)
        let items = delegate.dragInteraction(interaction, itemsForBeginning: activity.session)
        guard !items.isEmpty else { return nil }
        activity.session.items = items
        current = activity
        for item in items {
            let preview =
                delegate.dragInteraction(interaction, previewForLifting: item, session: activity.session)
                ?? UITargetedDragPreview(view: view, parameters: UIDragPreviewParameters())
            activity.lifted.append((item, preview, activity.previewView(for: preview)))
        }
        window.addSubview(activity.overlay)
        activity.overlay.frame = window.bounds
        for entry in activity.lifted {
            entry.view.frame = entry.preview.frame(in: window)
            activity.overlay.addSubview(entry.view)
        }
        let animator = DragAnimator()
        delegate.dragInteraction(interaction, willAnimateLiftWith: animator, session: activity.session)
        UIView.animate(
            withDuration: animationDuration,
            animations: {
                for entry in activity.lifted {
                    entry.view.transform = CGAffineTransform(scaleX: liftScale, y: liftScale)
                }
                animator.runAnimations()
            },
            completion: { _ in animator.runCompletions() })
        return activity
    }

    /// A view showing `preview`: a snapshot of its view (the visible path's part of it) on the
    /// parameters' background, rounded.
    private func previewView(for preview: UITargetedDragPreview) -> UIView {
        let shown = preview.parameters.visiblePath?.bounds ?? preview.view.bounds
        let container = UIView(frame: CGRect(origin: .zero, size: shown.size))
        container.backgroundColor = preview.parameters.backgroundColor
        container.layer.cornerRadius = 8
        container.clipsToBounds = true
        container.isUserInteractionEnabled = false
        if let snapshot = preview.view.snapshotView(afterScreenUpdates: true) {
            snapshot.frame.origin = CGPoint(x: -shown.minX, y: -shown.minY)
            container.addSubview(snapshot)
        }
        return container
    }

    /// The size of `item`'s lifted preview.
    func previewSize(of item: UIDragItem) -> CGSize? {
        lifted.first { $0.item === item }?.view.bounds.size
    }

    // MARK: Moving

    /// The finger moved to `point` (the window's coordinates): the previews follow it, the source
    /// hears of the move (and of the session's beginning on the first), and the drop side is
    /// asked about the view under the finger.
    func move(to point: CGPoint) {
        guard !hasEnded else { return }
        let delta = CGPoint(x: point.x - location.x, y: point.y - location.y)
        location = point
        for entry in lifted {
            entry.view.center = CGPoint(x: entry.view.center.x + delta.x, y: entry.view.center.y + delta.y)
        }
        guard let delegate = source.activeDelegate else { return }
        if !hasBegun {
            hasBegun = true
            session.allowsMoveOperation = delegate.dragInteraction(source, sessionAllowsMoveOperation: session)
            _ = delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: session)
            delegate.dragInteraction(source, sessionWillBegin: session)
            dismissContextMenus()
        }
        delegate.dragInteraction(source, sessionDidMove: session)
        updateTarget()
    }

    /// A context menu shown by the same press goes once the drag begins, as in UIKit.
    private func dismissContextMenus() {
        for interaction in source.view?.interactions ?? [] {
            (interaction as? UIContextMenuInteraction)?.dismissMenu()
        }
    }

    /// Finds the drop interaction under the finger that takes the drag, tells the old and new
    /// targets of a change, and asks the target for its proposal.
    private func updateTarget() {
        let found = dropInteraction(at: location)
        if found !== target {
            if let old = target { old.activeDelegate?.dropInteraction(old, sessionDidExit: dropSession) }
            target = found
            proposal = nil
            if let found {
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                found.activeDelegate?.dropInteraction(found, sessionDidEnter: dropSession)
            }
        }
        if let target {
            proposal = target.activeDelegate?.dropInteraction(target, sessionDidUpdate: dropSession)
        }
    }

    /// The nearest drop interaction, from the view hit under `point` up, whose delegate takes
    /// the drag (asked once per interaction).
    private func dropInteraction(at point: CGPoint) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions {
                if takes(interaction) { return interaction }
            }
            view = current.superview
        }
        return nil
    }

    private func takes(_ interaction: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(interaction)
        if let known = canHandle[key] { return known }
        let answer = interaction.activeDelegate?.dropInteraction(interaction, canHandle: dropSession) ?? false
        canHandle[key] = answer
        return answer
    }

    /// A drop interaction is leaving its view: a drag over it leaves it first.
    func interactionLeaving(_ interaction: UIDropInteraction) {
        guard target === interaction, !hasEnded else { return }
        interaction.activeDelegate?.dropInteraction(interaction, sessionDidExit: dropSession)
        target = nil
        proposal = nil
    }

    // MARK: Ending

    /// The operation a lift now performs: the target's proposal, a move made a copy when the
    /// source does not allow moving, `.cancel` with no target or before the session began.
    var operation: UIDropOperation {
        guard hasBegun, target != nil, let proposal else { return .cancel }
        switch proposal.operation {
        case .move: return session.allowsMoveOperation ? .move : .copy
        case .copy: return .copy
        case .cancel, .forbidden: return .cancel
        }
    }

    /// The finger lifted: performs the drop on the target, or cancels.
    func drop() {
        guard !hasEnded else { return }
        let operation = self.operation
        guard operation != .cancel, let target, let targetDelegate = target.activeDelegate else { return cancel() }
        hasEnded = true
        let animator = DragAnimator()
        dropAnimator = animator
        source.activeDelegate?.dragInteraction(source, session: session, willEndWith: operation)
        targetDelegate.dropInteraction(target, performDrop: dropSession)
        var destinations: [(UIView, CGPoint?)] = []
        for entry in lifted {
            let defaultPreview = UITargetedDragPreview(
                view: entry.preview.view, parameters: entry.preview.parameters,
                target: UIDragPreviewTarget(container: window, center: entry.view.center))
            let preview = targetDelegate.dropInteraction(
                target, previewForDropping: entry.item, withDefault: defaultPreview)
            let chosen = dropTargets[ObjectIdentifier(entry.item)]
            let center = (preview?.target ?? chosen).map { $0.container.convert($0.center, to: window) }
            destinations.append((entry.view, center))
            targetDelegate.dropInteraction(target, item: entry.item, willAnimateDropWith: animator)
        }
        finish(animator: animator, destinations: destinations, fades: true) { [self] in
            targetDelegate.dropInteraction(target, concludeDrop: dropSession)
            source.activeDelegate?.dragInteraction(source, session: session, didEndWith: operation)
        }
    }

    /// Cancels the drag: the previews go back where they were lifted from.
    func cancel() {
        guard !hasEnded else { return }
        hasEnded = true
        let delegate = source.activeDelegate
        if hasBegun { delegate?.dragInteraction(source, session: session, willEndWith: .cancel) }
        if let target {
            target.activeDelegate?.dropInteraction(target, sessionDidExit: dropSession)
            self.target = nil
        }
        let animator = DragAnimator()
        var destinations: [(UIView, CGPoint?)] = []
        for entry in lifted {
            let preview = delegate?.dragInteraction(
                source, previewForCancelling: entry.item, withDefault: entry.preview)
            let home = preview ?? entry.preview
            destinations.append((entry.view, home.frame(in: window).center))
            delegate?.dragInteraction(source, item: entry.item, willAnimateCancelWith: animator)
        }
        finish(animator: animator, destinations: destinations, fades: false) { [self] in
            if hasBegun { delegate?.dragInteraction(source, session: session, didEndWith: .cancel) }
        }
    }

    /// Animates the previews to their destinations (fading those without one), then removes
    /// them, runs the animator's completions, `ended`, and ends the session on every drop
    /// interaction the drag entered.
    private func finish(
        animator: DragAnimator, destinations: [(UIView, CGPoint?)], fades: Bool, ended: @escaping () -> Void
    ) {
        UIView.animate(
            withDuration: Self.animationDuration,
            animations: {
                for (view, center) in destinations {
                    view.transform = .identity
                    if let center { view.center = center } else if fades { view.alpha = 0 }
                }
                animator.runAnimations()
            },
            completion: { [self] _ in
                overlay.removeFromSuperview()
                animator.runCompletions()
                ended()
                for interaction in entered {
                    interaction.activeDelegate?.dropInteraction(interaction, sessionDidEnd: dropSession)
                }
                if Self.current === self { Self.current = nil }
            })
    }
}

/// The layer of a drag's previews over the window: it draws them and takes no touches, so the
/// views under the finger are found through it.
@MainActor
final class DragOverlayView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
