import Foundation

/// Manages a search: its search bar, the object that updates results, and the results
/// controller shown over the presenting context while the search is active. Beginning to edit
/// the bar (or setting `isActive`) presents it over the nearest controller that defines a
/// presentation context, dimming what is below the bar; Cancel clears the text, ends editing
/// and dismisses it (`UISearchController+Activation.swift`). Presentation fades over 0.3
/// seconds as the iOS Simulator shows it; the navigation bar's title rows collapse at once
/// rather than sliding away.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// When the scope bar shows for a search whose bar has scope titles (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// As the system decides: shown while the search is active.
        case automatic = 0
        /// Never shown or hidden by the search controller; the app sets `showsScopeBar`.
        case manual
        /// Shown once the person types into the search field.
        case onTextEntry
        /// Shown as soon as the search activates.
        case onSearchActivation
    }

    /// The controller that shows the results, a child of the search controller; nil when the
    /// presenting controller shows them itself.
    public let searchResultsController: UIViewController?
    /// The object asked to update the results as the search changes; held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told as the search is presented and dismissed; held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the search bar is dimmed while the search is active; true by
    /// default. A tap on the dimmed content ends the search.
    open var obscuresBackgroundDuringPresentation = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the navigation bar's title rows give way to the search bar while the search is
    /// active; true by default.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller's view shows; set as the text changes (shown with text)
    /// while `automaticallyShowsSearchResultsController` is on, or set it to show them at once.
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    /// Whether the results controller shows and hides with the text (iOS 13); true by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the Cancel button shows while the search is active (iOS 13); true by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while the search is active and hides after (iOS 13); true by default.
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows with `automaticallyShowsScopeBar` (iOS 16).
    open var scopeBarActivation: ScopeBarActivation = .automatic

    private let defaultSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.barHeight))
    /// Whether the search is active: from its activation until its dismissal begins.
    var isActiveStorage = false
    /// Set while the search ends, so clearing the text leaves the results until they go with the dismissal.
    var isDeactivating = false
    /// The presentation's delegate: a fade, and the presentation controller that keeps the presenter.
    let searchTransitioning = SearchTransitioning()
    /// What dims the content under the bar.
    let dimmingView = UIControl(frame: .zero)

    /// Creates a search controller that shows `searchResultsController` over the presenting
    /// context while searching, or leaves the results to the presenting controller when nil. The
    /// results controller becomes a child at once, as in UIKit.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUpSearch()
    }

    /// Creates a search controller with no results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpSearch()
    }

    /// Creates a search controller with no results controller; nothing else is decoded.
    public required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
        setUpSearch()
    }

    private func setUpSearch() {
        modalPresentationStyle = .custom
        transitioningDelegate = searchTransitioning
        searchBar.searchController = self
        if let searchResultsController {
            addChild(searchResultsController)
            searchResultsController.didMove(toParent: self)
        }
    }

    /// The suggestions listed under the search bar while the search is active (iPadOS 16); a tap
    /// on one tells the results updater (`updateSearchResults(for:selecting:)`). Nil or empty
    /// lists none.
    open var searchSuggestions: [any UISearchSuggestion]? {
        didSet {
            suggestionsView.show(searchSuggestions ?? [])
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The list of suggestions (`SearchSuggestionsView`).
    lazy var suggestionsView: SearchSuggestionsView = {
        let view = SearchSuggestionsView(frame: .zero)
        view.searchController = self
        return view
    }()

    /// The search bar the controller manages, made with the controller; a subclass may return its own.
    open var searchBar: UISearchBar { defaultSearchBar }

    /// Whether the search is active. Setting it to true presents the search controller (the
    /// search bar does not begin editing, as in UIKit); setting it to false clears the text, ends
    /// editing and dismisses it.
    open var isActive: Bool {
        get { isActiveStorage }
        set { newValue ? activate() : deactivate() }
    }

    /// Kept for code written before iOS 12: the same as `obscuresBackgroundDuringPresentation`.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// The search controller's view: clear, passing touches through above the search bar, the
    /// dimming and the results controller's view below it.
    open override func loadView() {
        let view = SearchControllerView(frame: UIScreen.main.bounds)
        view.searchController = self
        dimmingView.backgroundColor = SearchControllerView.dimmingColor
        dimmingView.addAction(UIAction { [unowned self] _ in self.dimmingViewTapped() }, for: .touchUpInside)
        view.addSubview(dimmingView)
        view.addSubview(suggestionsView)
        self.view = view
    }
}
