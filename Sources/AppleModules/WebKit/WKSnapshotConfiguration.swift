import Foundation

/// What `takeSnapshot(with:completionHandler:)` captures.
@preconcurrency @MainActor
open class WKSnapshotConfiguration: NSObject {
    /// The part of the view to capture, in its points; `.null` for all of it.
    open var rect: CGRect = .null
    /// The image's width in points, the height following the rectangle's proportions; nil for
    /// the rectangle's own width.
    open var snapshotWidth: NSNumber?
    /// Whether to wait for pending changes to be drawn; Chromium captures the page as it is now,
    /// with its pending changes, either way.
    open var afterScreenUpdates = true

    public override init() {
        super.init()
    }
}
