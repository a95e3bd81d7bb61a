import Foundation
import OpenUIKitContracts

extension UIApplication {
    /// Whether text inputs bring up a simulated software keyboard, as on an iPhone: off by
    /// default, because a Linux desktop has a physical keyboard (iOS shows no software keyboard
    /// while a hardware one is attached either). On, a text field or text view that becomes first
    /// responder posts `keyboardWillShowNotification` and the others with the keyboard's frame,
    /// and the window's safe area (so `keyboardLayoutGuide`, and everything laid out to the safe
    /// area) rises above it while it shows. The environment variable
    /// `OPENUIKIT_SOFTWARE_KEYBOARD=1` turns it on at launch.
    public var simulatesSoftwareKeyboard: Bool {
        get { SoftwareKeyboard.shared.isSimulated }
        set { SoftwareKeyboard.shared.isSimulated = newValue }
    }
}

/// The simulated software keyboard: which window it shows in, its frame, and the notifications
/// and safe-area change that announce it. It rises when a text input begins editing and falls
/// when editing ends, unless another text input began editing in the same turn of the run loop
/// (iOS then posts the show notifications again, with the same frame, and no hide).
@MainActor
final class SoftwareKeyboard {
    static let shared = SoftwareKeyboard()

    /// iOS's keyboard animation.
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    var isSimulated = ProcessInfo.processInfo.environment[.softwareKeyboard] == "1" {
        didSet { if !isSimulated, isShown { hide() } }
    }

    /// The window the keyboard shows in and the bottom inset that window had before.
    private weak var window: UIWindow?
    private var savedBottomInset: CGFloat = 0
    private(set) var frame: CGRect = .zero
    private var isShown: Bool { window != nil }
    /// Bumped by each begin and end, so a hide scheduled by an end that a begin followed in the
    /// same turn does nothing.
    private var generation = 0
    private var guides: [WeakBox<UIKeyboardLayoutGuide>] = []

    /// The keyboard's height for a window: an iPhone's with the predictive bar in portrait, its
    /// landscape one, a larger one for regular widths.
    static func height(for size: CGSize) -> CGFloat {
        if size.width >= 600 { return 320 }
        return size.height >= size.width ? 336 : 209
    }

    func textInputDidBeginEditing(_ input: UIView) {
        generation += 1
        guard isSimulated, let target = input.window else { return }
        show(in: target)
    }

    func textInputDidEndEditing(_ input: UIView) {
        generation += 1
        guard isShown else { return }
        let scheduled = generation
        UIApplication.shared.runLoop.perform { [weak self] in
            guard let self, self.generation == scheduled else { return }
            self.hide()
        }
    }

    private func show(in target: UIWindow) {
        if let window, window !== target { restoreInsets(of: window) }
        if window !== target { savedBottomInset = target.systemSafeAreaInsets.bottom }
        let begin = isShown && window === target ? frame : offscreenFrame(in: target)
        let height = Self.height(for: target.bounds.size)
        let end = CGRect(x: target.frame.minX, y: target.frame.maxY - height, width: target.frame.width, height: height)
        window = target
        frame = end
        let info = userInfo(begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillShowNotification, info)
        animate(target, bottomInset: max(savedBottomInset, height)) { [weak self] in
            self?.post(UIResponder.keyboardDidChangeFrameNotification, info)
            self?.post(UIResponder.keyboardDidShowNotification, info)
        }
    }

    private func hide() {
        guard let target = window else { return }
        let begin = frame
        let end = offscreenFrame(in: target)
        window = nil
        frame = .zero
        let info = userInfo(begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillHideNotification, info)
        animate(target, bottomInset: savedBottomInset) { [weak self] in
            self?.post(UIResponder.keyboardDidChangeFrameNotification, info)
            self?.post(UIResponder.keyboardDidHideNotification, info)
        }
    }

    private func restoreInsets(of window: UIWindow) {
        var insets = window.systemSafeAreaInsets
        insets.bottom = savedBottomInset
        window.systemSafeAreaInsets = insets
    }

    /// Moves the window's bottom safe inset with the keyboard's animation, laying out inside it
    /// so what follows the safe area slides with the keyboard.
    private func animate(_ window: UIWindow, bottomInset: CGFloat, completion: @escaping @MainActor () -> Void) {
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                var insets = window.systemSafeAreaInsets
                insets.bottom = bottomInset
                window.systemSafeAreaInsets = insets
                self.updateGuides()
                window.layoutIfNeeded()
            }, completion: { _ in completion() })
    }

    private func offscreenFrame(in window: UIWindow) -> CGRect {
        let height = Self.height(for: window.bounds.size)
        return CGRect(x: window.frame.minX, y: window.frame.maxY, width: window.frame.width, height: height)
    }

    private func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }

    // MARK: Keyboard layout guides

    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.value == nil }
        guides.append(WeakBox(guide))
        updateGuides()
    }

    /// Guides that leave out the bottom safe area follow the keyboard's overlap with their view
    /// by height; the others follow the safe area, which the keyboard raises.
    func updateGuides() {
        for box in guides {
            guard let guide = box.value, let view = guide.owningView else { continue }
            let usesSafeArea = guide.usesBottomSafeArea
            guide.safeAreaTop?.isActive = usesSafeArea
            guard !usesSafeArea, let height = guide.keyboardHeight else {
                guide.keyboardHeight?.isActive = false
                continue
            }
            var overlap: CGFloat = 0
            if let window, view.window === window {
                let inWindow = view.convert(view.bounds, to: window)
                overlap = max(0, inWindow.maxY - (window.bounds.height - (frame.height)))
            }
            height.constant = overlap
            height.isActive = true
        }
    }
}
