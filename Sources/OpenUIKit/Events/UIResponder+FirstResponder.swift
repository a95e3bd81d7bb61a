import Foundation

/// First responders, one a window. The key window's receives key presses and typed text, and
/// nil-targeted actions start from the sender's window's.
extension UIResponder {
    /// The window this responder is in: a view's window, a controller's view's window.
    var responderWindow: UIWindow? {
        switch self {
        case let window as UIWindow: window
        case let view as UIView: view.window
        case let controller as UIViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }

    /// The key window's first responder, or with none, the first one found in any window.
    static var firstResponder: UIResponder? {
        let application = UIApplication.shared
        if let key = application.keyWindowStorage?.firstResponderStorage { return key }
        return application.windows.lazy.compactMap(\.firstResponderStorage).first
    }

    /// Where a nil-targeted action from `sender` starts: its window's first responder, else the
    /// key window's.
    static func firstResponder(forSender sender: Any?) -> UIResponder? {
        if let window = (sender as? UIResponder)?.responderWindow, let responder = window.firstResponderStorage {
            return responder
        }
        return firstResponder
    }

    func takeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponderStorage, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The resigning responder may have made another first responder; this call still wins.
        }
        window.firstResponderStorage = self
        return true
    }

    func giveUpFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        return true
    }
}

extension UIView {
    /// A first responder that leaves its window resigns, as in UIKit; it is no longer first
    /// responder whatever `resignFirstResponder()` answers.
    func resignFirstResponderLeaving(_ oldWindow: UIWindow?) {
        guard let oldWindow, let responder = oldWindow.firstResponderStorage else { return }
        let leaving: Bool
        switch responder {
        case let view as UIView: leaving = view.isDescendant(of: self)
        case let controller as UIViewController: leaving = controller.viewIfLoaded?.isDescendant(of: self) ?? false
        default: leaving = false
        }
        guard leaving else { return }
        _ = responder.resignFirstResponder()
        if oldWindow.firstResponderStorage === responder { oldWindow.firstResponderStorage = nil }
    }
}

extension UIViewController {
    /// Adds a command to this controller's `keyCommands`.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a command that `addKeyCommand(_:)` added; a command not added is ignored.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
