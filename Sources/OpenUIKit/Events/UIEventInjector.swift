import Foundation

/// Where input from outside the app comes in: a display host (SDLHost turns mouse, touchpad and
/// keyboard events into these calls) or a test. Each call becomes the `UIEvent` UIKit would
/// deliver (`UITouch`es in a touches event, `UIPress`es in a `UIPressesEvent`), timestamped by the
/// animation clock, and goes through `UIApplication.shared.sendEvent(_:)`; deferred work the
/// event causes (layout, deferred transitions) runs before the call returns, as it would in the
/// rest of UIKit's run-loop turn. Time passes only through the clock, so a long press is a
/// touch down, `UIApplication.shared.advance(by: 0.5)`, and a touch up.
///
/// Touches are told apart by `id` (0 for the mouse; a touchpad's finger numbers otherwise).
/// A point is in the window's coordinates when a window is given, else in screen coordinates and
/// the touch goes to the frontmost visible window under it; later calls for the same touch use
/// the same space. Keys go to the key window: `keyDown(_:)`/`keyUp(_:)` for every key (modifier
/// keys included), and `insertText(_:)` for the text typing produces (SDL's text input events),
/// which reaches a first responder adopting `UIKeyInput`.
@preconcurrency @MainActor
public final class UIEventInjector {
    /// The injector the display host and tests share.
    public static let shared = UIEventInjector()

    /// A touch that begins within this long after the last one lifted, and within
    /// `multipleTapDistance` of it, counts another tap (`UITouch.tapCount`).
    public static let multipleTapInterval: TimeInterval = 0.35
    /// How far apart, in points, two touches can begin and still count as taps of one multiple tap.
    public static let multipleTapDistance: CGFloat = 45

    /// One finger's change, for several fingers that move in the same moment (a pinch).
    public struct TouchInput: Sendable {
        /// Which touch this is: 0 for the mouse, a touchpad's finger number otherwise.
        public var id: Int
        /// What the touch does in this event: begins, moves, stays put, lifts, or is cancelled.
        public var phase: UITouch.Phase
        /// Where the touch is, in the window's coordinates or in screen coordinates when no window is given.
        public var location: CGPoint
        /// Creates one finger's change for `send(_:in:)`.
        public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
            self.id = id
            self.phase = phase
            self.location = location
        }
    }

    private struct ActiveTouch {
        let id: Int
        let touch: UITouch
        /// Where the window's origin is in the coordinates the caller uses.
        let origin: CGPoint
    }

    private var activeTouches: [ActiveTouch] = []
    private let touchesEvent = UIEvent(type: .touches)
    private var lastTap: (time: TimeInterval, location: CGPoint, window: WeakBox<UIWindow>, count: Int)?
    private var heldPresses: [UIPress] = []
    private var heldModifiers: UIKeyModifierFlags = []
    /// The text of a key a key command took: the text input that follows it is not typed.
    private var textTakenByKeyCommand: String?
    /// The mouse buttons (or other buttons) the host says are down, for the next touches event.
    public var buttonMask: UIEvent.ButtonMask = []
    /// The modifier keys the host says are held, added to those of keys pressed through `keyDown(_:)`.
    public var modifierFlags: UIKeyModifierFlags = []

    /// Creates an injector with no touches down and no keys held; most callers use `shared`.
    public init() {}

    private var now: TimeInterval { UIApplication.shared.animationClock.now }

    // MARK: Touches

    /// Begins touch `id` at `point` and returns its `UITouch`, or `nil` when no window is under the point.
    @discardableResult
    public func touchDown(at point: CGPoint, in window: UIWindow? = nil, id: Int = 0) -> UITouch? {
        send([TouchInput(id: id, phase: .began, location: point)], in: window)
        return activeTouches.first { $0.id == id }?.touch
    }

    /// Moves touch `id` to `point`, in the coordinate space its touch down used; a move to the same point is ignored.
    public func touchMoved(to point: CGPoint, id: Int = 0) {
        send([TouchInput(id: id, phase: .moved, location: point)])
    }

    /// Lifts the touch, where it was unless `point` says otherwise.
    public func touchUp(at point: CGPoint? = nil, id: Int = 0) {
        guard let active = activeTouches.first(where: { $0.id == id }) else { return }
        let location =
            point
            ?? CGPoint(
                x: active.touch.locationInWindow.x + active.origin.x,
                y: active.touch.locationInWindow.y + active.origin.y)
        send([TouchInput(id: id, phase: .ended, location: location)])
    }

    /// The system took the touch away (the window lost focus): everyone hears `touchesCancelled`.
    public func touchCancelled(id: Int = 0) {
        guard let active = activeTouches.first(where: { $0.id == id }) else { return }
        send([TouchInput(id: id, phase: .cancelled, location: active.touch.locationInWindow)])
    }

    /// Cancels every touch and releases every key, as when the host's window loses focus.
    public func cancelAllInput() {
        let inputs = activeTouches.map { TouchInput(id: $0.id, phase: .cancelled, location: $0.touch.locationInWindow) }
        if !inputs.isEmpty { send(inputs) }
        activeTouches.removeAll()
        touchesEvent.touchList.removeAll()
        if !heldPresses.isEmpty {
            let window = heldPresses.first?.window
            for press in heldPresses {
                press.phase = .cancelled
                press.timestamp = now
            }
            let event = UIPressesEvent(presses: heldPresses, timestamp: now, modifierFlags: currentModifiers)
            if window != nil { UIApplication.shared.sendEvent(event) }
            heldPresses.removeAll()
        }
        heldModifiers = []
    }

    /// Several touches changing in one event. A touch that begins uses `window`'s coordinates,
    /// or screen coordinates when it is nil; a touch already down ignores `window`.
    public func send(_ inputs: [TouchInput], in window: UIWindow? = nil) {
        let time = now
        var changed: [UITouch] = []
        for input in inputs {
            if input.phase == .began {
                if activeTouches.contains(where: { $0.id == input.id }) { touchCancelled(id: input.id) }
                guard let begun = begin(input, in: window, at: time) else { continue }
                changed.append(begun)
                continue
            }
            guard let active = activeTouches.first(where: { $0.id == input.id }) else { continue }
            let touch = active.touch
            let location = CGPoint(x: input.location.x - active.origin.x, y: input.location.y - active.origin.y)
            if input.phase == .moved, location == touch.locationInWindow { continue }
            touch.previousLocationInWindow = touch.locationInWindow
            if input.phase != .cancelled { touch.locationInWindow = location }
            touch.phase = input.phase == .stationary ? .stationary : input.phase
            touch.timestamp = time
            changed.append(touch)
        }
        guard !changed.isEmpty else { return }
        for active in activeTouches where !changed.contains(where: { $0 === active.touch }) {
            active.touch.phase = .stationary
        }
        touchesEvent.touchList = activeTouches.map(\.touch)
        touchesEvent.timestamp = time
        touchesEvent.modifierFlags = currentModifiers
        touchesEvent.buttonMask = buttonMask
        UIApplication.shared.sendEvent(touchesEvent)
        for touch in changed where touch.phase == .ended {
            if let window = touch.window { lastTap = (time, touch.locationInWindow, WeakBox(window), touch.tapCount) }
        }
        activeTouches.removeAll { !$0.touch.isLive || $0.touch.window == nil }
        touchesEvent.touchList = activeTouches.map(\.touch)
        UIApplication.shared.runLoop.drain()
    }

    private func begin(_ input: TouchInput, in window: UIWindow?, at time: TimeInterval) -> UITouch? {
        let target: UIWindow
        var origin = CGPoint.zero
        if let window {
            target = window
        } else {
            guard let found = frontmostWindow(at: input.location) else { return nil }
            target = found
            origin = found.frame.origin
        }
        let location = CGPoint(x: input.location.x - origin.x, y: input.location.y - origin.y)
        let touch = UITouch(phase: .began, location: location, in: target, timestamp: time)
        if let lastTap, lastTap.window.value === target, time - lastTap.time <= Self.multipleTapInterval,
            hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.multipleTapDistance
        {
            touch.tapCount = lastTap.count + 1
        }
        touch.type = buttonMask.isEmpty ? .direct : .indirectPointer
        activeTouches.append(ActiveTouch(id: input.id, touch: touch, origin: origin))
        return touch
    }

    /// The visible window under a screen point: the highest level first, and among windows of
    /// one level the one made visible last.
    private func frontmostWindow(at point: CGPoint) -> UIWindow? {
        let visible = UIApplication.shared.windows.filter { !$0.isHidden }
        let ordered = visible.enumerated().sorted { lhs, rhs in
            lhs.element.windowLevel != rhs.element.windowLevel
                ? lhs.element.windowLevel > rhs.element.windowLevel
                : lhs.offset > rhs.offset
        }.map(\.element)
        return ordered.first { window in
            let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
            return window.hitTest(local, with: nil) != nil
        }
    }

    // MARK: Scrolling

    /// A mouse wheel or touchpad scroll of `delta` points (positive scrolls toward the content's
    /// end, as the content moves up and left) over `point` in `window` (in screen coordinates,
    /// over the frontmost window there, when nil): the innermost scroll view under the pointer
    /// that can move that way scrolls, as on a Mac.
    public func scroll(by delta: CGPoint, at point: CGPoint, in window: UIWindow? = nil) {
        guard let target = window ?? frontmostWindow(at: point) else { return }
        let location = window == nil ? CGPoint(x: point.x - target.frame.minX, y: point.y - target.frame.minY) : point
        guard var view = target.hitTest(location, with: nil) else { return }
        while true {
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
                let axes = scrollView.scrollableAxes
                if (axes.vertical && delta.y != 0) || (axes.horizontal && delta.x != 0) {
                    scrollView.scroll(by: delta)
                    return
                }
            }
            guard let superview = view.superview else { return }
            view = superview
        }
    }

    // MARK: Keys

    private var currentModifiers: UIKeyModifierFlags { modifierFlags.union(heldModifiers) }

    /// A key goes down (or repeats while held). `characters` and `charactersIgnoringModifiers`
    /// default to what the key types on a US layout; hosts that know better pass them.
    public func keyDown(
        _ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [],
        characters: String? = nil, charactersIgnoringModifiers: String? = nil, isRepeat: Bool = false
    ) {
        guard let window = UIApplication.shared.keyWindowStorage else { return }
        if let modifier = KeyboardLayout.modifier(of: keyCode) { heldModifiers.insert(modifier) }
        let key = KeyboardLayout.makeKey(
            keyCode, modifierFlags: modifierFlags.union(currentModifiers),
            characters: characters, charactersIgnoringModifiers: charactersIgnoringModifiers)
        if isRepeat || heldPresses.contains(where: { $0.key?.keyCode == keyCode }) {
            textTakenByKeyCommand = window.deliverRepeat(of: key) ? key.characters : nil
            UIApplication.shared.runLoop.drain()
            return
        }
        let press = UIPress(key: key, window: window, timestamp: now)
        for other in heldPresses { other.phase = .stationary }
        heldPresses.append(press)
        UIApplication.shared.sendEvent(
            UIPressesEvent(presses: heldPresses, timestamp: now, modifierFlags: key.modifierFlags))
        textTakenByKeyCommand = press.wasTakenByKeyCommand ? key.characters : nil
        UIApplication.shared.runLoop.drain()
    }

    /// Releases a key that `keyDown(_:)` pressed, sending the press's end to the key window; unheld keys are ignored.
    public func keyUp(_ keyCode: UIKeyboardHIDUsage) {
        guard let index = heldPresses.firstIndex(where: { $0.key?.keyCode == keyCode }) else { return }
        textTakenByKeyCommand = nil
        if let modifier = KeyboardLayout.modifier(of: keyCode) { heldModifiers.remove(modifier) }
        let press = heldPresses[index]
        for other in heldPresses { other.phase = .stationary }
        press.phase = .ended
        press.timestamp = now
        UIApplication.shared.sendEvent(
            UIPressesEvent(presses: heldPresses, timestamp: now, modifierFlags: currentModifiers))
        heldPresses.remove(at: index)
        UIApplication.shared.runLoop.drain()
    }

    /// Text typing produced, for the key window's first responder if it takes typed text.
    /// The text of a key a key command just took is dropped: the command consumed the key.
    public func insertText(_ text: String) {
        if let taken = textTakenByKeyCommand {
            textTakenByKeyCommand = nil
            if taken == text { return }
        }
        guard let input = UIApplication.shared.keyWindowStorage?.firstResponderStorage as? UIKeyInput else { return }
        input.insertText(text)
        UIApplication.shared.runLoop.drain()
    }

    /// Types `text` as a person would on a US keyboard: each character's key goes down (with
    /// shift where needed), its text is inserted, and the key comes up. Return is the return
    /// key, "\u{8}" the delete key; characters the layout lacks are inserted without a key.
    public func type(_ text: String) {
        for character in text {
            if character == "\u{8}" {
                keyDown(.keyboardDeleteOrBackspace)
                keyUp(.keyboardDeleteOrBackspace)
                continue
            }
            guard let key = KeyboardLayout.key(typing: character) else {
                insertText(String(character))
                continue
            }
            if key.shift { keyDown(.keyboardLeftShift) }
            keyDown(key.keyCode)
            if key.keyCode != .keyboardReturnOrEnter { insertText(String(character)) }
            keyUp(key.keyCode)
            if key.shift { keyUp(.keyboardLeftShift) }
        }
    }
}
