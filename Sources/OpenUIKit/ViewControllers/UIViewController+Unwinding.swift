import Foundation

/// The pieces of the iOS 9+ unwind search each controller answers (U-8); the storyboard runtime
/// walks them.
extension UIViewController {
    /// The direct child whose subtree, presented controllers included, holds the unwind's
    /// source (U-8).
    public func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parentStorage === self { return controller }
            current = controller.parentStorage ?? controller.presentationSourceStorage ?? controller.presentingStorage
        }
        return nil
    }

    func defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }
}
