import UIKit

/// A feed that loads images ahead of scrolling, as apps write it with the prefetching protocols.
final class PrefetchingFeedViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private var tasks: [IndexPath: URLSessionDataTask] = [:]
    private let urls = (0..<200).map { URL(string: "https://example.com/\($0).png")! }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.prefetchDataSource = self
        tableView.isPrefetchingEnabled = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { urls.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = urls[indexPath.row].lastPathComponent
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where tasks[indexPath] == nil {
            let task = URLSession.shared.dataTask(with: urls[indexPath.row]) { _, _, _ in }
            tasks[indexPath] = task
            task.resume()
        }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            tasks[indexPath]?.cancel()
            tasks[indexPath] = nil
        }
    }
}

/// A grid that prefetches too, leaving out the optional cancel.
final class PrefetchingGridDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    var loaded = Set<IndexPath>()

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        loaded.formUnion(indexPaths)
    }

    func attach(to collectionView: UICollectionView) {
        collectionView.dataSource = self
        collectionView.prefetchDataSource = self
    }
}
