import Foundation

/// Embeds a search controller in a view controller of its own, so a search can be pushed,
/// shown in a tab or presented like any screen (as tvOS apps show search): the search controller
/// is its child, its search bar sits at the top of the container's view and the search
/// controller's view (dimming and results) fills the rest.
@preconcurrency @MainActor
open class UISearchContainerViewController: UIViewController {
    /// The search controller shown.
    public let searchController: UISearchController

    /// A container showing `searchController`, which becomes its child at once.
    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(nibName: nil, bundle: nil)
        addChild(searchController)
        searchController.didMove(toParent: self)
    }

    /// Made from a storyboard: a container of a search controller without results controller.
    public required init?(coder: NSCoder) {
        searchController = UISearchController(searchResultsController: nil)
        super.init(coder: coder)
        addChild(searchController)
        searchController.didMove(toParent: self)
    }

    /// Adds the search bar and the search controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let bar = searchController.searchBar
        let content = searchController.view!
        for subview in [content, bar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.topAnchor.constraint(equalTo: bar.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
