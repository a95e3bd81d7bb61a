import Foundation

/// A search field on a bar: its text, placeholder and prompt, its style and its delegate. It
/// takes the width it is given and the system's height: 64 points in iOS 26's design (what Xcode
/// 26 saves), 56 in the design of iOS 11 to 18 (`SystemDesign`); a prompt's extra row is not
/// counted yet. Typing into it comes with a text field, so the delegate is not called yet;
/// setting `text` in code does not call it in UIKit either.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The look of a search bar's background and field.
    public enum Style: UInt, Sendable {
        /// The standard look: `.prominent`, the field on a bar background.
        case `default` = 0
        /// A translucent bar background with an opaque field, for a bar that stands out.
        case prominent = 1
        /// No bar background and a translucent field, for a search bar inside other content.
        case minimal = 2
    }

    /// The object told when the user edits the text or taps the bar's buttons; not called yet, as the bar has no
    /// text field to type into here.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The text in the search field; stored, as the bar does not draw its field yet, and setting it does not call
    /// the delegate.
    open var text: String? { didSet { setNeedsDisplay() } }
    /// The gray text shown in the field while it is empty; stored but not drawn yet.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// A line of text above the field.
    open var prompt: String? { didSet { setNeedsDisplay() } }
    /// The look of the bar's background and field; stored but not drawn yet.
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The color of the bar's background; stored but not drawn yet.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearance("barTintColor") { [value = barTintColor] view in view.barTintColor = value }
            setNeedsDisplay()
        }
    }
    /// Whether the bar's background is translucent; stored but not drawn yet.
    open var isTranslucent = true
    /// Whether the bar shows a Cancel button beside the field; stored but not drawn yet.
    open var showsCancelButton = false
    /// Whether the field shows a bookmark button while empty; stored but not drawn yet.
    open var showsBookmarkButton = false
    /// Whether the field shows a search results button; stored but not drawn yet.
    open var showsSearchResultsButton = false
    /// The titles of the scope bar's segments, which filter the search; stored but not drawn yet.
    open var scopeButtonTitles: [String]?
    /// The index of the selected scope bar segment.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows below the field; stored, and not drawn or counted in the bar's height yet.
    open var showsScopeBar = false

    static var barHeight: CGFloat { SystemDesign.requiresCompatibility ? 56 : 64 }

    private var searchFieldBackgrounds: [UInt: UIImage] = [:]

    /// Sets the image behind the search field's text in `state` (nil removes it); kept, and given
    /// back by `searchFieldBackgroundImage(for:)`, as the bar does not draw its field yet.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgrounds[state.rawValue] = backgroundImage
        noteAppearance("searchFieldBackgroundImage.\(state.rawValue)") {
            $0.setSearchFieldBackgroundImage(backgroundImage, for: state)
        }
        setNeedsDisplay()
    }

    /// The image set behind the search field's text for `state`, or nil.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        searchFieldBackgrounds[state.rawValue]
    }

    /// Shows or hides the Cancel button; it changes `showsCancelButton` at once, without animation.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// No intrinsic width, and the system's search bar height: 64 points, or 56 in the iOS 11 to 18 design.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// Returns the offered width and the system's search bar height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// A storyboard connects `delegate` by name.
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["delegate"] = { target, value in
            guard let bar = target as? UISearchBar, let delegate = value as? any UISearchBarDelegate else {
                return false
            }
            bar.delegate = delegate
            return true
        }
        return super.storyboardConnections.merging(connections)
    }
}
