import Foundation

/// The base of the responder chain.
///
/// Linux has no Objective-C runtime to find a method by its selector, so a responder that receives
/// actions by selector (target-action, `sendAction`, storyboard connections) either registers a
/// handler for each with `registerAction(_:handler:)` or has its class marked `@Connectable`,
/// which lists its `@IBAction` / `@Action` methods in `storyboardConnections`; `responds(to:)` and
/// `perform(_:with:)` read both.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    private var actionHandlers: [Selector: (Any?) -> Void] = [:]

    public override init() {
        super.init()
    }

    /// Hears a change of a key path this responder observes (`addObserver(_:forKeyPath:options:context:)`).
    /// Subclasses override it, as on `NSObject` in Foundation; this one does nothing. It runs on
    /// the thread that made the change, so it is not main-actor isolated.
    nonisolated open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// This class's storyboard outlets, actions and segue actions by name; `@Connectable` fills it in.
    open class var storyboardConnections: StoryboardConnections { StoryboardConnections() }

    /// `storyboardConnections` per class, built once: `responds(to:)` runs for every responder
    /// a chain search passes.
    private static var connectionsByClass: [ObjectIdentifier: StoryboardConnections] = [:]

    /// This object's class's `storyboardConnections`, built on first use and kept.
    var cachedStoryboardConnections: StoryboardConnections {
        let responderClass = type(of: self)
        if let cached = UIResponder.connectionsByClass[ObjectIdentifier(responderClass)] { return cached }
        let connections = responderClass.storyboardConnections
        UIResponder.connectionsByClass[ObjectIdentifier(responderClass)] = connections
        return connections
    }

    /// The next responder: a view's controller or superview, a controller's view's superview,
    /// a window's application. UIResponder itself has none.
    open var next: UIResponder? { nil }

    /// The activity this responder describes; setting one makes the responder update it
    /// (`updateUserActivityState(_:)`) before it is saved.
    open var userActivity: NSUserActivity?

    /// Brings `activity`'s `userInfo` up to date; subclasses add their state and call `super`.
    /// Marks the activity saved (`needsSave` off).
    open func updateUserActivityState(_ activity: NSUserActivity) {
        activity.needsSave = false
    }

    /// Restores the state `activity` describes; the default does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The undo manager the responder's actions register with: the next responder's; a window
    /// has its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Makes `selector` an action this responder answers, the stand-in for an `@objc` method.
    public func registerAction(_ selector: Selector, handler: @escaping (_ sender: Any?) -> Void) {
        actionHandlers[selector] = handler
    }

    /// Whether a handler is registered for `aSelector` or the class has an `@IBAction` of that
    /// name (NSObject's `responds(to:)`).
    /// A selector that carries its method answers by the responder's class alone.
    open func responds(to aSelector: Selector) -> Bool {
        if let reaches = aSelector.carriesMethod(for: self) { return reaches }
        return actionHandlers[aSelector] != nil || cachedStoryboardConnections.actions[aSelector.description] != nil
    }

    /// Invokes the handler registered for `aSelector`, or else the class's `@IBAction` of that
    /// name (with no event); returns whether there was one.
    @discardableResult
    open func perform(_ aSelector: Selector, with object: Any?) -> Bool {
        if aSelector.carriesMethod(for: self) == true { return aSelector.invoke(on: self, with: object) }
        if let handler = actionHandlers[aSelector] {
            handler(object)
            return true
        }
        guard let action = cachedStoryboardConnections.actions[aSelector.description] else { return false }
        action(self, object, nil)
        return true
    }

    /// UIKit's default: the responder implements the action.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The first responder from here up the chain that can perform `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Accessibility
    // UIKit declares these on NSObject (the informal UIAccessibility protocol); here every
    // responder has them, so a view, a view controller and a `UIAccessibilityElement` answer
    // alike and a subclass overrides them as on iOS. What a value left unset reports is the
    // class's default (`AccessibilityDefaults`); setting nil goes back to it.

    /// What the app set; made on the first set, as most responders never get one.
    var accessibilityOverrides: AccessibilityOverrides?
    var accessibilitySettings: AccessibilityOverrides {
        if let accessibilityOverrides { return accessibilityOverrides }
        let made = AccessibilityOverrides()
        accessibilityOverrides = made
        return made
    }
    /// Elements made for parts that are not views (a bar's title, a segment), kept so the same
    /// part is the same element from one query to the next.
    var synthesizedAccessibilityElements: [UIAccessibilityElement] = []

    /// Whether assistive technology treats this object as an element of its own; unless set, true for the standard
    /// controls, labels and cells and false for other views.
    open var isAccessibilityElement: Bool {
        get { accessibilityOverrides?.isElement ?? AccessibilityDefaults.isElement(self) }
        set { accessibilitySettings.isElement = newValue }
    }
    /// The short name assistive technology speaks for the element; unless set, the standard classes give their
    /// title or text.
    open var accessibilityLabel: String? {
        get { accessibilityOverrides?.label ?? AccessibilityDefaults.label(of: self) }
        set { accessibilitySettings.label = newValue }
    }
    /// The accessibility label as an attributed string; setting it keeps only the string.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// A brief description of what happens when the user acts on the element.
    open var accessibilityHint: String? {
        get { accessibilityOverrides?.hint }
        set { accessibilitySettings.hint = newValue }
    }
    /// The accessibility hint as an attributed string; setting it keeps only the string.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The element's current value, such as a slider's percentage or a switch's state; unless set, the standard
    /// controls give theirs.
    open var accessibilityValue: String? {
        get { accessibilityOverrides?.value ?? AccessibilityDefaults.value(of: self) }
        set { accessibilitySettings.value = newValue }
    }
    /// The accessibility value as an attributed string; setting it keeps only the string.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// The traits that describe the element, such as button, header or selected; unless set, the standard
    /// classes give theirs.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides?.traits ?? AccessibilityDefaults.traits(of: self) }
        set { accessibilitySettings.traits = newValue }
    }
    /// In screen coordinates. A view's follows the view; anything else's is what was set.
    open var accessibilityFrame: CGRect {
        get { accessibilityOverrides?.frame ?? AccessibilityDefaults.frame(of: self) }
        set { accessibilitySettings.frame = newValue }
    }
    /// The element's outline in screen coordinates, when its frame alone does not describe it.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityOverrides?.path }
        set { accessibilitySettings.path = newValue }
    }
    /// Where activating the element touches it: the middle of its frame unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityOverrides?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilitySettings.activationPoint = newValue }
    }
    /// The language to speak the element's label, value and hint in, as a BCP 47 tag; `nil` for the user's language.
    open var accessibilityLanguage: String? {
        get { accessibilityOverrides?.language }
        set { accessibilitySettings.language = newValue }
    }
    /// Hides this element's children (and, for a view, its subviews) from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityOverrides?.elementsHidden ?? false }
        set { accessibilitySettings.elementsHidden = newValue }
    }
    /// Set on a view, its siblings are left out while it shows (a custom alert's view).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityOverrides?.viewIsModal ?? false }
        set { accessibilitySettings.viewIsModal = newValue }
    }
    /// Whether assistive technology reads this object's child elements together as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityOverrides?.groupsChildren ?? false }
        set { accessibilitySettings.groupsChildren = newValue }
    }
    /// The container's elements in order; nil (unless the class supplies some) means a view's
    /// subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityOverrides?.elements ?? AccessibilityDefaults.elements(of: self) }
        set { accessibilitySettings.elements = newValue }
    }
    /// What kind of container the element is, such as a list or a table; `.none` unless set.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityOverrides?.containerType ?? .none }
        set { accessibilitySettings.containerType = newValue }
    }
    /// Whether the element responds to user interaction; unless set, whether it is an accessibility element.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityOverrides?.respondsToUserInteraction ?? isAccessibilityElement }
        set { accessibilitySettings.respondsToUserInteraction = newValue }
    }
    /// The names a user may say to choose the element by voice; unless set, its accessibility label alone.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityOverrides?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilitySettings.userInputLabels = newValue }
    }
    /// Extra actions assistive technology offers the user on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityOverrides?.customActions }
        set { accessibilitySettings.customActions = newValue }
    }

    /// The number of elements in `accessibilityElements`, or 0 when there are none.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The element at the index in `accessibilityElements`, or `nil` when the index is out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of the element in `accessibilityElements`, compared by identity, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// False lets the default happen: a touch at the activation point.
    open func accessibilityActivate() -> Bool { false }

    /// An adjustable element's step up (a slider by a tenth, a page control by a page).
    open func accessibilityIncrement() {
        AccessibilityDefaults.adjust(self, by: 1)
    }

    /// An adjustable element's step down (a slider by a tenth, a page control by a page).
    open func accessibilityDecrement() {
        AccessibilityDefaults.adjust(self, by: -1)
    }

    /// Scrolls the element's content in response to a three-finger swipe; returns `false`, not handled, by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// Dismisses a modal view in response to the escape gesture; returns `false`, not handled, by default.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the element's most important action in response to a two-finger double tap; returns `false`, not
    /// handled, by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: First responder (the machinery is in UIResponder+FirstResponder.swift)

    /// Whether this responder can become first responder; `false` by default; text fields and text views say yes.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder gives up first responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Each window has its own first responder; the key window's receives key presses.
    open var isFirstResponder: Bool { responderWindow?.firstResponderStorage === self }

    /// Refused (false) when this responder cannot become first responder, is not in a window,
    /// or the window's current first responder will not resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Gives up first responder status, unless `canResignFirstResponder` says no; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    /// The key commands this responder offers; the chain from the first responder up is searched
    /// for one matching each key press. A view controller's `addKeyCommand(_:)` adds to these.
    open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    var addedKeyCommands: [UIKeyCommand] = []

    // MARK: Menus

    /// Adds to or changes a menu system's tree. The main system (``UIMenuSystem``) calls it on
    /// the application at launch and after `setNeedsRebuild()`; the default passes the builder
    /// to the next responder, which takes the application's to its delegate.
    open func buildMenu(with builder: any UIMenuBuilder) { next?.buildMenu(with: builder) }

    /// Updates a command (its title, attributes or state) for what the app can do now; a menu
    /// system calls it on the responder that would perform the command. Does nothing by default.
    open func validate(_ command: UICommand) {}

    // MARK: Events

    // Touches and presses that nobody handles go up the chain, as in UIKit.
    /// Called when fingers touch down in a view or window; passes the touches up the responder chain by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Called when touches move; passes them up the responder chain by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Called when fingers lift from the screen; passes the touches up the responder chain by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Called when the system cancels touches, as when a gesture recognizer takes them; passes them up the
    /// responder chain by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
    /// Called when estimated properties of touches get their final values; does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Called when physical keys are pressed; passes the presses up the responder chain by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// Called when a press changes, such as its force; passes it up the responder chain by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Called when keys are released; passes the presses up the responder chain by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// Called when the system cancels presses; passes them up the responder chain by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // NSObject gives responders identity equality, so views and controllers go in sets and
    // compare with `==`, as in UIKit.

    /// `<ClassName: 0x…>`, the form UIKit's messages use.
    open override nonisolated var description: String { objectDescription(self) }
}

extension UIResponder: KeyValueObserverCallback {}
