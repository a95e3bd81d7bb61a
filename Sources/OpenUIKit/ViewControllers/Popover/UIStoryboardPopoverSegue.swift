import Foundation

/// A storyboard segue that shows its destination in a popover, the pre-iOS 8 kind: it makes a
/// `UIPopoverController` for the destination and, performed, presents it pointing at the
/// source controller's view.
@available(iOS, deprecated: 9.0, message: "Use a popover presentation segue")
@preconcurrency @MainActor
open class UIStoryboardPopoverSegue: UIStoryboardSegue {
    /// The popover controller showing the destination; made with the segue, so
    /// `prepare(for:sender:)` can configure it.
    public let popoverController: UIPopoverController

    /// A popover segue from `source` to `destination`.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        popoverController = UIPopoverController(contentViewController: destination)
        super.init(identifier: identifier, source: source, destination: destination)
    }

    /// Presents the popover from the source controller's view.
    open override func perform() {
        LifecycleTrace.record(self, "perform()")
        let anchor = source.view!
        popoverController.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: true)
    }
}
