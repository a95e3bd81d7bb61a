import Foundation
@_spi(Hosting) import OpenUIKit
internal import OpenUIKitContracts

/// The app as a UI test sees it (XCUITest's element tree): the application, its windows, and in
/// them every view that is a kind of element (a button, a table, a cell, a navigation bar…), a
/// view with an identifier or a label, or a controller's root view. Views with none of these are
/// left out, their contents lifted into their parent, as XCUITest's tree leaves out layout views.
/// Parts of controls that are not views (a bar's title, a segment) come from the accessibility
/// elements the control reports.
@MainActor
enum AutomationSnapshot {
    /// Elements whose contents are theirs alone: nothing under them is an element of its own.
    private static let leaves: Set<String> = [
        "button", "staticText", "switch", "slider", "textField", "secureTextField", "searchField", "textView", "image",
        "progressIndicator", "activityIndicator", "pageIndicator", "link", "pickerWheel",
    ]

    static func application(_ application: UIApplication, label: String) -> AutomationElement {
        let screen = UIScreen.main.bounds
        var root = AutomationElement(
            type: "application", label: label, x: 0, y: 0,
            width: Double(screen.width), height: Double(screen.height), isHittable: true)
        root.children = application.windows.filter { !$0.isHidden }.map { window in
            window.layoutIfNeeded()
            var element = attributes(of: window, type: "window", in: window)
            element.children = contents(of: window, in: window)
            return element
        }
        return root
    }

    /// The elements `responder` contributes: itself with its contents, or (a view with nothing to
    /// say) its contents alone.
    private static func elements(for responder: UIResponder, in window: UIWindow) -> [AutomationElement] {
        if let view = responder as? UIView, view.isHidden || view.alpha <= 0.01 { return [] }
        guard let type = elementType(of: responder) else { return contents(of: responder, in: window) }
        var element = attributes(of: responder, type: type, in: window)
        if !leaves.contains(type) { element.children = contents(of: responder, in: window) }
        return [element]
    }

    /// What is inside `responder`: the elements it reports (a control's parts), else its subviews'.
    private static func contents(of responder: UIResponder, in window: UIWindow) -> [AutomationElement] {
        if !(responder is UITableViewCell), let parts = responder.accessibilityElements {
            return parts.compactMap { $0 as? UIResponder }.flatMap { elements(for: $0, in: window) }
        }
        guard let view = responder as? UIView else { return [] }
        // A row's swipe actions are the table's subviews here, the row's on iOS, where XCUITest
        // finds them (`cell.buttons["Delete"]`).
        let swiped = (view as? UITableView)?.openSwipeActions
        var found = view.subviews.filter { subview in !(swiped?.buttons.contains { $0 === subview } ?? false) }
            .flatMap { elements(for: $0, in: window) }
        if let cell = view as? UITableViewCell, let open = (cell.superview as? UITableView)?.openSwipeActions,
            open.cell === cell
        {
            found += open.buttons.flatMap { elements(for: $0, in: window) }
        }
        // A table's and a collection's cells are reused in any order: XCUITest lists them as they
        // are laid out, top to bottom.
        guard view is UITableView || view is UICollectionView else { return found }
        return found.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// XCUITest's element type for `responder`, or nil for a view that only holds others.
    static func elementType(of responder: UIResponder) -> String? {
        if let view = responder as? UIView, let alert = view.next as? UIAlertController, alert.view === view {
            return alert.preferredStyle == .actionSheet ? "sheet" : "alert"
        }
        switch responder {
        case is UIWindow: return "window"
        case is UINavigationBar: return "navigationBar"
        case is UITabBar: return "tabBar"
        case is UIToolbar: return "toolbar"
        case is UITableView: return "table"
        case is UICollectionView: return "collectionView"
        case is UITableViewCell, is UICollectionViewCell: return "cell"
        case let field as UITextField:
            if field.isSecureTextEntry { return "secureTextField" }
            return field.superview is UISearchBar || field.accessibilityTraits.contains(.searchField)
                ? "searchField" : "textField"
        case is UITextView: return "textView"
        case is UIScrollView: return "scrollView"
        case is UISwitch: return "switch"
        case is UISlider: return "slider"
        case is UISegmentedControl: return "segmentedControl"
        case is UIStepper: return "stepper"
        case is UIPageControl: return "pageIndicator"
        case is UIProgressView: return "progressIndicator"
        case is UIActivityIndicatorView: return "activityIndicator"
        case is UIDatePicker: return "datePicker"
        case is UIPickerView: return "picker"
        case let view as UIView where view.isPickerWheel: return "pickerWheel"
        case is UISearchBar: return "searchField"
        case is UIButton: return "button"
        case is UIImageView: return "image"
        case is UILabel: return "staticText"
        default: break
        }
        let traits = responder.accessibilityTraits
        if traits.contains(.button) { return "button" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.staticText) || traits.contains(.header) { return "staticText" }
        if traits.contains(.image) { return "image" }
        if traits.contains(.searchField) { return "searchField" }
        if responder is UIAccessibilityElement { return "other" }
        guard let view = responder as? UIView else { return nil }
        let said =
            (view.accessibilityIdentifier.map { !$0.isEmpty } ?? false) || view.hasOwnAccessibilityLabel
        return said || view.isAccessibilityElement || view.rootViewOwner != nil ? "other" : nil
    }

    private static func attributes(of responder: UIResponder, type: String, in window: UIWindow) -> AutomationElement {
        let frame = responder.accessibilityFrame
        let traits = responder.accessibilityTraits
        let control = responder as? UIControl
        var identifier = (responder as? UIAccessibilityIdentification)?.accessibilityIdentifier ?? ""
        var label = responder.accessibilityLabel ?? ""
        if identifier.isEmpty, let bar = responder as? UINavigationBar { identifier = bar.topItem?.title ?? "" }
        if let view = responder as? UIView, let alert = view.next as? UIAlertController, alert.view === view {
            if identifier.isEmpty { identifier = alert.title ?? "" }
            if label.isEmpty { label = alert.title ?? "" }
        }
        return AutomationElement(
            type: type, identifier: identifier, label: label, value: responder.accessibilityValue,
            placeholderValue: (responder as? UITextField)?.placeholder, title: "",
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height),
            isEnabled: control?.isEnabled ?? !traits.contains(.notEnabled),
            isSelected: traits.contains(.selected) || control?.isSelected == true,
            hasFocus: responder.isFirstResponder, isHittable: isHittable(responder, frame: frame, in: window))
    }

    /// Whether a tap at the element's activation point would reach it: on the window, and the view
    /// hit there is the element's view (the container, for a part of a control), inside it, or
    /// (for a view that takes no touches itself, a label in a cell) one it is inside: nothing else
    /// covers the point.
    private static func isHittable(_ responder: UIResponder, frame: CGRect, in window: UIWindow) -> Bool {
        guard frame.width > 0, frame.height > 0 else { return false }
        let point = responder.accessibilityActivationPoint
        let inWindow = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
        guard window.bounds.contains(inWindow), let hit = window.hitTest(inWindow, with: nil) else { return false }
        let target =
            (responder as? UIView) ?? ((responder as? UIAccessibilityElement)?.accessibilityContainer as? UIView)
        guard let target else { return false }
        return hit === target || hit.isDescendant(of: target) || target.isDescendant(of: hit)
    }
}
