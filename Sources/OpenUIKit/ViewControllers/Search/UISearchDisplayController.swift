import Foundation

/// The pre-iOS 8 search: a search bar the app placed (often in a table's header) and a table of
/// results over the contents controller while searching. Built over `UISearchController`: the
/// bar beginning to edit (or `isActive = true`) presents a search controller whose results
/// controller shows `searchResultsTableView`, filled by the app's `searchResultsDataSource` and
/// `searchResultsDelegate`; each change of text or scope asks the delegate whether to reload it.
@available(iOS, deprecated: 8.0, message: "UISearchDisplayController has been replaced with UISearchController")
@preconcurrency @MainActor
open class UISearchDisplayController: NSObject {
    /// The object told as the search begins and ends and asked before reloading; held weakly.
    open weak var delegate: (any UISearchDisplayDelegate)?
    /// The source of the results table's rows; held weakly.
    open weak var searchResultsDataSource: (any UITableViewDataSource)? {
        didSet { if let tableStorage { tableStorage.dataSource = searchResultsDataSource } }
    }
    /// The results table's delegate; held weakly.
    open weak var searchResultsDelegate: (any UITableViewDelegate)? {
        didSet { if let tableStorage { tableStorage.delegate = searchResultsDelegate } }
    }
    /// The title of the results, shown by a navigation controller above them.
    open var searchResultsTitle: String?
    /// Whether the search bar goes in the navigation bar; recorded, as the bar stays where the
    /// app put it.
    open var displaysSearchBarInNavigationBar = false
    /// The navigation item the bar would go in; nil unless `displaysSearchBarInNavigationBar`.
    open var navigationItem: UINavigationItem? {
        displaysSearchBarInNavigationBar ? searchContentsController.navigationItem : nil
    }
    /// The search bar.
    public let searchBar: UISearchBar
    /// The controller whose content is searched; not retained, as it keeps this controller.
    public var searchContentsController: UIViewController { contentsController }
    private unowned let contentsController: UIViewController
    private var tableStorage: UITableView?
    private lazy var resultsController = UITableViewController(style: .plain)
    private lazy var searchController: DisplaySearchController = {
        let controller = DisplaySearchController(bar: searchBar, results: resultsController)
        controller.searchResultsUpdater = bridge
        controller.delegate = bridge
        return controller
    }()
    private lazy var bridge = SearchDisplayBridge(owner: self)

    /// A search with `searchBar` over `viewController`'s content; the controller's
    /// `searchDisplayController` becomes this one.
    public init(searchBar: UISearchBar, contentsController viewController: UIViewController) {
        self.searchBar = searchBar
        self.contentsController = viewController
        super.init()
        viewController.searchDisplayControllerStorage = self
        _ = searchController
    }

    /// The table the results show in, made on first use (the delegate hears
    /// `searchDisplayController(_:didLoadSearchResultsTableView:)`).
    open var searchResultsTableView: UITableView {
        if let tableStorage { return tableStorage }
        let table = resultsController.tableView!
        table.dataSource = searchResultsDataSource
        table.delegate = searchResultsDelegate
        tableStorage = table
        if let delegate {
            LifecycleTrace.record(delegate, "searchDisplayController(_:didLoadSearchResultsTableView:)")
            delegate.searchDisplayController(self, didLoadSearchResultsTableView: table)
        }
        return table
    }

    /// Whether the search is on.
    open var isActive: Bool {
        get { searchController.isActive }
        set { setActive(newValue, animated: false) }
    }

    /// Begins or ends the search.
    open func setActive(_ visible: Bool, animated: Bool) {
        searchController.isActive = visible
    }

    fileprivate func willBegin() {
        guard let delegate else { return }
        LifecycleTrace.record(delegate, "searchDisplayControllerWillBeginSearch")
        delegate.searchDisplayControllerWillBeginSearch(self)
    }

    fileprivate func didBegin() {
        guard let delegate else { return }
        LifecycleTrace.record(delegate, "searchDisplayControllerDidBeginSearch")
        delegate.searchDisplayControllerDidBeginSearch(self)
    }

    fileprivate func willEnd() {
        guard let delegate else { return }
        LifecycleTrace.record(delegate, "searchDisplayControllerWillEndSearch")
        delegate.searchDisplayControllerWillEndSearch(self)
    }

    fileprivate func didEnd() {
        guard let delegate else { return }
        LifecycleTrace.record(delegate, "searchDisplayControllerDidEndSearch")
        delegate.searchDisplayControllerDidEndSearch(self)
    }

    /// The text or scope changed: the delegate decides whether the table reloads (by default it
    /// does).
    fileprivate func searchChanged() {
        let table = searchResultsTableView
        resultsController.title = searchResultsTitle
        var reload = true
        if let delegate {
            if lastScope != searchBar.selectedScopeButtonIndex {
                lastScope = searchBar.selectedScopeButtonIndex
                reload = delegate.searchDisplayController(self, shouldReloadTableForSearchScope: lastScope)
            } else {
                reload = delegate.searchDisplayController(self, shouldReloadTableForSearch: searchBar.text)
            }
        }
        if reload { table.reloadData() }
    }
    private var lastScope = 0
}

/// A search controller that uses the app's search bar.
@MainActor
private final class DisplaySearchController: UISearchController {
    private let bar: UISearchBar

    init(bar: UISearchBar, results: UIViewController) {
        self.bar = bar
        super.init(searchResultsController: results)
    }

    required init?(coder: NSCoder) {
        bar = UISearchBar()
        super.init(coder: coder)
    }

    override var searchBar: UISearchBar { bar }
}

/// The search controller's updater and delegate on behalf of a display controller.
@MainActor
private final class SearchDisplayBridge: UISearchResultsUpdating, UISearchControllerDelegate {
    unowned let owner: UISearchDisplayController

    init(owner: UISearchDisplayController) {
        self.owner = owner
    }

    func updateSearchResults(for searchController: UISearchController) { owner.searchChanged() }
    func willPresentSearchController(_ searchController: UISearchController) { owner.willBegin() }
    func didPresentSearchController(_ searchController: UISearchController) { owner.didBegin() }
    func willDismissSearchController(_ searchController: UISearchController) { owner.willEnd() }
    func didDismissSearchController(_ searchController: UISearchController) { owner.didEnd() }
}

extension UIViewController {
    /// The search display controller made with this controller as its contents controller.
    @available(iOS, deprecated: 8.0, message: "Use UISearchController")
    public var searchDisplayController: UISearchDisplayController? { searchDisplayControllerStorage }

    var searchDisplayControllerStorage: UISearchDisplayController? {
        get { objc_getAssociatedObject(self, searchDisplayControllerKey) as? UISearchDisplayController }
        set { objc_setAssociatedObject(self, searchDisplayControllerKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The key the search display controller is kept under.
nonisolated(unsafe) private let searchDisplayControllerKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
