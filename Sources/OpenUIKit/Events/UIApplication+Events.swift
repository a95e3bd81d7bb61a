import Foundation

/// Routing: each window gets the event if any of its touches changed; presses go to their window
/// (the key window when the injector made them).
extension UIApplication {
    func route(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var windows: [UIWindow] = []
            for touch in event.touchList where touch.phase != .stationary {
                guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
                windows.append(window)
            }
            GestureEnvironment.shared.perform {
                for window in windows { window.sendEvent(event) }
            }
        case .presses:
            let presses = (event as? UIPressesEvent)?.pressList ?? []
            (presses.lazy.compactMap(\.window).first ?? keyWindowStorage)?.sendEvent(event)
        default:
            break
        }
    }
}
