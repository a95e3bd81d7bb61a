import Foundation

/// A service the activity sheet offers for its items. Subclass it for an app's own; the sheet
/// shows an activity when `canPerform(withActivityItems:)` is true.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The identifier of a kind of activity, used to exclude activities from the sheet and to report which one ran.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an activity type from its identifier string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook; not offered on Linux.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter; not offered on Linux.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posting to Sina Weibo; not offered on Linux.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sending in a message; not offered on Linux.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending by mail; not offered on Linux.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing; not offered on Linux.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying the items to the general pasteboard: the sheet's Copy on Linux.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning an image to a contact; not offered on Linux.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving images to the photo library: the sheet's Save Image on Linux, which writes them to the photo
        /// library folder.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding a URL to Safari's Reading List; not offered on Linux.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posting to Flickr; not offered on Linux.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posting to Vimeo; not offered on Linux.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posting to Tencent Weibo; not offered on Linux.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sharing by AirDrop; not offered on Linux.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in Books; not offered on Linux.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as a PDF; not offered on Linux.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Linux's own: the items written as files to `UIActivityViewController.saveFolder`.
        public static let saveToFile = ActivityType("org.openuikit.activity.SaveToFile")
    }

    /// Where an activity belongs in the sheet.
    public enum Category: Int, Sendable {
        /// An action on the items, such as copying or saving them.
        case action
        /// A way to share the items with others, such as posting them.
        case share
    }

    /// The activity's category, `.action` unless a subclass says otherwise; the sheet here lists both kinds alike.
    open class var activityCategory: Category { .action }
    /// The identifier of the activity, reported to the completion handler and matched against excluded types.
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows for the activity.
    open var activityTitle: String? { nil }
    /// The image the sheet shows beside the activity's title.
    open var activityImage: UIImage? { nil }

    public override init() {
        super.init()
    }

    /// Whether the activity can act on the items; the sheet lists it only when this returns `true`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called with the items before the activity performs or shows its view controller; keep what you need.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of performing at once; nil performs.
    open var activityViewController: UIViewController? { nil }
    /// Performs the activity; override it, and call `activityDidFinish(_:)` when done. By default it finishes
    /// at once, not completed.
    open func perform() { activityDidFinish(false) }

    /// Called by the activity when it is done; the sheet then finishes.
    open func activityDidFinish(_ completed: Bool) {
        finishHandler?(completed)
        finishHandler = nil
    }

    /// Set by the sheet while the activity runs.
    var finishHandler: ((Bool) -> Void)?
}
