import Foundation
@_spi(Rendering) import OpenUIKit

/// Interface Builder's canvas shows a table's or collection view's prototype cells, one of
/// each, where the running app would ask its data source: a scene drawn without the app's code
/// shows them the same way. Only views with no rows of their own get one (static tables keep
/// their cells).
@MainActor
final class PrototypePreview: UITableViewDataSource, UICollectionViewDataSource {
    private let identifiers: [String]

    private init(identifiers: [String]) {
        self.identifiers = identifiers
    }

    /// Gives every empty table and collection view under `root` with prototypes a preview
    /// source; returns them, for the caller to keep while it draws (data sources are weak).
    static func fill(_ root: UIView) -> [PrototypePreview] {
        var made: [PrototypePreview] = []
        func visit(_ view: UIView) {
            if let table = view as? UITableView, !table.storyboardPrototypeIdentifiers.isEmpty, isEmpty(table) {
                let preview = PrototypePreview(identifiers: table.storyboardPrototypeIdentifiers)
                table.dataSource = preview
                table.reloadData()
                made.append(preview)
            } else if let collection = view as? UICollectionView, !collection.storyboardPrototypeIdentifiers.isEmpty,
                (0..<collection.numberOfSections).allSatisfy({ collection.numberOfItems(inSection: $0) == 0 })
            {
                let preview = PrototypePreview(identifiers: collection.storyboardPrototypeIdentifiers)
                collection.dataSource = preview
                collection.reloadData()
                made.append(preview)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return made
    }

    /// The table and collection view cells showing under `root`.
    static func cellsShown(in root: UIView) -> Int {
        var count = 0
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if view is UITableViewCell || view is UICollectionViewCell { count += 1 }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return count
    }

    private static func isEmpty(_ table: UITableView) -> Bool {
        (0..<table.numberOfSections).allSatisfy { table.numberOfRows(inSection: $0) == 0 }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { identifiers.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.row], for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        identifiers.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifiers[indexPath.item], for: indexPath)
    }
}
