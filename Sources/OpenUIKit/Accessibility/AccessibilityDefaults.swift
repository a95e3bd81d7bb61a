import Foundation

/// What UIKit's own classes report to assistive technology when the app has set nothing: a
/// button's label is its title, a switch's value "0" or "1", a table cell's label its labels'
/// texts, a navigation bar's title a header. Kept in one place, by class, so the list the docs
/// give ("Testing your app") is this file; an app's subclass that overrides a property replaces its entry.
@MainActor
enum AccessibilityDefaults {
    static func isElement(_ responder: UIResponder) -> Bool {
        switch responder {
        case is UIAccessibilityElement:
            return true
        case let view as UIView where barButton(view) != nil:
            return true
        case is UILabel, is UIButton, is UISwitch, is UISlider, is UITextField, is UITextView, is UIPageControl,
            is UIProgressView, is UIActivityIndicatorView, is UITableViewCell, is AlertActionButton, is PickerColumn,
            is UISearchBar, is UIDatePicker, is UITableViewHeaderFooterView, is UICollectionViewListCell:
            return true
        default:
            return false
        }
    }

    static func label(of responder: UIResponder) -> String? {
        switch responder {
        case let label as UILabel:
            return nonEmpty(label.attributedText?.string ?? label.text)
        case let button as UIButton:
            return nonEmpty(button.currentTitle ?? button.configuration?.title)
        case let button as AlertActionButton:
            return nonEmpty(button.action.title)
        case let indicator as UIActivityIndicatorView:
            return indicator.isAnimating ? "In progress" : "Progress halted"
        case let cell as UITableViewCell:
            return joinedText(of: cell)
        case let cell as UICollectionViewListCell:
            return joinedText(of: cell)
        case let header as UITableViewHeaderFooterView:
            return joinedText(of: header)
        case let view as UIView:
            return barButton(view)?.label
        default:
            return nil
        }
    }

    static func value(of responder: UIResponder) -> String? {
        switch responder {
        case let toggle as UISwitch:
            return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            return percent(slider.fraction(of: slider.value))
        case let progress as UIProgressView:
            return percent(progress.progress)
        case let pages as UIPageControl:
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let field as UITextField:
            if let text = field.text, !text.isEmpty {
                return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
            }
            return nonEmpty(field.placeholder)
        case let textView as UITextView:
            return nonEmpty(textView.text)
        case let cell as UITableViewCell:
            return (cell.accessoryView as? UISwitch).map { $0.isOn ? "1" : "0" }
        case let column as PickerColumn:
            guard let picker = column.picker, column.selectedRow >= 0 else { return nil }
            return nonEmpty(column.plainTitle(forRow: column.selectedRow, picker: picker).string)
        case let search as UISearchBar:
            return nonEmpty(search.text) ?? nonEmpty(search.placeholder)
        case let picker as UIDatePicker:
            return dateText(picker)
        default:
            return nil
        }
    }

    static func traits(of responder: UIResponder) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch responder {
        case let view as UIView where barButton(view) != nil:
            traits = .button
            if barButton(view)?.isSelected == true { traits.insert(.selected) }
        case let button as UIButton:
            traits = .button
            if button.isSelected { traits.insert(.selected) }
        case is AlertActionButton:
            traits = .button
        case is UISwitch:
            traits = [.button, .toggleButton]
        case is UISlider, is UIPageControl, is PickerColumn:
            traits = .adjustable
        case is UISearchBar:
            traits = .searchField
        case is UITableViewHeaderFooterView:
            traits = .header
        case is UIProgressView:
            traits = .updatesFrequently
        case is UILabel:
            traits = .staticText
        case is UIImageView:
            traits = .image
        case is UITabBar:
            traits = .tabBar
        case let field as UITextField where field.superview is UISearchBar:
            traits = .searchField
        case let cell as UITableViewCell:
            traits = cell.isSelected || cell.accessoryType == .checkmark ? .selected : .none
        case let cell as UICollectionViewListCell:
            traits = cell.isSelected ? .selected : .none
        default:
            traits = .none
        }
        if let control = responder as? UIControl, !control.isEnabled { traits.insert(.notEnabled) }
        if let label = responder as? UILabel, !label.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// A view's follows it on the screen; any other responder's is zero until set.
    static func frame(of responder: UIResponder) -> CGRect {
        guard let view = responder as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }

    /// The parts of a control that are elements without being views: a navigation bar's back
    /// button, items and title; a segmented control's segments; a stepper's two halves. Nil for
    /// every other class (its subviews are its elements).
    static func elements(of responder: UIResponder) -> [Any]? {
        switch responder {
        case let bar as UINavigationBar:
            return navigationBarElements(bar)
        case let toolbar as UIToolbar:
            var views: [Int: UIView] = [:]
            let parts = itemParts(toolbar.itemSlots().slots, views: &views)
            return synthesized(parts, in: toolbar).enumerated().map { index, element -> Any in views[index] ?? element }
        case let segmented as UISegmentedControl:
            let frames = segmented.segmentFrames()
            let parts = segmented.segments.enumerated().map { index, segment -> Part in
                var traits: UIAccessibilityTraits = .button
                if index == segmented.selectedSegmentIndex { traits.insert(.selected) }
                if !segment.isEnabled || !segmented.isEnabled { traits.insert(.notEnabled) }
                return Part(label: segment.title, traits: traits, frame: index < frames.count ? frames[index] : .zero)
            }
            return synthesized(parts, in: segmented)
        case let stepper as UIStepper:
            let half = CGSize(width: stepper.bounds.width / 2, height: stepper.bounds.height)
            var decrement: UIAccessibilityTraits = .button, increment: UIAccessibilityTraits = .button
            if !stepper.wraps && stepper.value <= stepper.minimumValue || !stepper.isEnabled {
                decrement.insert(.notEnabled)
            }
            if !stepper.wraps && stepper.value >= stepper.maximumValue || !stepper.isEnabled {
                increment.insert(.notEnabled)
            }
            return synthesized(
                [
                    Part(label: "Decrement", traits: decrement, frame: CGRect(origin: .zero, size: half)),
                    Part(
                        label: "Increment", traits: increment,
                        frame: CGRect(origin: CGPoint(x: half.width, y: 0), size: half)),
                ],
                in: stepper)
        default:
            return nil
        }
    }

    /// `accessibilityIncrement()` and `accessibilityDecrement()`: a slider moves a tenth of its
    /// range, a page control a page, each sending `.valueChanged` as a finger would.
    static func adjust(_ responder: UIResponder, by direction: Int) {
        switch responder {
        case let slider as UISlider where slider.isEnabled:
            let step = (slider.maximumValue - slider.minimumValue) / 10
            let before = slider.value
            slider.setValue(before + Float(direction) * step, animated: false)
            if slider.value != before { slider.sendActions(for: .valueChanged) }
        case let pages as UIPageControl where pages.isEnabled:
            let next = pages.currentPage + direction
            guard next >= 0, next < pages.numberOfPages else { return }
            pages.currentPage = next
            pages.sendActions(for: .valueChanged)
        default:
            break
        }
    }

    // MARK: Parts

    /// A part of a control reported as an element of its own.
    struct Part {
        var label: String?
        var traits: UIAccessibilityTraits
        /// In the control's coordinates.
        var frame: CGRect
        var isHeader = false
    }

    /// `parts` as the container's elements, reusing the ones made before so an element stays
    /// the same object while its part shows.
    private static func synthesized(_ parts: [Part], in container: UIView) -> [Any] {
        var elements = container.synthesizedAccessibilityElements
        if elements.count != parts.count {
            elements = parts.map { _ in UIAccessibilityElement(accessibilityContainer: container) }
            container.synthesizedAccessibilityElements = elements
        }
        for (element, part) in zip(elements, parts) {
            element.accessibilityLabel = part.label
            element.accessibilityTraits = part.isHeader ? part.traits.union(.header) : part.traits
            element.accessibilityFrameInContainerSpace = part.frame
        }
        return elements
    }

    /// The back button (a view), the left items, the title, the right items; an item with a
    /// custom view is that view.
    private static func navigationBarElements(_ bar: UINavigationBar) -> [Any] {
        let layout = bar.contentLayout()
        var views: [Int: UIView] = [:]
        let slots = layout.slots.slots
        var parts = itemParts(slots.filter { !isRightItem($0.item, of: bar) }, views: &views)
        if let title = bar.titlePlacement(in: layout) {
            parts.append(Part(label: title.text, traits: .staticText, frame: title.frame, isHeader: true))
        }
        parts += itemParts(slots.filter { isRightItem($0.item, of: bar) }, views: &views, after: parts.count)
        let made = synthesized(parts, in: bar)
        var elements: [Any] = bar.backButton.isHidden ? [] : [bar.backButton]
        for (index, element) in made.enumerated() { elements.append(views[index] ?? element) }
        return elements
    }

    /// A bar's items as parts, spaces left out; an item with a custom view is a placeholder whose
    /// index (counted from `after`) maps to the view in `views`.
    private static func itemParts(
        _ slots: [BarItemSlots.Slot], views: inout [Int: UIView], after start: Int = 0
    ) -> [Part] {
        var parts: [Part] = []
        for slot in slots {
            if let view = slot.item.customView {
                views[start + parts.count] = view
                parts.append(Part(label: nil, traits: .none, frame: .zero))
            } else if slot.item.systemItem != .flexibleSpace && slot.item.systemItem != .fixedSpace {
                var traits: UIAccessibilityTraits = .button
                if !slot.item.isEnabled { traits.insert(.notEnabled) }
                parts.append(Part(label: itemLabel(slot.item), traits: traits, frame: slot.frame))
            }
        }
        return parts
    }

    private static func isRightItem(_ item: UIBarButtonItem, of bar: UINavigationBar) -> Bool {
        bar.topItem?.rightBarButtonItems?.contains { $0 === item } ?? false
    }

    /// An item's spoken name: what the app set, its title, or its system item's name.
    static func itemLabel(_ item: UIBarButtonItem) -> String? {
        if let label = item.accessibilityLabel ?? item.title { return label }
        guard let system = item.systemItem else { return nil }
        switch system {
        case .add: return "Add"
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Fast Forward"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .close: return "Close"
        default: return system.title
        }
    }

    /// The views a bar lays out as its buttons: a navigation bar's back button (its label is the
    /// back title) and a tab bar's item buttons (the item's title, selected with the bar's
    /// selection).
    private static func barButton(_ view: UIView) -> (label: String?, isSelected: Bool)? {
        if let bar = view.superview as? UINavigationBar, view === bar.backButton {
            return (bar.backButtonTitle, false)
        }
        if let bar = view.superview as? UITabBar, let index = bar.itemButtons.firstIndex(where: { $0 === view }),
            let items = bar.items, index < items.count
        {
            let item = items[index]
            return (item.accessibilityLabel ?? item.title, item === bar.selectedItem)
        }
        return nil
    }

    /// The texts of the labels under `view` that show, joined as VoiceOver reads a cell.
    private static func joinedText(of view: UIView) -> String? {
        let texts = visibleLabels(in: view).compactMap { nonEmpty($0.attributedText?.string ?? $0.text) }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// A date picker's date as its mode shows it.
    private static func dateText(_ picker: UIDatePicker) -> String? {
        let formatter = DateFormatter()
        formatter.locale = picker.locale ?? Locale.current
        formatter.timeZone = picker.timeZone ?? TimeZone.current
        switch picker.datePickerMode {
        case .time: (formatter.dateStyle, formatter.timeStyle) = (.none, .short)
        case .date: (formatter.dateStyle, formatter.timeStyle) = (.medium, .none)
        case .countDownTimer:
            return "\(Int(picker.countDownDuration) / 3600) h \(Int(picker.countDownDuration) % 3600 / 60) min"
        default: (formatter.dateStyle, formatter.timeStyle) = (.medium, .short)
        }
        return formatter.string(from: picker.date)
    }

    /// The labels under `view` that show, in subview order.
    private static func visibleLabels(in view: UIView) -> [UILabel] {
        view.subviews.filter { !$0.isHidden && $0.alpha > 0.01 }.flatMap { subview -> [UILabel] in
            if let label = subview as? UILabel { return [label] }
            return visibleLabels(in: subview)
        }
    }

    private static func percent(_ fraction: Float) -> String {
        "\(Int((max(0, min(1, fraction)) * 100).rounded()))%"
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
