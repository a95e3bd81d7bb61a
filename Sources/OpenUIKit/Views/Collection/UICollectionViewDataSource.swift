import Foundation

/// Where a collection view's items come from. The item methods are required, as in UIKit; the
/// rest answer as UIKit does when left out.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows the item at `indexPath`, usually one from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections in the collection view.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the user may move the item at `indexPath`; not asked here, where items cannot be moved interactively.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves an item's data after the user moved it; never called here, where items cannot be moved interactively.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// Returns 1: a single section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A data source that declares no supplementary views gets an empty one (UIKit would raise:
    /// the layout asked for a view the data source cannot make).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "the collection view's data source did not return a valid view for the supplementary element of kind \(kind) at \(indexPath)"
        )
        return UICollectionReusableView(frame: .zero)
    }
    /// Returns `false`: no item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing by default.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
