import Foundation

/// A search field on a bar: its text, placeholder and prompt, its style and its delegate. It
/// takes the width it is given and the system's height: 64 points in iOS 26's design (what Xcode
/// 26 saves), 56 in the design of iOS 11 to 18 (`SystemDesign`); a prompt's extra row is not
/// counted yet. Typing into it comes with a text field, so the delegate is not called yet;
/// setting `text` in code does not call it in UIKit either.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    open weak var delegate: (any UISearchBarDelegate)?
    open var text: String? { didSet { setNeedsDisplay() } }
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// A line of text above the field.
    open var prompt: String? { didSet { setNeedsDisplay() } }
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isTranslucent = true
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false

    static var barHeight: CGFloat { SystemDesign.requiresCompatibility ? 56 : 64 }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

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
