import Foundation
@_spi(Tooling) import OpenUIKit

/// One thing a person can do on the screen: type into a field, tap a control, a bar button
/// item, a tab, a segment, a row, or a view with a tap gesture.
@MainActor
struct TourAction {
    enum Target {
        /// A tap at `point` in `view`'s coordinates (its middle when nil), typing `text` after it
        /// when set.
        case tap(UIView, at: CGPoint?, typing: String?)
        /// A table's row or a collection's item, scrolled into view first.
        case row(UITableView, IndexPath)
        case item(UICollectionView, IndexPath)
        /// A finger across `view` to the leading edge (`forward`, the next page) or the trailing
        /// edge, as a person turns a page.
        case swipe(UIView, forward: Bool, atY: CGFloat)
    }

    var target: Target
    /// What identifies the action on its screen across visits (`button:Save`, `row:0`).
    var signature: String
    /// What the report says was done.
    var description: String
    /// Whether it probably leaves the screen back the way it came (Cancel, Done, Save, Close):
    /// such actions come last.
    var isDismissing = false

    static let dismissingTitles: Set<String> = ["cancel", "done", "save", "close", "back", "ok", "dismiss"]

    static func isDismissing(_ title: String?) -> Bool {
        guard let title else { return false }
        return dismissingTitles.contains(title.lowercased())
    }
}

/// Finds the actions on screen: anything a tap reaches (hit testing decides, so what is
/// covered by a presented screen or a dimming view is left out), text inputs first.
@MainActor
struct ActionFinder {
    let window: UIWindow
    let sampleText: String

    func actions() -> [TourAction] {
        var typing: [TourAction] = []
        var tapping: [TourAction] = []
        var counts: [String: Int] = [:]
        func unique(_ signature: String) -> String {
            let count = counts[signature, default: 0]
            counts[signature] = count + 1
            return count == 0 ? signature : "\(signature)#\(count)"
        }

        // The pages of a page view controller on screen, which a person turns with a swipe.
        for pages in pageViewControllers() {
            guard let y = swipeHeight(in: pages.view) else { continue }
            tapping.append(
                TourAction(
                    target: .swipe(pages.view, forward: true, atY: y), signature: unique("swipe:next page"),
                    description: "swipe to the next page"))
        }

        /// A tap on each enabled bar button item in reach, at the middle of its frame in `bar`.
        func tapItems(
            _ items: [(UIBarButtonItem, CGRect)], of bar: UIView, kind: String,
            dismissingSystemItems: [UIBarButtonItem.SystemItem]
        ) {
            for (item, frame) in items where item.isEnabled && reaches(bar, at: CGPoint(x: frame.midX, y: frame.midY)) {
                let title = Self.title(of: item)
                let dismisses =
                    TourAction.isDismissing(title) || item.madeAsSystemItem.map(dismissingSystemItems.contains) == true
                tapping.append(
                    TourAction(
                        target: .tap(bar, at: CGPoint(x: frame.midX, y: frame.midY), typing: nil),
                        signature: unique("\(kind):\(title)"), description: "tap the \(kind) button “\(title)”",
                        isDismissing: dismisses))
            }
        }

        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            switch view {
            case let field as UITextField where field.isEnabled && reaches(field):
                let name = field.placeholder ?? field.accessibilityLabel ?? "text field"
                typing.append(
                    TourAction(
                        target: .tap(field, at: nil, typing: sampleText + "\n"), signature: unique("type:\(name)"),
                        description: "type “\(sampleText)” into “\(name)”"))
                return
            case let textView as UITextView where textView.isEditable && reaches(textView):
                typing.append(
                    TourAction(
                        target: .tap(textView, at: nil, typing: sampleText), signature: unique("type:text view"),
                        description: "type “\(sampleText)” into a text view"))
                return
            case let bar as UINavigationBar:
                tapItems(
                    bar.buttonItemFrames, of: bar, kind: "bar", dismissingSystemItems: [.cancel, .done, .save, .close])
                // The back button last: it is how the tour comes back, and it may also show a
                // screen not seen yet (one the app pushed at launch has a screen under it).
                if !bar.backButton.isHidden, reaches(bar.backButton) {
                    tapping.append(
                        TourAction(
                            target: .tap(bar.backButton, at: nil, typing: nil), signature: unique("back"),
                            description: "tap the back button", isDismissing: true))
                }
                for subview in bar.subviews where subview !== bar.backButton { visit(subview) }
                return
            case let toolbar as UIToolbar:
                tapItems(toolbar.buttonItemFrames, of: toolbar, kind: "toolbar", dismissingSystemItems: [])
                for subview in toolbar.subviews { visit(subview) }
                return
            case let tabBar as UITabBar:
                for (index, button) in tabBar.itemButtons.enumerated() where reaches(button) {
                    let title = tabBar.items?[safe: index]?.title ?? "tab \(index + 1)"
                    tapping.append(
                        TourAction(
                            target: .tap(button, at: nil, typing: nil), signature: unique("tab:\(title)"),
                            description: "tap the tab “\(title)”"))
                }
                return
            case let segmented as UISegmentedControl where segmented.isEnabled:
                let width = segmented.bounds.width / CGFloat(max(segmented.numberOfSegments, 1))
                for index in 0..<segmented.numberOfSegments where index != segmented.selectedSegmentIndex {
                    let point = CGPoint(x: width * (CGFloat(index) + 0.5), y: segmented.bounds.midY)
                    guard reaches(segmented, at: point) else { continue }
                    let title = segmented.titleForSegment(at: index) ?? "segment \(index + 1)"
                    tapping.append(
                        TourAction(
                            target: .tap(segmented, at: point, typing: nil), signature: unique("segment:\(title)"),
                            description: "tap the segment “\(title)”"))
                }
                return
            case let stepper as UIStepper where stepper.isEnabled:
                let point = CGPoint(x: stepper.bounds.maxX - stepper.bounds.width / 4, y: stepper.bounds.midY)
                if reaches(stepper, at: point) {
                    tapping.append(
                        TourAction(
                            target: .tap(stepper, at: point, typing: nil), signature: unique("stepper:+"),
                            description: "tap the stepper's +"))
                }
                return
            case is UISlider, is UIDatePicker, is UIPickerView:
                return
            case let control as UIControl
            where control.isEnabled && control.isUserInteractionEnabled && reaches(control):
                let title = Self.title(of: control)
                tapping.append(
                    TourAction(
                        target: .tap(control, at: nil, typing: nil), signature: unique("control:\(title)"),
                        description: "tap \(title)", isDismissing: TourAction.isDismissing(Self.plainTitle(of: control))
                    ))
                return
            case let table as UITableView:
                for section in 0..<table.numberOfSections where table.numberOfRows(inSection: section) > 0 {
                    tapping.append(
                        TourAction(
                            target: .row(table, IndexPath(row: 0, section: section)),
                            signature: unique("row:\(section)"), description: "tap the first row of section \(section)")
                    )
                }
            case let collection as UICollectionView:
                for section in 0..<collection.numberOfSections where collection.numberOfItems(inSection: section) > 0 {
                    tapping.append(
                        TourAction(
                            target: .item(collection, IndexPath(item: 0, section: section)),
                            signature: unique("item:\(section)"),
                            description: "tap the first item of section \(section)"))
                }
            default:
                if view.isUserInteractionEnabled,
                    view.gestureRecognizers?.contains(where: { $0 is UITapGestureRecognizer && $0.isEnabled }) == true,
                    reaches(view)
                {
                    let name = view.accessibilityLabel ?? String(describing: type(of: view))
                    tapping.append(
                        TourAction(
                            target: .tap(view, at: nil, typing: nil), signature: unique("gesture:\(name)"),
                            description: "tap the \(name) (tap gesture)"))
                }
            }
            guard view.isUserInteractionEnabled else { return }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return typing + tapping.filter { !$0.isDismissing } + tapping.filter(\.isDismissing)
    }

    /// The scrolling page view controllers whose views are on screen (an app may show one's
    /// view without making it a child).
    func pageViewControllers() -> [UIPageViewController] {
        ScreenState(window: window).controllers.compactMap { $0 as? UIPageViewController }.filter {
            $0.transitionStyle == .scroll
        }
    }

    /// A height across `view` where a finger reaches it at both ends of a swipe (controls laid
    /// over a page, such as its page control, are avoided); nil when there is none.
    func swipeHeight(in view: UIView) -> CGFloat? {
        let heights = [0.5, 0.35, 0.65, 0.2, 0.8].map { view.bounds.height * $0 }
        return heights.first { y in
            reaches(view, at: CGPoint(x: view.bounds.width * 0.85, y: y))
                && reaches(view, at: CGPoint(x: view.bounds.width * 0.15, y: y))
        }
    }

    /// Whether a tap at `point` (the middle by default) in `view` reaches it or a view inside it.
    func reaches(_ view: UIView, at point: CGPoint? = nil) -> Bool {
        guard view.window === window, view.bounds.width > 0, view.bounds.height > 0 else { return false }
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let location = view.convert(local, to: window)
        guard window.bounds.contains(location), let hit = window.hitTest(location, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    static func title(of item: UIBarButtonItem) -> String {
        item.title ?? item.accessibilityLabel ?? item.madeAsSystemItem.map { "\($0)" }
            ?? (item.image != nil ? "image" : "item")
    }

    static func plainTitle(of control: UIControl) -> String? {
        if let button = control as? UIButton, let title = button.configuration?.title ?? button.currentTitle,
            !title.isEmpty
        {
            return title
        }
        return control.accessibilityLabel ?? control.accessibilityIdentifier
    }

    static func title(of control: UIControl) -> String {
        if let title = plainTitle(of: control) {
            return "the \(control is UIButton ? "button" : String(describing: type(of: control))) “\(title)”"
        }
        if let button = control as? UIButton, button.currentImage != nil { return "an image button" }
        if control is UISwitch { return "a switch" }
        return "a \(String(describing: type(of: control)))"
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
