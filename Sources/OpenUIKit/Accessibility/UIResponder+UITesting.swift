import Foundation

// What a UI test's host (the `AutomationHost` target) reads of a running app and UIKit keeps to
// itself: which responder has the keyboard, a row's open swipe actions, whether the app named a
// view, a picker wheel turned as a finger turns it. `@_spi(Hosting)`, so apps never see it.

@_spi(Hosting)
extension UIWindow {
    /// The responder typed text goes to in this window, or nil.
    public var keyboardResponder: UIResponder? { firstResponderStorage }
}

@_spi(Hosting)
extension UITableView {
    /// The row whose swipe actions are showing and their buttons (the table's subviews here,
    /// the row's on iOS, where XCUITest finds them); nil when no row is swiped open.
    public var openSwipeActions: (cell: UITableViewCell, buttons: [UIView])? {
        swipeState.open.map { ($0.cell, $0.buttons) }
    }
}

@_spi(Hosting)
extension UIView {
    /// The view controller whose root view this is, or nil.
    public var rootViewOwner: UIViewController? { owningViewController }

    /// Whether the app gave the view an accessibility label of its own.
    public var hasOwnAccessibilityLabel: Bool { accessibilityOverrides?.label != nil }

    /// Whether this is one wheel of a `UIPickerView` (UIKit's private column view), which a UI
    /// test sees as a `pickerWheel`.
    public var isPickerWheel: Bool { self is PickerColumn }

    /// Turns this picker wheel to the row titled `title`, as a finger would leave it: the
    /// selection changes and the delegate hears of it. False when this is no wheel of a picker
    /// or no row has that title.
    public func turnPickerWheel(toRowTitled title: String) -> Bool {
        guard let column = self as? PickerColumn, let picker = column.picker else { return false }
        let rows = picker.numberOfRows(inComponent: column.component)
        guard let row = (0..<rows).first(where: { column.plainTitle(forRow: $0, picker: picker).string == title })
        else { return false }
        column.turnAsUser(to: row)
        return true
    }
}
