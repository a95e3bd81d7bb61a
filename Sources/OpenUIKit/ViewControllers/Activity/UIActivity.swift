import Foundation

/// A service the activity sheet offers for its items. Subclass it for an app's own; the sheet
/// shows an activity when `canPerform(withActivityItems:)` is true.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Linux's own: the items written as files to `UIActivityViewController.saveFolder`.
        public static let saveToFile = ActivityType("org.openuikit.activity.SaveToFile")
    }

    public enum Category: Int, Sendable {
        case action, share
    }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    public override init() {
        super.init()
    }

    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of performing at once; nil performs.
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(false) }

    /// Called by the activity when it is done; the sheet then finishes.
    open func activityDidFinish(_ completed: Bool) {
        finishHandler?(completed)
        finishHandler = nil
    }

    /// Set by the sheet while the activity runs.
    var finishHandler: ((Bool) -> Void)?
}
