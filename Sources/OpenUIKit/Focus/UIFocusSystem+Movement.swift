import Foundation

/// Moving focus with a hardware keyboard, as iPadOS does: Tab goes to the next focus group and
/// Shift-Tab to the previous one (wrapping around), landing on the group's primary item; the
/// arrow keys move to the nearest focusable item in their direction within the focused item's
/// group, or into an enabled `UIFocusGuide` in that direction, which passes focus on to its
/// preferred environments.
///
/// A group is the nearest `focusGroupIdentifier` among an item and its parent environments;
/// an item inside a scroll view with none shares the scroll view's group, and any other item
/// is a group of its own. Groups are in reading order of their top-left item. A group's
/// primary item is the one of highest `focusGroupPriority`, counting the item focused last in
/// the group as `.previouslyFocused`; with every priority `.ignored`, the first in reading order.
extension UIFocusSystem {
    /// A focus group of a window: its identifier and its focusable items in reading order.
    struct FocusGroup {
        var identifier: String
        var items: [any UIFocusItem]
        /// The group's place in reading order: the top-left corner of its first item.
        var origin: CGPoint
    }

    /// The focus group `item` belongs to, named as `FocusGroup.identifier`.
    static func groupIdentifier(of item: any UIFocusItem) -> String? {
        var current: (any UIFocusEnvironment)? = item
        var steps = 0
        var scrollView: UIScrollView?
        while let candidate = current, steps < maximumEnvironmentDepth {
            if let identifier = candidate.focusGroupIdentifier { return identifier }
            if scrollView == nil, candidate !== item, let scroll = candidate as? UIScrollView,
                !(scroll is UITextView)
            {
                scrollView = scroll
            }
            current = candidate.parentFocusEnvironment
            steps += 1
        }
        let owner: AnyObject = scrollView ?? item
        return "automatic-\(UInt(bitPattern: ObjectIdentifier(owner).hashValue))"
    }

    /// The focusable views of `window`, in reading order of the tree (a view before its
    /// subviews, siblings top to bottom then left to right).
    static func focusableItems(in window: UIWindow) -> [any UIFocusItem] {
        var items: [any UIFocusItem] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.isUserInteractionEnabled, view.layer.opacity >= visibleOpacity else { return }
            if view.canBecomeFocused { items.append(view) }
            for subview in readingOrder(view.subviews) { visit(subview) }
        }
        visit(window)
        return items
    }

    /// The focus groups of `window`, in reading order.
    static func focusGroups(in window: UIWindow) -> [FocusGroup] {
        var groups: [FocusGroup] = []
        for item in focusableItems(in: window) {
            guard let identifier = groupIdentifier(of: item) else { continue }
            let origin = frameInWindow(of: item).origin
            if let index = groups.firstIndex(where: { $0.identifier == identifier }) {
                groups[index].items.append(item)
                let old = groups[index].origin
                if origin.y < old.y || (origin.y == old.y && origin.x < old.x) { groups[index].origin = origin }
            } else {
                groups.append(FocusGroup(identifier: identifier, items: [item], origin: origin))
            }
        }
        return groups.sorted { lhs, rhs in
            lhs.origin.y != rhs.origin.y ? lhs.origin.y < rhs.origin.y : lhs.origin.x < rhs.origin.x
        }
    }

    static func frameInWindow(of item: any UIFocusItem) -> CGRect {
        if let view = item as? UIView { return view.convert(view.bounds, to: Optional<UIView>.none) }
        return item.frame
    }

    /// The item focus lands on when it enters `group`.
    func primaryItem(of group: FocusGroup) -> (any UIFocusItem)? {
        let remembered = lastFocusedItems[group.identifier]?.value
        var best: (item: any UIFocusItem, priority: UIFocusGroupPriority)?
        for item in group.items {
            var priority = item.focusGroupPriority
            if item === remembered { priority = max(priority, .previouslyFocused) }
            guard priority > .ignored else { continue }
            if best == nil || priority > best!.priority { best = (item, priority) }
        }
        return best?.item ?? group.items.first
    }

    /// Moves focus one group along (Tab, Shift-Tab); returns whether it moved.
    func moveToGroup(forward: Bool, in window: UIWindow) -> Bool {
        let groups = Self.focusGroups(in: window)
        guard !groups.isEmpty else { return false }
        let heading: UIFocusHeading = forward ? .next : .previous
        let target: FocusGroup
        if let current = focusedItem, let identifier = Self.groupIdentifier(of: current),
            let index = groups.firstIndex(where: { $0.identifier == identifier })
        {
            guard groups.count > 1 else { return false }
            target = groups[(index + (forward ? 1 : groups.count - 1)) % groups.count]
        } else {
            target = forward ? groups[0] : groups[groups.count - 1]
        }
        guard let item = primaryItem(of: target) else { return false }
        return update(to: item, heading: heading)
    }

    /// Moves focus to the nearest item in `heading`'s direction within the focused item's
    /// group, or into a focus guide that way; returns whether it moved.
    func move(_ heading: UIFocusHeading, in window: UIWindow) -> Bool {
        guard let current = focusedItem else { return false }
        let from = Self.frameInWindow(of: current)
        let group = Self.groupIdentifier(of: current)
        var candidates: [(target: any UIFocusEnvironment, frame: CGRect)] = []
        for item in Self.focusableItems(in: window) where item !== current && Self.groupIdentifier(of: item) == group {
            candidates.append((item, Self.frameInWindow(of: item)))
        }
        for guide in Self.focusGuides(in: window) where guide.redirects {
            guard let owner = guide.owningView else { continue }
            candidates.append((guide, owner.convert(guide.layoutFrame, to: Optional<UIView>.none)))
        }
        var best: (target: any UIFocusEnvironment, score: CGFloat)?
        for candidate in candidates {
            guard let score = Self.score(from: from, to: candidate.frame, heading: heading) else { continue }
            if best == nil || score < best!.score { best = (candidate.target, score) }
        }
        guard let target = best?.target, let next = preferredItem(in: target), next !== current else {
            postMovementDidFail(
                UIFocusUpdateContext(previouslyFocusedItem: current, nextFocusedItem: nil, focusHeading: heading))
            return false
        }
        return update(to: next, heading: heading)
    }

    /// How far `frame` is from `from` going in `heading`'s direction (nil: not that way): the
    /// distance along the heading plus twice the sideways offset when the two do not overlap
    /// sideways, so items in line come first.
    static func score(from: CGRect, to frame: CGRect, heading: UIFocusHeading) -> CGFloat? {
        let along: CGFloat
        let sideways: CGFloat
        switch heading {
        case .right:
            guard frame.midX > from.midX, frame.minX >= from.midX else { return nil }
            along = max(0, frame.minX - from.maxX)
            sideways = max(0, max(frame.minY - from.maxY, from.minY - frame.maxY))
        case .left:
            guard frame.midX < from.midX, frame.maxX <= from.midX else { return nil }
            along = max(0, from.minX - frame.maxX)
            sideways = max(0, max(frame.minY - from.maxY, from.minY - frame.maxY))
        case .down:
            guard frame.midY > from.midY, frame.minY >= from.midY else { return nil }
            along = max(0, frame.minY - from.maxY)
            sideways = max(0, max(frame.minX - from.maxX, from.minX - frame.maxX))
        case .up:
            guard frame.midY < from.midY, frame.maxY <= from.midY else { return nil }
            along = max(0, from.minY - frame.maxY)
            sideways = max(0, max(frame.minX - from.maxX, from.minX - frame.maxX))
        default:
            return nil
        }
        return along + 2 * sideways
    }

    /// The focus guides of the views in `window`.
    static func focusGuides(in window: UIWindow) -> [UIFocusGuide] {
        var guides: [UIFocusGuide] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            guides.append(contentsOf: view.layoutGuides.compactMap { $0 as? UIFocusGuide })
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return guides
    }

    /// The focus movement a key asks for, if any: Tab and Shift-Tab, and the arrows without
    /// Command, Control or Option.
    static func heading(for key: UIKey) -> UIFocusHeading? {
        guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return nil }
        switch key.keyCode {
        case .keyboardTab: return key.modifierFlags.contains(.shift) ? .previous : .next
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardLeftArrow: return .left
        case .keyboardRightArrow: return .right
        default: return nil
        }
    }
}

extension UIWindow {
    /// A key no key command or text input took moves focus, if it is a focus key (Tab always;
    /// an arrow while something is focused). Returns whether focus moved.
    func moveFocus(with key: UIKey) -> Bool {
        guard let heading = UIFocusSystem.heading(for: key), let system = UIFocusSystem.focusSystem(for: self)
        else { return false }
        switch heading {
        case .next, .previous: return system.moveToGroup(forward: heading == .next, in: self)
        default: return system.move(heading, in: self)
        }
    }
}
