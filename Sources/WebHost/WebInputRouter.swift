import Foundation
import OpenUIKit
import OpenUIKitContracts

/// Turns a tab's pointer, wheel and keyboard messages into the calls UIKit's own event system
/// would make, through `UIEventInjector`, as SDLHost does for a window: the mouse is a pointer
/// touch that moves while a button is held, fingers are direct touches (several at once make a
/// pinch or a rotation), the wheel scrolls the scroll view under the pointer, keys are presses
/// with their HID usage, and typed or composed text goes to the first responder. Points are the
/// page's CSS pixels, which the host keeps equal to the window's points.
///
/// Several tabs share the process's one injector: each tab's touches get ids of their own, and
/// a tab's window becomes key before its keys are delivered.
@MainActor
final class WebInputRouter {
    var window: UIWindow
    private let injector: UIEventInjector
    /// Added to the page's touch ids, so two tabs' touches never share one.
    private let idBase: Int
    /// The page's touch ids that are down.
    private var down: Set<Int> = []

    init(window: UIWindow, tab: Int, injector: UIEventInjector = .shared) {
        self.window = window
        self.injector = injector
        idBase = tab * 1000
    }

    /// Hands on one input message (`WebPageMessage.isInput`); others are ignored.
    func route(_ message: WebPageMessage) {
        switch message {
        case .pointer(let phase, let id, let x, let y, let buttons):
            guard x.isFinite, y.isFinite, (0..<1000).contains(id) else { return }
            touch(phase, id: id, at: CGPoint(x: x, y: y), buttons: buttons)
        case .wheel(let x, let y, let dx, let dy):
            guard x.isFinite, y.isFinite, dx.isFinite, dy.isFinite else { return }
            injector.scroll(by: CGPoint(x: dx, y: dy), at: CGPoint(x: x, y: y), in: window)
        case .key(let code, let isDown, let isRepeat, let capsLock):
            guard let usage = WebKeyCodes.usage(forCode: code) else { return }
            if !window.isKeyWindow { window.makeKey() }
            if isDown {
                var flags: UIKeyModifierFlags = []
                if capsLock { flags.insert(.alphaShift) }
                if WebKeyCodes.isOnKeypad(code) { flags.insert(.numericPad) }
                injector.keyDown(usage, modifierFlags: flags, isRepeat: isRepeat)
            } else {
                injector.keyUp(usage)
            }
        case .text(let text):
            guard !text.isEmpty else { return }
            if !window.isKeyWindow { window.makeKey() }
            injector.insertText(text)
        case .size, .ack, .clipboard, .focus, .visible:
            break
        }
    }

    /// The page lost focus or went away: UIKit cancels the tab's touches and, when its window
    /// is the key window, releases the keys.
    func cancelAll() {
        for id in down { injector.touchCancelled(id: idBase + id) }
        down.removeAll()
        if window.isKeyWindow {
            injector.buttonMask = []
            injector.cancelAllInput()
        }
    }

    private func touch(_ phase: WebPageMessage.PointerPhase, id: Int, at point: CGPoint, buttons: Int) {
        let touchID = idBase + id
        if id == 0 { injector.buttonMask = Self.buttonMask(buttons) }
        switch phase {
        case .down:
            guard !down.contains(id) else { return }
            down.insert(id)
            injector.touchDown(at: point, in: window, id: touchID)
        case .move:
            guard down.contains(id) else { return }
            injector.touchMoved(to: point, id: touchID)
        case .up:
            guard down.remove(id) != nil else { return }
            injector.touchUp(at: point, id: touchID)
        case .cancel:
            guard down.remove(id) != nil else { return }
            injector.touchCancelled(id: touchID)
        }
    }

    /// The page's `buttons`: primary 1, secondary 2, middle 4, then back and forward.
    private static func buttonMask(_ buttons: Int) -> UIEvent.ButtonMask {
        var mask: UIEvent.ButtonMask = []
        if buttons & 1 != 0 { mask.insert(.primary) }
        if buttons & 2 != 0 { mask.insert(.secondary) }
        if buttons & 4 != 0 { mask.insert(.button(3)) }
        return mask
    }
}
