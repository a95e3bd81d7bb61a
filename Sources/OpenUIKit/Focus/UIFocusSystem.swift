import Foundation

/// Keeps track of the focused item of one window scene (of one window, for a window with no
/// scene) and moves focus: when code asks (`requestFocusUpdate(to:)`, an environment's
/// `setNeedsFocusUpdate()`), and when the hardware keyboard's Tab and arrow keys move it as
/// iPadOS does (`UIFocusSystem+Movement.swift`).
///
/// An update asks every environment containing the old or the new item whether it may happen
/// (`shouldUpdateFocus(in:)`), innermost first; one `false` stops it. Then the new item is
/// focused, the environments hear `didUpdateFocus(in:with:)` in the same order,
/// `didUpdateNotification` is posted, and the coordinator's animations run. A table view or
/// collection view among the environments gets its own kind of context, with index paths. A
/// focused view is drawn with its halo (`UIFocusHaloEffect`); a focused view that takes typed
/// text becomes first responder, as tabbing into a text field does on iPadOS.
///
/// iPadOS has a focus system only when a hardware keyboard is attached; OpenUIKit's windows
/// always have one, as every host here has a keyboard.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// Posted after focus moved; the user info holds the context and the animation coordinator.
    nonisolated public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a key asked focus to move and it could not; the user info holds the context.
    nonisolated public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The user info key of the `UIFocusUpdateContext` in the focus notifications.
    nonisolated public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    /// The user info key of the `UIFocusAnimationCoordinator` in `didUpdateNotification`.
    nonisolated public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    /// How many steps a walk up or down the focus environments takes at most, so a cycle of
    /// preferred environments cannot hang the app.
    static let maximumEnvironmentDepth = 1000
    /// The opacity below which a view counts as invisible, as hit-testing has it.
    static let visibleOpacity: Float = 0.01

    /// The focus systems made so far, with the scene or window each belongs to.
    private static var systems: [(owner: WeakBox<AnyObject>, system: UIFocusSystem)] = []

    private weak var focusedItemStorage: (any UIFocusItem)?
    /// The window the focused item was in when it was focused.
    private weak var focusedWindow: UIWindow?
    /// The environment an update was requested for, until the update runs.
    private weak var pendingEnvironment: (any UIFocusEnvironment)?
    private var updateScheduled = false
    /// The item focused last in each focus group, for focus coming back to the group.
    var lastFocusedItems: [String: WeakBox<AnyObject>] = [:]
    /// The halo drawn around the focused view.
    private var ring: CAShapeLayer?

    override init() {
        super.init()
    }

    /// The focused item, or `nil` when nothing is focused (or the item left its window).
    open var focusedItem: (any UIFocusItem)? {
        guard let item = focusedItemStorage else { return nil }
        if let view = item as? UIView, view.window == nil || view.window !== focusedWindow { return nil }
        return item
    }

    /// The focus system `environment` belongs to: that of its window's scene (or of its window);
    /// `nil` for an environment in no window.
    public class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        if let system = environment as? UIFocusSystem { return system }
        guard let window = window(of: environment) else { return nil }
        return system(forOwner: window.windowScene ?? window)
    }

    /// The focus system of a window scene, or of a window with no scene, made on first use.
    static func system(forOwner owner: AnyObject) -> UIFocusSystem {
        systems.removeAll { $0.owner.value == nil }
        if let found = systems.first(where: { $0.owner.value === owner }) { return found.system }
        let system = UIFocusSystem()
        systems.append((WeakBox(owner), system))
        return system
    }

    /// Whether `environment` is `otherEnvironment` or one of its parent environments.
    public class func environment(
        _ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment
    ) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        var steps = 0
        while let candidate = current, steps < maximumEnvironmentDepth {
            if candidate === environment { return true }
            current = candidate.parentFocusEnvironment
            steps += 1
        }
        return false
    }

    /// Asks for focus to move to `environment`'s preferred item at the next turn of the run
    /// loop (or at `updateFocusIfNeeded()`). Of two requests before the update, the one for
    /// the environment containing the other wins; otherwise the later one.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        if let pending = pendingEnvironment, Self.environment(pending, contains: environment) {
            // The pending request already covers this one.
        } else {
            pendingEnvironment = environment
        }
        guard !updateScheduled else { return }
        updateScheduled = true
        UIApplication.shared.runLoop.perform { [weak self] in self?.updateFocusIfNeeded() }
    }

    /// Performs the requested update now, if one is pending.
    open func updateFocusIfNeeded() {
        updateScheduled = false
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let item = preferredItem(in: environment) else { return }
        _ = update(to: item, heading: [])
    }

    // MARK: Finding items

    /// The window an environment is in: a view's, a controller's view's, a guide's owning
    /// view's, or the first of its parents'.
    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        var current: (any UIFocusEnvironment)? = environment
        var steps = 0
        while let candidate = current, steps < maximumEnvironmentDepth {
            switch candidate {
            case let view as UIView: return view.window
            case let controller as UIViewController: if let view = controller.viewIfLoaded { return view.window }
            case let guide as UILayoutGuide: return guide.owningView?.window
            default: break
            }
            current = candidate.parentFocusEnvironment
            steps += 1
        }
        return nil
    }

    /// Why `item` cannot be focused now; empty when it can.
    static func reasonsNotFocusable(_ item: any UIFocusItem) -> [String] {
        var reasons: [String] = []
        if !item.canBecomeFocused { reasons.append("canBecomeFocused is false") }
        guard let view = item as? UIView else { return reasons }
        if view.window == nil { reasons.append("the view is not in a window") }
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { reasons.append("\(objectDescription(candidate)) is hidden") }
            if candidate.layer.opacity < visibleOpacity {
                reasons.append("\(objectDescription(candidate)) is transparent (alpha below 0.01)")
            }
            if !candidate.isUserInteractionEnabled {
                reasons.append("\(objectDescription(candidate)) has user interaction disabled")
            }
            current = candidate.superview
        }
        return reasons
    }

    static func isFocusable(_ item: any UIFocusItem) -> Bool {
        guard item.canBecomeFocused else { return false }
        guard let view = item as? UIView else { return true }
        guard view.window != nil else { return false }
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden || candidate.layer.opacity < visibleOpacity || !candidate.isUserInteractionEnabled {
                return false
            }
            current = candidate.superview
        }
        return true
    }

    /// The item focus goes to when an update targets `environment`: the first focusable item
    /// found searching its preferred environments in order, each in depth; else the
    /// environment itself if it is a focusable item; else, for a view, its subviews in reading
    /// order (top to bottom, then left to right).
    func preferredItem(in environment: any UIFocusEnvironment) -> (any UIFocusItem)? {
        var visited: [ObjectIdentifier] = []
        return preferredItem(in: environment, visited: &visited)
    }

    private func preferredItem(
        in environment: any UIFocusEnvironment, visited: inout [ObjectIdentifier]
    ) -> (any UIFocusItem)? {
        let id = ObjectIdentifier(environment)
        guard !visited.contains(id), visited.count < Self.maximumEnvironmentDepth else { return nil }
        visited.append(id)
        if let guide = environment as? UIFocusGuide, !guide.isEnabled { return nil }
        if let view = environment as? UIView, view.isHidden || !view.isUserInteractionEnabled { return nil }
        let preferred = environment.preferredFocusEnvironments
        for candidate in preferred where candidate !== environment {
            if let item = preferredItem(in: candidate, visited: &visited) { return item }
        }
        if let item = environment as? any UIFocusItem, Self.isFocusable(item) { return item }
        if preferred.isEmpty || preferred.contains(where: { $0 === environment }), let view = environment as? UIView {
            for subview in Self.readingOrder(view.subviews) {
                if let item = preferredItem(in: subview, visited: &visited) { return item }
            }
        }
        return nil
    }

    /// Views sorted top to bottom, then left to right, by their frames in the window.
    static func readingOrder(_ views: [UIView]) -> [UIView] {
        let framed = views.map { ($0, $0.convert($0.bounds, to: Optional<UIView>.none)) }
        return framed.sorted { lhs, rhs in
            lhs.1.minY != rhs.1.minY ? lhs.1.minY < rhs.1.minY : lhs.1.minX < rhs.1.minX
        }.map(\.0)
    }

    // MARK: Updating

    /// Moves focus to `next` (nil: off every item), asking and telling the environments;
    /// returns whether focus moved.
    @discardableResult
    func update(to next: (any UIFocusItem)?, heading: UIFocusHeading) -> Bool {
        let previous = focusedItem
        if let previous, let next, previous === next { return false }
        if previous == nil, next == nil { return false }
        let context = UIFocusUpdateContext(
            previouslyFocusedItem: previous, nextFocusedItem: next, focusHeading: heading)
        let environments = context.environments
        var specific: [ObjectIdentifier: UIFocusUpdateContext] = [:]
        func specificContext(for environment: any UIFocusEnvironment) -> UIFocusUpdateContext {
            if let made = specific[ObjectIdentifier(environment)] { return made }
            let made: UIFocusUpdateContext
            switch environment {
            case let table as UITableView: made = UITableViewFocusUpdateContext(context, in: table)
            case let collection as UICollectionView: made = UICollectionViewFocusUpdateContext(context, in: collection)
            default: return context
            }
            specific[ObjectIdentifier(environment)] = made
            return made
        }
        for environment in environments where !environment.shouldUpdateFocus(in: specificContext(for: environment)) {
            if !heading.isEmpty { postMovementDidFail(context) }
            return false
        }
        focusedItemStorage = next
        focusedWindow = (next as? UIView)?.window ?? next.flatMap { Self.window(of: $0) }
        if let next, let group = Self.groupIdentifier(of: next) { lastFocusedItems[group] = WeakBox(next) }
        drawRing()
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            environment.didUpdateFocus(in: specificContext(for: environment), with: coordinator)
        }
        NotificationCenter.default.post(
            name: Self.didUpdateNotification, object: self,
            userInfo: [Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator])
        coordinator.run()
        if let responder = next as? UIResponder, responder is UIKeyInput, responder.canBecomeFirstResponder,
            !responder.isFirstResponder
        {
            _ = responder.becomeFirstResponder()
        }
        return true
    }

    func postMovementDidFail(_ context: UIFocusUpdateContext) {
        NotificationCenter.default.post(
            name: Self.movementDidFailNotification, object: self,
            userInfo: [Self.focusUpdateContextUserInfoKey: context])
    }

    /// Draws the focused view's halo and removes the previous one.
    private func drawRing() {
        ring?.removeFromSuperlayer()
        ring = nil
        guard let view = focusedItemStorage as? UIView else { return }
        let effect = (view.focusEffect as? UIFocusHaloEffect) ?? UIFocusHaloEffect()
        let made = effect.makeRing(for: view)
        made.host.layer.addSublayer(made.layer)
        ring = made.layer
    }

    /// The halo drawn around the focused view, while one is.
    var focusRingLayer: CAShapeLayer? { ring }
}
