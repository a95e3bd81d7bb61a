import CoreFoundation
import Foundation

/// Offers a full-length PDF of a window scene's content when the user takes a screenshot: set a
/// delegate on the scene's `screenshotService` and it is asked for the PDF. iOS's screenshot
/// editor asks when the user picks "Full Page"; on Linux the host that takes the screenshot
/// asks, through `UIApplication.userDidTakeScreenshot(in:completion:)`.
@preconcurrency @MainActor
open class UIScreenshotService: NSObject {
    /// The object asked for the PDF; held weakly, as in UIKit.
    open weak var delegate: (any UIScreenshotServiceDelegate)?
    /// The scene whose content is captured.
    public private(set) weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// Asks the delegate for the PDF; `completion` hears nil data without a delegate.
    func requestPDFRepresentation(_ completion: @escaping (Data?, Int, CGRect) -> Void) {
        guard let delegate else {
            completion(nil, 0, .zero)
            return
        }
        LifecycleTrace.record(delegate, "screenshotService(_:generatePDFRepresentationWithCompletion:)")
        delegate.screenshotService(self, generatePDFRepresentationWithCompletion: completion)
    }
}

/// The object that makes a scene's full-length PDF for a screenshot.
@preconcurrency @MainActor
public protocol UIScreenshotServiceDelegate: AnyObject {
    /// Makes the PDF and calls `completionHandler` with its data, the index of the page the
    /// screenshot shows, and that page's visible rectangle in PDF coordinates.
    func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void)
}

public extension UIScreenshotServiceDelegate {
    /// Gives no PDF by default.
    func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void
    ) { completionHandler(nil, 0, .zero) }
}

extension UIWindowScene {
    /// The scene's screenshot service, whose delegate gives a full-length PDF of its content.
    public var screenshotService: UIScreenshotService? { screenshotServiceStorage }
}

extension UIApplication {
    /// Posted when the user takes a screenshot (on Linux, when a host reports one).
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")

    /// For a host that took a screenshot of `scene`: posts `userDidTakeScreenshotNotification`,
    /// then asks the scene's screenshot service for its full-length PDF, which `completion`
    /// gets (nil without a delegate).
    ///
    /// Not UIKit API: on iOS the system takes screenshots.
    @_spi(Hosting)
    public func userDidTakeScreenshot(
        in scene: UIWindowScene, completion: @escaping (Data?, Int, CGRect) -> Void
    ) {
        post(Self.userDidTakeScreenshotNotification)
        scene.screenshotServiceStorage.requestPDFRepresentation(completion)
    }
}
