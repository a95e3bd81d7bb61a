import Foundation

/// Where bars put their button items, for what taps an app from outside (`openuikit run
/// --tour`, UI tests): UIKit keeps these frames private, as bar button items are no views.
@_spi(Tooling) extension UINavigationBar {
    /// The top item's bar button items and their frames, in the bar's coordinates; spaces left out.
    public var buttonItemFrames: [(item: UIBarButtonItem, frame: CGRect)] {
        contentLayout().slots.slots.filter(\.isTappable).map { ($0.item, $0.frame) }
    }
}

@_spi(Tooling) extension UIToolbar {
    /// The toolbar's items and their frames, in its coordinates; spaces left out.
    public var buttonItemFrames: [(item: UIBarButtonItem, frame: CGRect)] {
        itemSlots().slots.filter(\.isTappable).map { ($0.item, $0.frame) }
    }
}

@MainActor
extension BarItemSlots.Slot {
    var isTappable: Bool { item.systemItem != .flexibleSpace && item.systemItem != .fixedSpace }
}

@_spi(Tooling) extension UIBarButtonItem {
    /// The system item it was made as (`init(barButtonSystemItem:target:action:)` or a
    /// storyboard's `systemItem`), which UIKit does not expose.
    public var madeAsSystemItem: SystemItem? { systemItem }
}
