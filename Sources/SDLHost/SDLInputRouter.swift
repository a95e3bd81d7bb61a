import CSDL2
import Foundation
import OpenUIKit

/// Turns SDL's input events into the calls UIKit's own event system would make, through
/// `UIEventInjector`, as UIKit on a Mac treats a pointer: a mouse press is a touch (of type
/// `indirectPointer`, with the buttons held in the event's `buttonMask`) that moves while a
/// button is held and ends when the last button is released; a touch screen's fingers are direct
/// touches; keys are presses with their USB HID usage (SDL's scancodes are those numbers) and
/// typed text goes to the first responder. Points are the window's: SDL reports the mouse in
/// window coordinates, which the host keeps equal to the `UIWindow`'s points.
///
/// Moving the mouse with no button held is a hover (`UIEventInjector.pointerMoved(to:in:)`).
/// The scroll wheel and a touchpad's two-finger scroll scroll the scroll view under the pointer
/// (`UIEventInjector.scroll(by:at:in:)`), a wheel's notch `wheelStep` points.
@MainActor
final class SDLInputRouter {
    var window: UIWindow
    private let injector: UIEventInjector
    /// Touch ids of a touch screen's fingers; the mouse is touch 0.
    private var fingerIDs: [SDL_FingerID: Int] = [:]
    /// Points a wheel notch scrolls (a touchpad reports fractions of a notch).
    static let wheelStep: CGFloat = 40
    /// Where the pointer is, for wheel events, which carry no position in SDL 2.26.
    private var pointer: CGPoint = .zero
    /// SDL_TOUCH_MOUSEID, a macro Swift does not import: mouse events SDL makes from touches,
    /// which arrive as finger events already.
    private static let touchMouseID = UInt32.max

    init(window: UIWindow, injector: UIEventInjector = .shared) {
        self.window = window
        self.injector = injector
    }

    /// Hands `event` on if it is input for this window; returns whether it was.
    @discardableResult
    func route(_ event: SDL_Event, windowID: UInt32) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.windowID == windowID, button.which != Self.touchMouseID else { return false }
            pointer = CGPoint(x: Int(button.x), y: Int(button.y))
            mouseButton(Int(button.button), down: button.state == UInt8(SDL_PRESSED), at: pointer)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.windowID == windowID, motion.which != Self.touchMouseID else { return false }
            pointer = CGPoint(x: Int(motion.x), y: Int(motion.y))
            guard !injector.buttonMask.isEmpty else {
                // No button held: the pointer hovers (UIHoverGestureRecognizer, UIPointerInteraction).
                injector.pointerMoved(to: pointer, in: window)
                return true
            }
            injector.touchMoved(to: pointer)
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.windowID == windowID, wheel.which != Self.touchMouseID else { return false }
            // SDL's y grows away from the person (wheel up): the content moves down, toward its start.
            let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            injector.scroll(
                by: CGPoint(
                    x: CGFloat(wheel.preciseX) * Self.wheelStep * flip,
                    y: -CGFloat(wheel.preciseY) * Self.wheelStep * flip), at: pointer, in: window)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.windowID == windowID else { return false }
            self.finger(finger, type: SDL_EventType(event.type))
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            guard key.windowID == windowID, let usage = UIKeyboardHIDUsage(rawValue: Int(key.keysym.scancode.rawValue))
            else { return false }
            if event.type == SDL_KEYDOWN.rawValue {
                injector.keyDown(usage, modifierFlags: Self.modifiers(key.keysym), isRepeat: key.repeat != 0)
            } else {
                injector.keyUp(usage)
            }
        case SDL_TEXTINPUT:
            var input = event.text
            guard input.windowID == windowID else { return false }
            let text = withUnsafeBytes(of: &input.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !text.isEmpty { injector.insertText(text) }
        default:
            return false
        }
        return true
    }

    /// The window lost focus: UIKit cancels the touches and releases the keys.
    func cancelAll() {
        injector.buttonMask = []
        fingerIDs.removeAll()
        injector.cancelAllInput()
    }

    /// The first button down starts the touch; others only join the button mask, and the
    /// touch ends when the last one is released.
    private func mouseButton(_ button: Int, down: Bool, at point: CGPoint) {
        let mask = Self.buttonMask(button)
        if down {
            let first = injector.buttonMask.isEmpty
            injector.buttonMask.insert(mask)
            if first { injector.touchDown(at: point, in: window, id: 0) }
        } else {
            guard injector.buttonMask.contains(mask) else { return }
            if injector.buttonMask == mask {
                injector.touchUp(at: point, id: 0)
            }
            injector.buttonMask.remove(mask)
        }
    }

    /// SDL numbers buttons left 1, middle 2, right 3; UIKit's mask has the primary button
    /// first and the secondary (right) second.
    private static func buttonMask(_ button: Int) -> UIEvent.ButtonMask {
        switch button {
        case 1: .primary
        case 3: .secondary
        case 2: .button(3)
        default: .button(max(1, button))
        }
    }

    /// Finger positions come normalized to the window (0...1).
    private func finger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType) {
        let size = window.bounds.size
        let point = CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
        switch type {
        case SDL_FINGERDOWN:
            let id = (fingerIDs.values.max() ?? 0) + 1
            fingerIDs[finger.fingerId] = id
            injector.touchDown(at: point, in: window, id: id)
        case SDL_FINGERMOTION:
            if let id = fingerIDs[finger.fingerId] { injector.touchMoved(to: point, id: id) }
        default:
            if let id = fingerIDs.removeValue(forKey: finger.fingerId) { injector.touchUp(at: point, id: id) }
        }
    }

    /// The modifiers the injector cannot see from the keys it was sent: caps lock's state and
    /// whether the key is on the numeric keypad. (Shift, control, option and command are keys
    /// the injector holds itself.)
    private static func modifiers(_ keysym: SDL_Keysym) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if UInt32(keysym.mod) & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        let code = keysym.scancode.rawValue
        if (SDL_SCANCODE_KP_DIVIDE.rawValue...SDL_SCANCODE_KP_PERIOD.rawValue).contains(code)
            || (SDL_SCANCODE_KP_00.rawValue...SDL_SCANCODE_KP_HEXADECIMAL.rawValue).contains(code)
            || code == SDL_SCANCODE_KP_EQUALS.rawValue || code == SDL_SCANCODE_KP_COMMA.rawValue
        {
            flags.insert(.numericPad)
        }
        return flags
    }
}
