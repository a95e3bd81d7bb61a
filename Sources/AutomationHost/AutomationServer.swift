import Foundation
@_spi(Hosting) import OpenUIKit
internal import OpenUIKitContracts

/// Does what a UI test asks, as a person's fingers and keys would (`UIEventInjector`), and lets
/// the app finish what that started before answering.
@MainActor
struct AutomationServer {
    let application: UIApplication

    /// A finger's time on the glass for a tap, the gap between the taps of a double tap, and how
    /// long after lifting the app is left to settle (a single tap waits out a double-tap
    /// recognizer's 0.35 s), as XCUITest waits for the app to go idle.
    static let tapDuration: TimeInterval = 0.05
    static let tapInterval: TimeInterval = 0.1
    static let settleTime: TimeInterval = 0.4

    func answer(_ request: AutomationRequest) -> AutomationResponse {
        let injector = UIEventInjector.shared
        switch request {
        case .snapshot:
            application.runUntilIdle()
            return AutomationResponse(tree: AutomationSnapshot.application(application, label: Self.appName))
        case .tap(let x, let y, let count):
            for index in 0..<max(1, count) {
                if index > 0 { application.advance(by: Self.tapInterval) }
                injector.touchDown(at: CGPoint(x: x, y: y), in: nil)
                application.advance(by: Self.tapDuration)
                injector.touchUp()
            }
            settle()
        case .press(let x, let y, let duration):
            injector.touchDown(at: CGPoint(x: x, y: y), in: nil)
            application.advance(by: duration)
            injector.touchUp()
            settle()
        case .drag(let points):
            guard let first = points.first else { return AutomationResponse() }
            injector.touchDown(at: CGPoint(x: first.x, y: first.y), in: nil)
            for point in points.dropFirst() {
                application.advance(by: 1.0 / 60)
                injector.touchMoved(to: CGPoint(x: point.x, y: point.y))
            }
            injector.touchUp()
            settle()
        case .typeText(let text):
            guard application.keyWindow?.keyboardResponder is UIKeyInput else {
                return AutomationResponse(error: "Neither element nor any descendant has keyboard focus.")
            }
            injector.type(text)
            application.runUntilIdle()
        case .adjust(let x, let y, let value):
            if let error = AutomationAdjustment.adjust(at: CGPoint(x: x, y: y), to: value, in: application) {
                return AutomationResponse(error: error)
            }
            settle()
        case .advance(let seconds):
            application.advance(by: seconds)
            application.runUntilIdle()
        case .screenshot(let area):
            application.runUntilIdle()
            guard let window = application.keyWindow ?? application.windows.first(where: { !$0.isHidden }) else {
                return AutomationResponse(error: "The app has no window to take a screenshot of.")
            }
            let part = area.map {
                CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height).intersection(window.bounds)
            }
            if let part, part.isEmpty {
                return AutomationResponse(error: "The element is not on the screen, so it cannot be pictured.")
            }
            guard let png = Self.picture(of: window, area: part) else {
                return AutomationResponse(error: "No renderer is linked into the app, so nothing can be drawn.")
            }
            return AutomationResponse(png: png)
        case .terminate:
            break
        }
        return AutomationResponse()
    }

    /// Lets what the input started finish: recognizers waiting out their time, then animations
    /// and deferred work.
    private func settle() {
        application.advance(by: Self.settleTime)
        application.runUntilIdle()
    }

    /// `window` (or the part of it in `area`) drawn at the screen's scale, as PNG; nil with no
    /// renderer installed.
    static func picture(of window: UIWindow, area: CGRect? = nil) -> Data? {
        guard BitmapRenderers.renderer != nil else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = window.screen.scale
        let renderer = UIGraphicsImageRenderer(bounds: area ?? window.bounds, format: format)
        return renderer.pngData { _ in window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
    }

    /// The application element's label: the app's display name, else its executable's.
    static var appName: String {
        let info = Bundle.main.infoDictionary ?? [:]
        return info["CFBundleDisplayName"] as? String ?? info["CFBundleName"] as? String
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "App").lastPathComponent
    }
}
