import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that traces the touches and presses it gets (`Name.touchesBegan(2)`) and, unless told
/// not to, passes them on up the chain as UIView does.
@MainActor
class TouchLogView: UIView {
    var forwards = true
    var onTouches: ((String, Set<UITouch>, UIEvent?) -> Void)?

    convenience init(_ name: String, frame: CGRect) {
        self.init(frame: frame)
        LifecycleTrace.name(self, name)
    }

    private func log(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        LifecycleTrace.record(self, "\(method)(\(touches.count))")
        onTouches?(method, touches, event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesBegan", touches, event)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesMoved", touches, event)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesEnded", touches, event)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesCancelled", touches, event)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A controller that traces the touches and presses that reach it along the chain.
@MainActor
final class EventLogController: UIViewController {
    convenience init(_ name: String) {
        self.init(nibName: nil, bundle: nil)
        LifecycleTrace.name(self, name)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        LifecycleTrace.record(self, "touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        LifecycleTrace.record(self, "touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        LifecycleTrace.record(self, "pressesBegan(\(describe(presses)))")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        LifecycleTrace.record(self, "pressesEnded(\(describe(presses)))")
        super.pressesEnded(presses, with: event)
    }
}

/// A window that traces the touches that reach it.
@MainActor
final class TouchLogWindow: UIWindow {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        LifecycleTrace.record(self, "touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        LifecycleTrace.record(self, "touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
}

/// Traces every action a recognizer sends as `Name.began`, `Name.changed`, ….
@MainActor
final class GestureLog: UIResponder {
    override init() {
        super.init()
        registerAction("gesture:") { sender in
            guard let recognizer = sender as? UIGestureRecognizer else { return }
            LifecycleTrace.record(recognizer, "\(recognizer.state)")
        }
    }

    @discardableResult
    func watch<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, as name: String) -> Recognizer {
        LifecycleTrace.name(recognizer, name)
        recognizer.addTarget(self, action: "gesture:")
        return recognizer
    }
}

/// `a`, `A/a ⇧`: a press's characters, its characters without modifiers when they differ, and
/// the modifiers that matter.
@MainActor
func describe(_ presses: Set<UIPress>) -> String {
    presses.compactMap(\.key).map { key in
        var text =
            key.characters == key.charactersIgnoringModifiers
            ? key.characters : "\(key.characters)/\(key.charactersIgnoringModifiers)"
        if key.modifierFlags.contains(.shift) { text += " ⇧" }
        if key.modifierFlags.contains(.command) { text += " ⌘" }
        return text
    }.sorted().joined(separator: ",")
}

/// A window of `size` with a plain root controller, key and visible, settled, trace cleared.
/// The root view is named Root.
@MainActor
func eventWindow(size: CGSize = CGSize(width: 390, height: 844)) -> (UIWindow, UIView) {
    let root = UIViewController()
    let window = showInWindow(root, size: size)
    LifecycleTrace.name(root.view, "Root")
    return (window, root.view)
}

/// Lets `seconds` of animation-clock time pass, as between two input events.
@MainActor
func elapse(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
}

/// A one-finger tap at `point` in `window`.
@MainActor
func tap(_ point: CGPoint, in window: UIWindow) {
    UIEventInjector.shared.touchDown(at: point, in: window)
    UIEventInjector.shared.touchUp()
}

/// A one-finger drag through `points` in `window`, a frame (1/60 s) apart, lifting at the end.
@MainActor
func drag(_ points: [CGPoint], in window: UIWindow, lift: Bool = true) {
    let input = UIEventInjector.shared
    input.touchDown(at: points[0], in: window)
    for point in points.dropFirst() {
        elapse(1.0 / 60)
        input.touchMoved(to: point)
    }
    if lift { input.touchUp() }
}

/// Moves a finger from `start` by `steps` of `step`, a frame apart.
@MainActor
func drag(from start: CGPoint, step: CGPoint, steps: Int, lift: Bool = true) {
    let injector = UIEventInjector.shared
    injector.touchDown(at: start)
    var point = start
    for _ in 0..<steps {
        UIApplication.shared.advance(by: 1.0 / 60)
        point = CGPoint(x: point.x + step.x, y: point.y + step.y)
        injector.touchMoved(to: point)
    }
    if lift { injector.touchUp(at: point) }
}

/// A tap at `point` in the frontmost window, held 50 ms, then the run loop drained.
@MainActor
func tapAndSettle(_ point: CGPoint) {
    UIEventInjector.shared.touchDown(at: point)
    UIApplication.shared.advance(by: 0.05)
    UIEventInjector.shared.touchUp()
    UIApplication.shared.runUntilIdle()
}
