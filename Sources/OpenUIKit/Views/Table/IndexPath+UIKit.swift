import Foundation

/// UIKit's reading of an index path: a section and a row (tables) or item (collections).
/// Foundation on Linux has the type but not these, which UIKit adds on Apple's systems.
extension IndexPath {
    /// Creates an index path for a table row: its section, then its row.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates an index path for a collection view item: its section, then its item.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section, for a table view: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section, for a collection view: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
