import Foundation

/// Runs dynamic behaviors on items: moves them by a physics engine and writes their centres and
/// transforms back as it goes.
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UIGravityBehavior(items: [square]))
/// ```
/// The animator steps on the animation clock, once a display frame of 1/60 s (in two engine
/// steps of 1/120 s): under a display host as the screen refreshes, headless each
/// `UIApplication.shared.advance(by:)` by the frames it covers, so a test moves the simulation
/// frame by frame and sees the same numbers every run (`runUntilIdle()` does not step it, as it
/// does not step repeating animations). It pauses when every item has stayed still for
/// `restFrames` frames, telling its delegate, and resumes when a behavior is added or changed.
/// Keep a reference to it: like UIKit's, it stops when it goes away.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The animator's frame, on the animation clock.
    static let frameDuration: TimeInterval = 1.0 / 60
    /// Frames everything must stay still for before the animator pauses: a ball at the top of
    /// its bounce is still for an instant only.
    static let restFrames = 6
    /// Most frames one clock step catches up on, so a long stall does not freeze the app.
    static let maximumFramesPerTick = 600

    private weak var reference: UIView?
    private weak var layout: UICollectionViewLayout?
    private var topBehaviors: [UIDynamicBehavior] = []
    let world = DynamicsWorld()
    private var ticker: ClockTicker?
    private var lastTick: TimeInterval = 0
    private var pending: TimeInterval = 0
    private var stillFrames = 0

    /// The view whose coordinates the items' centres and the boundaries are in.
    open var referenceView: UIView? { reference ?? layout?.collectionView }

    /// The behaviors added with `addBehavior(_:)`, in order (their children are not listed).
    open var behaviors: [UIDynamicBehavior] { topBehaviors }

    /// Whether the animator is stepping (false once everything came to rest).
    open private(set) var isRunning = false

    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// Makes an animator for items in `view` (or in views inside it, in `view`'s coordinates).
    public init(referenceView view: UIView) {
        reference = view
        super.init()
    }

    /// Makes an animator for a collection view layout's attributes: it moves the attributes its
    /// behaviors hold and invalidates the layout after each frame, so the layout can return them
    /// (`layoutAttributesForCell(at:)`) from its own methods.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// The layout the animator was made for, if it was made for one.
    var collectionViewLayout: UICollectionViewLayout? { layout }

    /// Adds a behavior and its children; the animator resumes. A behavior that is another's
    /// child or in another animator is refused with UIKit's exception text.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !topBehaviors.contains(where: { $0 === behavior }) else { return }
        guard behavior.parent == nil, behavior.dynamicAnimator == nil else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "-[UIDynamicAnimator addBehavior:] \(objectDescription(behavior)) is already a child behavior or in "
                    + "another animator")
            return
        }
        behavior.move(to: self)
        topBehaviors.append(behavior)
        behaviorsChanged()
    }

    /// Removes a behavior and its children; the items keep where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = topBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.move(to: nil)
        topBehaviors.remove(at: index)
        behaviorsChanged()
    }

    /// Removes every behavior; the animator pauses.
    open func removeAllBehaviors() {
        for behavior in topBehaviors { behavior.move(to: nil) }
        topBehaviors.removeAll()
        behaviorsChanged()
    }

    /// The items whose outlines (as placed now, turned) meet `rect`, in the reference view's
    /// coordinates.
    /// - Complexity: O(n) in the items the behaviors hold.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        world.bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// Reads `item`'s centre, bounds and transform again, after the app changed them while the
    /// animator held it (the animator otherwise goes on from its own state); it keeps its velocity.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let body = world.existingBody(for: item) else { return }
        body.reload()
        resumeIfPaused()
    }

    /// The seconds the animator has run for, paused time left out.
    open func elapsedTime() -> TimeInterval { world.time }

    /// The attributes of the cell at `indexPath` among the items the behaviors hold, as the
    /// animator has moved them; nil for an animator not made for a layout.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` the behaviors hold.
    open func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        attributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` the behaviors hold.
    open func layoutAttributesForDecorationView(
        ofKind decorationViewKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        attributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func attributes(
        _ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard layout != nil else { return nil }
        return world.bodies.lazy.compactMap { $0.item as? UICollectionViewLayoutAttributes }.first {
            $0.representedElementCategory == category && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    // MARK: Running

    /// Every behavior with its children, in the order they are applied.
    private var allBehaviors: [UIDynamicBehavior] { topBehaviors.flatMap(\.flattened) }

    /// The behaviors changed: the world keeps the bodies of the items they hold, and the
    /// animator runs again (or pauses, with none left).
    func behaviorsChanged() {
        world.keep(allBehaviors.flatMap(\.dynamicItems))
        if topBehaviors.isEmpty {
            pause()
        } else {
            resumeIfPaused()
        }
    }

    /// Starts stepping again, telling the delegate first.
    func resumeIfPaused() {
        stillFrames = 0
        guard !isRunning, !topBehaviors.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        lastTick = UIApplication.shared.animationClock.now
        pending = 0
        ticker = ClockTicker { [weak self] now in
            guard let self else { return false }
            return self.tick(at: now)
        }
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        ticker?.stop()
        ticker = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Steps the frames the clock moved over; returns whether to keep going.
    private func tick(at now: TimeInterval) -> Bool {
        guard isRunning else { return false }
        pending += max(0, now - lastTick)
        lastTick = now
        var frames = 0
        // A millionth of a frame of slack: a clock moved by 1/60 lands on the frame it means.
        while pending >= Self.frameDuration * (1 - 1e-6), frames < Self.maximumFramesPerTick {
            pending = max(0, pending - Self.frameDuration)
            frames += 1
            stepFrame()
            guard isRunning else { return false }
        }
        if frames == Self.maximumFramesPerTick { pending = 0 }
        return isRunning
    }

    /// One display frame: the engine's steps, the items written back, the actions called, and
    /// a pause once everything has been still long enough.
    private func stepFrame() {
        let behaviors = allBehaviors
        world.keep(behaviors.flatMap(\.dynamicItems))
        let step = CGFloat(Self.frameDuration) / CGFloat(DynamicsWorld.stepsPerFrame)
        for _ in 0..<DynamicsWorld.stepsPerFrame { world.step(step, behaviors: behaviors) }
        for body in world.bodies { body.writeBack() }
        if let layout { layout.invalidateLayout() }
        for behavior in behaviors { (behavior as? UICollisionBehavior)?.deliverContactEvents() }
        for behavior in behaviors { behavior.action?() }
        let settled = world.isAtRest && behaviors.allSatisfy(\.isSettled)
        stillFrames = settled ? stillFrames + 1 : 0
        if stillFrames >= Self.restFrames { pause() }
    }
}
