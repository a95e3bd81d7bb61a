import Foundation

/// A search field on a bar: its text field (`searchTextField`), placeholder and prompt, a Cancel
/// button, a scope bar, its style and its delegate. It takes the width it is given and the
/// system's height: 64 points in iOS 26's design (what Xcode 26 saves), 56 in the design of iOS 11
/// to 18 (`SystemDesign`) or 51 there in the minimal style, whose field has less margin (what
/// Xcode 13 saves), and 44 more while the scope bar shows; a prompt's extra row is not
/// counted yet. Typing, the Cancel button and the scope bar reach the delegate in UIKit's order,
/// and the search controller that owns the bar after it (`UISearchBar+Editing.swift`).
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

    /// The object told when the user edits the text or taps the bar's buttons: the search field's
    /// editing, the Cancel button and the scope bar are reported to it.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the person types into (iOS 13): a rounded field with a magnifying glass.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The text in the search field; setting it in code does not call the delegate, as in UIKit,
    /// but an active search controller hears of it and updates its results.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            searchController?.searchTextDidChange()
        }
    }
    /// The gray text shown in the field while it is empty; nil shows "Search", as iOS does.
    open var placeholder: String? { didSet { searchTextField.placeholder = placeholder ?? "Search" } }
    /// A line of text above the field; stored, not drawn or counted in the bar's height yet.
    open var prompt: String? { didSet { setNeedsDisplay() } }
    /// The look of the bar's background and field: `.minimal` draws no background behind the field.
    open var searchBarStyle: Style = .default {
        didSet {
            guard searchBarStyle != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The color of the bar's background, drawn behind the field when set.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearance("barTintColor") { [value = barTintColor] view in view.barTintColor = value }
            setNeedsDisplay()
        }
    }
    /// Whether the bar's background is translucent; stored but not drawn, as the bar is drawn opaque or clear.
    open var isTranslucent = true
    /// Whether the bar shows a Cancel button beside the field, which narrows the field.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }
    /// Whether the field shows a bookmark button while empty; stored but not drawn yet.
    open var showsBookmarkButton = false
    /// Whether the field shows a search results button; stored but not drawn yet.
    open var showsSearchResultsButton = false
    /// The titles of the scope bar's segments, which filter the search.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    /// The index of the selected scope bar segment; setting it in code does not call the delegate.
    open var selectedScopeButtonIndex = 0 {
        didSet {
            if scopeBar.selectedSegmentIndex != selectedScopeButtonIndex {
                scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            }
        }
    }
    /// Whether the scope bar shows below the field (with titles to show), 44 points more in the bar's height.
    open var showsScopeBar = false { didSet { scopeBarVisibilityDidChange() } }

    /// The bar's height, scope bar aside, in the default and prominent styles.
    static var barHeight: CGFloat { SystemDesign.requiresCompatibility ? 56 : 64 }
    /// The minimal style's height: the iOS 11 to 18 design gives its field 7.5 points above and
    /// below instead of 10; iOS 26's is the default's.
    static var minimalBarHeight: CGFloat { SystemDesign.requiresCompatibility ? 51 : 64 }
    /// The scope bar's row: a 32-point segmented control with 6 points above and below it.
    static let scopeBarHeight: CGFloat = 44
    /// The search field's height on every design from iOS 11 to 18.
    static let fieldHeight: CGFloat = 36

    /// The Cancel button, at the trailing end while `showsCancelButton` is set.
    let cancelButton = UIButton(type: .system)
    /// The scope bar, a segmented control under the field.
    let scopeBar = UISegmentedControl(items: nil)
    /// The search controller that owns this bar and follows its editing.
    weak var searchController: UISearchController?
    /// Turns the field's delegate calls into the bar's.
    lazy var fieldRelay = SearchFieldRelay(bar: self)

    private var searchFieldBackgrounds: [UInt: UIImage] = [:]
    /// The images set for the icons, by icon and state (`UISearchBar+Icons.swift`).
    var iconImages: [IconKey: UIImage] = [:]
    /// The offsets set for the icons (`UISearchBar+Icons.swift`).
    var iconAdjustments: [Icon: UIOffset] = [:]

    /// Creates a bar with its search field, a hidden Cancel button and an empty, hidden scope bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// Creates a bar from a storyboard or nib, with its search field and hidden buttons.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    /// Sets the image behind the search field's text in `state` (nil removes it); kept, and given
    /// back by `searchFieldBackgroundImage(for:)`; the field draws its own rounded fill.
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

    /// Shows or hides the scope bar (iOS 13); it changes `showsScopeBar` at once, without animation.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// The bar's height: the system's search bar height, and the scope bar's row while it shows.
    var preferredHeight: CGFloat {
        (searchBarStyle == .minimal ? Self.minimalBarHeight : Self.barHeight)
            + (isShowingScopeBar ? Self.scopeBarHeight : 0)
    }

    /// Whether the scope bar is on screen: asked for, with titles to show.
    var isShowingScopeBar: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// No intrinsic width, and the system's search bar height (64 points, or 56 in the iOS 11 to 18
    /// design, 51 there when minimal), 44 more with the scope bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    /// Returns the offered width and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// Begins editing in the search field, as UIKit's bar does: the field becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing in the search field.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.isFirstResponder ? searchTextField.resignFirstResponder() : super.resignFirstResponder()
    }

    /// Places the field, the Cancel button at its trailing end and the scope bar under them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// The bar tint fills the bar when set (not for `.minimal`); otherwise the bar is clear, showing
    /// what is behind it (the navigation bar's background, or the table's).
    open override func draw(_ rect: CGRect) {
        guard let barTintColor, searchBarStyle != .minimal else { return }
        barTintColor.setFill()
        UIRectFill(bounds)
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
