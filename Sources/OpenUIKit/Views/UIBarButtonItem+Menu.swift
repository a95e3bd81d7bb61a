import Foundation

/// A bar button item's menu, shown under the item as a button's is: nothing dimmed, lined up
/// with the item's edge, its actions run with the item as sender.
extension UIBarButtonItem {
    /// Shows the menu under `frame` of `bar`; returns whether it shows.
    func showMenu(from bar: UIView, frame: CGRect) -> Bool {
        guard let menu, let window = bar.window else { return false }
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(rect: frame)
        let presentation = MenuPresentation(
            style: .anchored, menu: menu, window: window, source: UITargetedPreview(view: bar, parameters: parameters),
            previewController: nil, sender: self, responder: bar)
        presentation.present(animator: nil)
        return true
    }
}
