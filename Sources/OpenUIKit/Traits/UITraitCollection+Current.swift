import Foundation

/// Each thread's current traits: what dynamic colours resolve against while drawing.
private let currentTraits = ThreadLocal<UITraitCollection>("UITraitCollectionCurrent") { UITraitCollection() }

extension UITraitCollection {
    /// UIKit sets this to a view's traits around its `draw(_:)` (a renderer does so here), so
    /// `UIColor.label.setFill()` in drawing code picks the appearance the view shows. With
    /// nothing set it specifies no traits, which resolves colours to their light appearance.
    public static var current: UITraitCollection {
        get { currentTraits.value }
        set { currentTraits.value = newValue }
    }

    /// Runs `actions` with these traits current, then puts the previous ones back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.current
        Self.current = self
        defer { Self.current = previous }
        try actions()
    }
}
