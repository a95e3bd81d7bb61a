// Search as an iOS 17 app writes it: a search controller in the navigation item, the list
// filtering itself in updateSearchResults(for:), a scope bar, and the delegate's callbacks.
import UIKit

struct SearchFruit {
    let name: String
    let kind: String
}

class SearchFruitListViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    let fruits = [
        SearchFruit(name: "Apple", kind: "Pome"),
        SearchFruit(name: "Apricot", kind: "Stone"),
        SearchFruit(name: "Banana", kind: "Berry"),
        SearchFruit(name: "Cherry", kind: "Stone"),
        SearchFruit(name: "Pear", kind: "Pome"),
    ]
    var filteredFruits: [SearchFruit] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isSearchBarEmpty: Bool {
        return searchController.searchBar.text?.isEmpty ?? true
    }

    var isFiltering: Bool {
        let searchBarScopeIsFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
        return searchController.isActive && (!isSearchBarEmpty || searchBarScopeIsFiltering)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        searchController.delegate = self
        searchController.searchBar.placeholder = "Search Fruit"
        searchController.searchBar.scopeButtonTitles = ["All", "Pome", "Stone", "Berry"]
        searchController.searchBar.delegate = self
        searchController.searchBar.searchTextField.clearButtonMode = .whileEditing
        if #available(iOS 16.0, *) {
            searchController.scopeBarActivation = .onSearchActivation
            navigationItem.preferredSearchBarPlacement = .stacked
        }
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func filterContentForSearchText(_ searchText: String, category: String? = nil) {
        filteredFruits = fruits.filter { (fruit: SearchFruit) -> Bool in
            let doesCategoryMatch = category == nil || category == "All" || fruit.kind == category
            if isSearchBarEmpty {
                return doesCategoryMatch
            } else {
                return doesCategoryMatch && fruit.name.lowercased().contains(searchText.lowercased())
            }
        }
        tableView.reloadData()
    }

    // MARK: - UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let category = searchBar.scopeButtonTitles?[searchBar.selectedScopeButtonIndex]
        filterContentForSearchText(searchBar.text!, category: category)
    }

    // MARK: - UISearchBarDelegate

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        let category = searchBar.scopeButtonTitles?[selectedScope]
        filterContentForSearchText(searchBar.text!, category: category)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.selectedScopeButtonIndex = 0
    }

    // MARK: - UISearchControllerDelegate

    func didPresentSearchController(_ searchController: UISearchController) {
        searchController.searchBar.becomeFirstResponder()
    }

    func willDismissSearchController(_ searchController: UISearchController) {
        print("search ends")
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return isFiltering ? filteredFruits.count : fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let fruit = isFiltering ? filteredFruits[indexPath.row] : fruits[indexPath.row]
        cell.textLabel?.text = fruit.name
        cell.detailTextLabel?.text = fruit.kind
        return cell
    }
}

/// The older pattern: a results controller of its own, and the search bar as the table's header.
class SearchResultsTableController: UITableViewController {
    var names: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return names.count
    }
}

class SearchHeaderViewController: UITableViewController, UISearchResultsUpdating {
    let resultsController = SearchResultsTableController(style: .plain)
    var searchController: UISearchController!
    let names = ["Oslo", "Lima", "Quito"]

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController = UISearchController(searchResultsController: resultsController)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = true
        searchController.searchBar.sizeToFit()
        tableView.tableHeaderView = searchController.searchBar
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        resultsController.names = names.filter { $0.localizedCaseInsensitiveContains(text) }
        resultsController.tableView.reloadData()
        searchController.showsSearchResultsController = !text.isEmpty
    }
}
