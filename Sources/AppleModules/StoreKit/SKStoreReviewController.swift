import UIKit

/// Asks for an App Store rating. There is no App Store on Linux, and an app in development on the
/// iOS Simulator sees no prompt it could submit either: the request writes one line to standard
/// error ("StoreKit: review requested") and shows nothing.
open class SKStoreReviewController: NSObject {
    @available(*, deprecated, message: "Use requestReview(in:)")
    open class func requestReview() {
        StoreLog.note("review requested (no App Store here: nothing is shown)")
    }

    @MainActor
    open class func requestReview(in windowScene: UIWindowScene) {
        StoreLog.note("review requested in a window scene (no App Store here: nothing is shown)")
    }
}

/// StoreKit 2's entry to the App Store.
public enum AppStore {
    /// Whether the user may buy: false, as there is no App Store account on Linux.
    public static var canMakePayments: Bool { false }

    /// Writes a line and shows nothing; see `SKStoreReviewController`.
    @MainActor
    public static func requestReview(in scene: UIWindowScene) {
        SKStoreReviewController.requestReview(in: scene)
    }

    /// Restoring purchases finds none: there is no account to restore from.
    public static func sync() async throws {
        throw SKError(.cloudServiceNetworkConnectionFailed)
    }
}
