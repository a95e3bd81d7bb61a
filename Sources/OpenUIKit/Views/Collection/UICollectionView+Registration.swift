import Foundation

/// Cell and supplementary registrations (iOS 14): a cell class and the code that configures it
/// for an item, registered the first time it is used.
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let identifier: String
        let nib: UINib?
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.init(nib: nil, handler: handler)
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(nib: cellNib, handler: handler)
        }

        private init(nib: UINib?, handler: @escaping Handler) {
            identifier = "UICollectionView.CellRegistration." + String(reflecting: Cell.self) + "." + UUID().uuidString
            self.nib = nib
            self.handler = handler
        }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let identifier: String
        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            identifier =
                "UICollectionView.SupplementaryRegistration." + String(reflecting: Supplementary.self) + "."
                + UUID().uuidString
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registeredCells[registration.identifier] == nil {
            registeredCells[registration.identifier] = registration.nib.map { .nib($0) } ?? .viewClass(Cell.self)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
        else {
            return Cell(reuseIdentifierForDequeuing: registration.identifier)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>,
        for indexPath: IndexPath
    ) -> Supplementary {
        let key = SupplementaryKey.Registration(kind: registration.elementKind, identifier: registration.identifier)
        if registeredSupplementary[key] == nil { registeredSupplementary[key] = .viewClass(Supplementary.self) }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                for: indexPath) as? Supplementary
            ?? Supplementary(reuseIdentifierForDequeuing: registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
