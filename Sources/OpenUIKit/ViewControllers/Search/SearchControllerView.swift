import Foundation

/// A search controller's view, over the presenting context: clear above the search bar's bottom
/// edge (touches there reach the bar and what is beside it), and below it the dimming, while
/// `obscuresBackgroundDuringPresentation`, under the results controller's view.
@MainActor
final class SearchControllerView: UIView {
    /// The dimming over the content: black at a fifth, a figure chosen to match what the iOS
    /// Simulator shows in light mode (UIKit does not document its dimming colour).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    weak var searchController: UISearchController?

    /// Where the dimming and results begin: under the search bar (and its scope bar), when the bar
    /// is on screen above this view; else the top.
    var contentTop: CGFloat {
        guard let bar = searchController?.searchBar, let window, bar.window === window else { return 0 }
        let bottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: self).y
        return min(max(0, bottom), bounds.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = searchController else { return }
        let top = contentTop
        let below = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        controller.dimmingView.frame = below
        controller.dimmingView.isHidden = !controller.obscuresBackgroundDuringPresentation
        if let results = controller.searchResultsController?.viewIfLoaded, results.superview === self {
            results.frame = below
        }
        // The suggestions lie over the results, under the bar, while the search is active.
        let suggestions = controller.suggestionsView
        suggestions.isHidden = !controller.isActive || suggestions.rows.isEmpty
        suggestions.frame = CGRect(
            x: 0, y: top, width: bounds.width, height: min(suggestions.contentHeight, below.height))
        if suggestions.superview === self { bringSubviewToFront(suggestions) }
    }

    /// Touches that land on no dimming or results pass through to the views below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
