import Foundation

/// UIKit's reading of an index path: a section and a row (tables) or item (collections).
/// Foundation on Linux has the type but not these, which UIKit adds on Apple's systems.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
