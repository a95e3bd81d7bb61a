import Foundation

/// A picture of a view as the screen shows it, in a view of its own: what apps animate in place
/// of the real view during a transition or a peek.
extension UIView {
    /// A new view of this view's size showing the view and everything in it as drawn now (laid
    /// out first when `afterUpdates` is true), through the installed renderer: an image view
    /// whose image is the hierarchy drawn at the screen's scale. Headless, with no renderer, the
    /// snapshot has the size and shows nothing. Not overridable here, unlike UIKit's (Swift
    /// overrides only what a class body declares). Costs one render of the view's subtree.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let size = bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return nil }
        if afterUpdates { layoutIfNeeded() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.scale ?? UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            _ = drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: false)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: size)
        snapshot.contentMode = .scaleToFill
        return snapshot
    }
}
