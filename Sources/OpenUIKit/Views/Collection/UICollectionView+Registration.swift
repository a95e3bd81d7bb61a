import Foundation

/// Cell and supplementary registrations (iOS 14): a cell class and the code that configures it
/// for an item, registered the first time it is used.
extension UICollectionView {
    /// A cell class and the code that configures it for an item, for
    /// `dequeueConfiguredReusableCell(using:for:item:)`; registered the first time it is used.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// The code that configures a cell for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let identifier: String
        let nib: UINib?
        let handler: Handler

        /// Creates a registration for cells of the `Cell` class, made with `init(frame:)`.
        public init(handler: @escaping Handler) {
            self.init(nib: nil, handler: handler)
        }

        /// Creates a registration for cells loaded from `cellNib`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(nib: cellNib, handler: handler)
        }

        private init(nib: UINib?, handler: @escaping Handler) {
            identifier = "UICollectionView.CellRegistration." + String(reflecting: Cell.self) + "." + UUID().uuidString
            self.nib = nib
            self.handler = handler
        }
    }

    /// A supplementary view class and the code that configures it, for
    /// `dequeueConfiguredReusableSupplementary(using:for:)`; registered the first time it is used.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// The code that configures a supplementary view of an element kind at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let identifier: String
        let elementKind: String
        let handler: Handler

        /// Creates a registration for supplementary views of the given element kind, such as a section header.
        public init(elementKind: String, handler: @escaping Handler) {
            identifier =
                "UICollectionView.SupplementaryRegistration." + String(reflecting: Supplementary.self) + "."
                + UUID().uuidString
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Dequeues a cell of the registration's class and configures it for `item` with the handler;
    /// a `nil` item leaves the cell unconfigured.
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

    /// Dequeues a supplementary view of the registration's class and kind and configures it with the handler.
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
