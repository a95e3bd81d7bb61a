import Foundation

/// Where a bar's button items sit, worked out once for drawing, for custom views and for
/// touches: a navigation bar's left items after the back button and its right items from the
/// trailing edge, a toolbar's items leading to trailing with flexible spaces sharing the rest.
@MainActor
struct BarItemSlots {
    struct Slot {
        let item: UIBarButtonItem
        /// The item's drawn extent on the bar's row.
        let frame: CGRect
    }

    var slots: [Slot] = []

    /// An item's width on a bar: a custom view's, a title's, or an image's 24 points.
    static func width(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .flexibleSpace { return 0 }
        if item.systemItem == .fixedSpace { return item.width }
        if let view = item.customView { return view.bounds.width }
        if let title = item.title ?? item.systemItem?.title {
            return (title as NSString).size(withAttributes: [.font: font(of: item)]).width
        }
        return 24
    }

    static func font(of item: UIBarButtonItem) -> UIFont {
        item.style == .done || item.systemItem == .done
            ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }

    /// Items laid from `x` toward the trailing edge (or, `fromTrailing`, from `x` toward the
    /// leading edge), 16 points apart, on a row centred on `midY`.
    mutating func lay(
        _ items: [UIBarButtonItem], from x: CGFloat, fromTrailing: Bool = false, midY: CGFloat,
        rowHeight: CGFloat
    ) -> CGFloat {
        var position = x
        for item in items {
            let width = Self.width(of: item)
            let minX = fromTrailing ? position - width : position
            slots.append(
                Slot(item: item, frame: CGRect(x: minX, y: midY - rowHeight / 2, width: width, height: rowHeight)))
            position = fromTrailing ? minX - 16 : minX + width + 16
        }
        return position
    }

    /// The item a touch at `point` is for: its slot widened by 8 points each side (bar buttons
    /// are easier to hit than they look), spaces excluded.
    func item(at point: CGPoint) -> UIBarButtonItem? {
        slots.first { slot in slot.isTappable && slot.frame.insetBy(dx: -8, dy: 0).contains(point) }?.item
    }

    /// Puts each custom view in its slot, in `bar`, and takes out those of items no longer
    /// shown (`shown` remembers them between passes).
    func placeCustomViews(in bar: UIView, shown: inout [UIView]) {
        let views = slots.compactMap(\.item.customView)
        for view in shown where view.superview === bar && !views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        shown = views
        for slot in slots {
            guard let view = slot.item.customView else { continue }
            if view.superview !== bar { bar.addSubview(view) }
            view.frame = CGRect(
                x: slot.frame.minX, y: slot.frame.midY - view.bounds.height / 2,
                width: view.bounds.width, height: view.bounds.height)
        }
    }
}

/// A finger on a bar's item: the item dims while the finger is on it and performs its action
/// when the finger lifts inside it, as UIKit's bar buttons do. The bar owns one, with the
/// custom views it shows.
@MainActor
final class BarItemTracker {
    var customViews: [UIView] = []

    /// A bar's touches, handled if they are on an item; `redraw` shows the pressed look.
    func handle(
        _ phase: UITouch.Phase, _ touches: Set<UITouch>, in bar: UIView, slots: () -> BarItemSlots, redraw: () -> Void
    ) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        let point = touch.location(in: bar)
        switch phase {
        case .began:
            guard began(at: point, slots: slots()) else { return false }
            redraw()
        case .moved:
            guard pressed != nil else { return false }
            if moved(to: point, slots: slots()) { redraw() }
        case .ended:
            guard pressed != nil else { return false }
            let current = slots()
            let item = ended(at: point, slots: current)
            redraw()
            if let item { item.perform(sender: bar, from: current.slots.first { $0.item === item }?.frame) }
        default:
            guard pressed != nil else { return false }
            cancel()
            redraw()
        }
        return true
    }

    private(set) var pressed: UIBarButtonItem?
    private var inside = false

    /// Starts tracking if the touch is on an enabled item; returns whether it is.
    func began(at point: CGPoint, slots: BarItemSlots) -> Bool {
        guard let item = slots.item(at: point), item.isEnabled, item.customView == nil else { return false }
        pressed = item
        inside = true
        return true
    }

    /// Whether the pressed look changed.
    func moved(to point: CGPoint, slots: BarItemSlots) -> Bool {
        guard let pressed else { return false }
        let now = slots.item(at: point) === pressed
        defer { inside = now }
        return now != inside
    }

    /// The item to perform, if the finger lifted on it.
    func ended(at point: CGPoint, slots: BarItemSlots) -> UIBarButtonItem? {
        defer { cancel() }
        guard let pressed, slots.item(at: point) === pressed else { return nil }
        return pressed
    }

    func cancel() {
        pressed = nil
        inside = false
    }

    /// Whether `item` is drawn pressed.
    func isPressed(_ item: UIBarButtonItem) -> Bool { pressed === item && inside }
}
