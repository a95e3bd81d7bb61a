import Foundation

/// A control sends actions to targets when events happen to it: touches tracked as UIKit
/// tracks them (`UIControl+Tracking.swift`), or `sendActions(for:)` from code.
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// A target is held weakly, as UIKit does; a nil target means "the responder chain".
    private struct TargetAction {
        weak var target: AnyObject?
        let targetsResponderChain: Bool
        let action: Selector
        var events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actionHandlers: [(action: UIAction, events: Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    // Touch tracking (see UIControl+Tracking.swift).
    var trackingStorage = false
    var touchInsideStorage = false
    var trackedTouch: UITouch?
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Tracking touches (the machinery is in UIControl+Tracking.swift)

    open var isTracking: Bool { trackingStorage }
    /// Whether the tracked touch is inside, counting UIKit's margin around the bounds.
    open var isTouchInside: Bool { touchInsideStorage }

    /// Return false to stop tracking this touch; `isTracking` reads the answer.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// A disabled control passes touches up the chain, as UIKit's do.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        trackingBegan(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesMoved(touches, with: event) }
        trackingMoved(touch, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesEnded(touches, with: event) }
        trackingEnded(touch, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            return super.touchesCancelled(touches, with: event)
        }
        trackingCancelled(with: event)
    }

    /// UIKit's tap controls keep a single tap from a superview's tap recognizer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !takesSingleTap(from: gestureRecognizer)
    }

    /// True for UIKit's tap controls (UIButton here): a tap sends `.primaryActionTriggered`
    /// with `.touchUpInside`, and a superview's single-tap recognizer yields to it.
    var isTapControl: Bool { false }

    /// Whether a superview's single-finger single-tap recognizer yields to this control: UIKit's
    /// "default control actions" are a tap on a button, a switch, a stepper, a segmented
    /// control or a page control.
    var keepsSingleTaps: Bool { isTapControl }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        if let index = targetActions.firstIndex(where: {
            $0.target === object && $0.action == action && $0.targetsResponderChain == (object == nil)
        }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(
                TargetAction(
                    target: object, targetsResponderChain: object == nil, action: action, events: controlEvents))
        }
    }

    /// A nil target removes the pairs for every target; a nil action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in targetActions.indices.reversed() {
            let entry = targetActions[index]
            guard object == nil || entry.target === object, action == nil || entry.action == action else { continue }
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// The targets themselves, as UIKit returns them, with one `NSNull` standing for the
    /// responder chain (nil targets).
    open var allTargets: Set<AnyHashable> {
        var targets = Set(
            targetActions.compactMap { entry -> AnyHashable? in
                guard let target = entry.target else { return nil }
                return target as? AnyHashable ?? AnyHashable(ObjectIdentifier(target))
            })
        if targetActions.contains(where: \.targetsResponderChain) { targets.insert(AnyHashable(NSNull())) }
        return targets
    }

    open var allControlEvents: Event {
        let fromTargets = targetActions.reduce(Event()) { $0.union($1.events) }
        return actionHandlers.reduce(fromTargets) { $0.union($1.events) }
    }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names =
            targetActions
            .filter {
                ($0.target === object || (object == nil && $0.targetsResponderChain))
                    && $0.events.contains(controlEvent)
            }
            .map(\.action.description)
        return names.isEmpty ? nil : names
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actionHandlers.firstIndex(where: { $0.action === action }) {
            actionHandlers[index].events.formUnion(controlEvents)
        } else {
            actionHandlers.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actionHandlers.indices.reversed() where actionHandlers[index].action === action {
            actionHandlers[index].events.subtract(controlEvents)
            if actionHandlers[index].events.isEmpty { actionHandlers.remove(at: index) }
        }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actionHandlers.indices.reversed() where actionHandlers[index].action.identifier == actionIdentifier
        {
            actionHandlers[index].events.subtract(controlEvents)
            if actionHandlers[index].events.isEmpty { actionHandlers.remove(at: index) }
        }
    }

    /// Sends one action; a nil target goes up the responder chain from this control.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Runs the UIActions first, then the target-actions, in the order they were added, as UIKit
    /// does.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, event: nil)
    }

    /// What touches send: the same, with the touches event for actions that take one.
    func sendActions(for controlEvents: Event, event: UIEvent?) {
        for entry in actionHandlers where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            guard entry.targetsResponderChain || entry.target != nil else { continue }
            sendAction(entry.action, to: entry.target, for: event)
        }
    }
}

/// A closure with a title, for controls and menus.
@preconcurrency @MainActor
open class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    /// The control sending the action, while its handler runs.
    open internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }
}
