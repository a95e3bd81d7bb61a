import Foundation

/// A control sends actions to targets when events happen to it: touches tracked as UIKit
/// tracks them (`UIControl+Tracking.swift`), or `sendActions(for:)` from code.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The events a control sends actions for: touches, changes of value, and editing.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in a repeated tap (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved within the control's bounds, or the 70 points of allowance around them.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's bounds and their 70 points of allowance.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved from outside the control to inside it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved from inside the control to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control, which is no tap.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system or a gesture recognizer took the tracked touch away.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value, such as by flipping a switch or moving a slider.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened: a button tapped, a switch flipped, a segment chosen.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A control's menu is about to show; not sent by controls here.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed the text of a text field being edited.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The user pressed Return in a text field; a field with an action for this event stops editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A range of events left for the app's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range of events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event, the reserved ones included.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The state of a control: highlighted, disabled, selected, or none of these (`normal`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// An enabled control that is neither highlighted nor selected; values set for it stand in for other states.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus; never part of `state` here, which has no focus system.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits left for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit's own use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content horizontally within its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// The content is centred horizontally.
        case center
        /// The content lines up on the left edge.
        case left
        /// The content lines up on the right edge.
        case right
        /// The content is to fill the width; buttons here centre it instead.
        case fill
        /// The content lines up on the leading edge (the left, as layout here is left to right).
        case leading
        /// The content lines up on the trailing edge (the right, as layout here is left to right).
        case trailing
    }
    /// How a control places its content vertically within its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// The content is centred vertically.
        case center
        /// The content lines up on the top edge.
        case top
        /// The content lines up on the bottom edge.
        case bottom
        /// The content is to fill the height; buttons and text fields here centre it instead.
        case fill
    }

    /// A target is held weakly, as UIKit does; a nil target means "the responder chain".
    private struct TargetAction {
        weak var target: AnyObject?
        let targetsResponderChain: Bool
        let action: Selector
        var events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actionHandlers: [(action: UIAction, events: Event)] = []

    /// Whether the control takes touches; a disabled control passes them on and is in the `.disabled` state.
    open var isEnabled = true
    /// The behavioural style the control asks for (iOS 15); `.automatic` by default.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The style the control behaves in: always `.pad` on iOS and here, as `.mac` applies only
    /// to Mac Catalyst's Mac idiom.
    open var behavioralStyle: UIBehavioralStyle { .pad }
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted; set while a tracked finger is on it or near it.
    open var isHighlighted = false
    // Touch tracking (see UIControl+Tracking.swift).
    var trackingStorage = false
    var touchInsideStorage = false
    var trackedTouch: UITouch?
    /// How the control places its content horizontally; centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How the control places its content vertically; centred by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The control's state, made from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Context menus (the machinery is in UIControl+ContextMenu.swift)

    var contextMenuInteractionStorage: UIContextMenuInteraction?
    /// A button's `menu`, which the default configuration shows.
    var menuStorage: UIMenu?
    /// The tracked touch opened the control's menu (`showsMenuAsPrimaryAction`); the menu
    /// follows it instead of the control.
    var trackedTouchOpenedMenu = false

    /// Whether a long press shows the control's menu: turning it on adds a context menu
    /// interaction whose delegate is the control; a button turns it on when given a menu.
    open var isContextMenuInteractionEnabled = false {
        didSet { if isContextMenuInteractionEnabled != oldValue { contextMenuInteractionEnabledDidChange() } }
    }
    /// The control's context menu interaction, while `isContextMenuInteractionEnabled` is on.
    open var contextMenuInteraction: UIContextMenuInteraction? { contextMenuInteractionStorage }
    /// Whether a touch on the control shows its menu at once, as its primary action, instead of
    /// a long press doing so; the control then sends `.menuActionTriggered` and no tap events.
    open var showsMenuAsPrimaryAction = false

    /// Where the menu is attached, in the control's coordinates: its bottom centre.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    /// The control's menu: a button's `menu`, or none. Override to make one.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        menuStorage.map { menu in UIContextMenuConfiguration(actionProvider: { _ in menu }) }
    }

    /// The view lifted while the menu shows: nil, the control itself.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// Where the preview goes as the menu leaves: nil, back to the control.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// Called as the menu appears; override to animate alongside (call super).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { isHighlighted = false }

    /// Called as the menu goes; override to animate alongside (call super).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { isHighlighted = false }

    /// Creates a control that runs the action on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Tracking touches (the machinery is in UIControl+Tracking.swift)

    /// Whether the control is following a touch, as `beginTracking(_:with:)` and `continueTracking(_:with:)` allow.
    open var isTracking: Bool { trackingStorage }
    /// Whether the tracked touch is inside, counting UIKit's margin around the bounds.
    open var isTouchInside: Bool { touchInsideStorage }

    /// Return false to stop tracking this touch; `isTracking` reads the answer.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked touch moves; return `false` to stop tracking it. Returns `true` by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch lifts, before the touch-up actions are sent; does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the tracked touch is cancelled, before `.touchCancel` is sent; does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    /// A disabled control passes touches up the chain, as UIKit's do.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        trackingBegan(touch, with: event)
    }

    /// Follows the tracked touch: updates the highlight and sends the drag events; other touches go on up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesMoved(touches, with: event) }
        trackingMoved(touch, with: event)
    }

    /// Ends tracking: sends `.touchUpInside` (with a tap control's `.primaryActionTriggered`) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return super.touchesEnded(touches, with: event) }
        trackingEnded(touch, with: event)
    }

    /// Stops tracking the touch and sends `.touchCancel`.
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

    /// Adds the target and action for the events; a `nil` target sends the action up the responder chain.
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

    /// Every event that some target-action pair or action is registered for.
    open var allControlEvents: Event {
        let fromTargets = targetActions.reduce(Event()) { $0.union($1.events) }
        return actionHandlers.reduce(fromTargets) { $0.union($1.events) }
    }

    /// The names of the target's actions for the event, or `nil` when it has none; a `nil` target means the
    /// responder chain.
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

    /// Runs the action when any of the events happens; adding it again adds the events to it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actionHandlers.firstIndex(where: { $0.action === action }) {
            actionHandlers[index].events.formUnion(controlEvents)
        } else {
            actionHandlers.append((action, controlEvents))
        }
    }

    /// Stops running the action for the events; it is removed once no event is left.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actionHandlers.indices.reversed() where actionHandlers[index].action === action {
            actionHandlers[index].events.subtract(controlEvents)
            if actionHandlers[index].events.isEmpty { actionHandlers.remove(at: index) }
        }
    }

    /// Stops running the actions with the identifier for the events.
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

    /// Runs the action's handler with this control as the action's `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(withSender: self, target: nil)
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
