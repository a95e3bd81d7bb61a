import Cassowary
import Foundation

/// Solves the constraints installed in a view's subtree and sets the frames of the views that
/// do not translate their autoresizing mask, before the subtree's `layoutSubviews` run.
///
/// Every view and guide gets four variables (its minimum x and y in the root's bounds, its
/// width and height). The root's rectangle, the frames of views that translate their
/// autoresizing mask, and the system guides are fixed; intrinsic content sizes become hugging
/// and compression-resistance preferences at the views' priorities. A required constraint that
/// cannot hold is reported as UIKit reports it, and layout goes on without it.
@MainActor
enum LayoutEngine {
    struct Box {
        let x = Variable("x"), y = Variable("y"), width = Variable("w"), height = Variable("h")
    }

    /// Constraints installed anywhere: with none, layout passes skip the engine entirely.
    static var installedCount = 0
    /// Stack views alive: they make their constraints when the engine first looks at them.
    static var stackCount = 0

    /// Lays the subtree out. A view's margins and safe area depend on where it sits (a
    /// superview's margins it preserves, the part of the safe area it covers), so when a pass
    /// moves a view whose insets it used, it runs again with the new ones, as UIKit's layout
    /// loop does after `layoutMarginsDidChange` and `safeAreaInsetsDidChange`.
    static func layOut(_ root: UIView) {
        guard installedCount > 0 || stackCount > 0 else { return }
        var reads: [InsetRead] = []
        for _ in 0..<3 {
            solve(root, fitting: nil, reads: &reads)
            guard reads.contains(where: { !$0.isCurrent }) else { return }
            reads = []
        }
    }

    /// Insets a pass used, to tell whether moving views changed them.
    @MainActor
    struct InsetRead {
        let view: UIView
        let isSafeArea: Bool
        let value: UIEdgeInsets

        var isCurrent: Bool { (isSafeArea ? view.safeAreaInsets : view.layoutMargins) == value }
    }

    /// The size the subtree's constraints give `root` when its width and height are free and
    /// only prefer the target's, at the given priorities (`systemLayoutSizeFitting`). Frames are
    /// left as they are.
    static func fittingSize(of root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        var reads: [InsetRead] = []
        return solve(root, fitting: (target, horizontal, vertical), reads: &reads) ?? root.bounds.size
    }

    /// Solves the subtree; without `fitting`, sets the frames and returns nil; with it, returns
    /// the root's size and sets nothing.
    @discardableResult
    private static func solve(_ root: UIView, fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?,
                              reads: inout [InsetRead]) -> CGSize? {
        func margins(of view: UIView) -> UIEdgeInsets {
            let value = view.layoutMargins
            reads.append(InsetRead(view: view, isSafeArea: false, value: value))
            return value
        }
        func safeArea(of view: UIView) -> UIEdgeInsets {
            let value = view.safeAreaInsets
            reads.append(InsetRead(view: view, isSafeArea: true, value: value))
            return value
        }
        var views: [UIView] = []
        var installed: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            (view as? UIStackView)?.refreshArrangementIfNeeded()
            views.append(view)
            installed += view.installedConstraints
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        guard !installed.isEmpty || fitting != nil else { return nil }

        let solver = Solver()
        var boxes: [ObjectIdentifier: Box] = [:]
        func require(_ variable: Variable, _ value: CGFloat) {
            try? solver.addConstraint(Constraint(LinearExpression(variable), .equal, LinearExpression(constant: Double(value))))
        }
        func fix(_ box: Box, _ rect: CGRect) {
            require(box.x, rect.minX)
            require(box.y, rect.minY)
            require(box.width, rect.width)
            require(box.height, rect.height)
        }
        // Views: the root and translating views are where they are; the others are solved.
        for view in views {
            let box = Box()
            boxes[ObjectIdentifier(view)] = box
            if view === root, let fitting {
                require(box.x, 0)
                require(box.y, 0)
                let preferences = [(box.width, fitting.target.width, fitting.horizontal), (box.height, fitting.target.height, fitting.vertical)]
                for (variable, value, priority) in preferences {
                    try? solver.addConstraint(Constraint(LinearExpression(variable), .equal, LinearExpression(constant: Double(value)),
                                                         priority: Double(min(priority.rawValue, UILayoutPriority.required.rawValue - 1))))
                    try? solver.addConstraint(Constraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: 0)))
                }
                if root.translatesAutoresizingMaskIntoConstraints == false { addIntrinsicSize(of: root, box, to: solver) }
            } else if view === root {
                fix(box, CGRect(origin: .zero, size: root.bounds.size))
            } else if view.translatesAutoresizingMaskIntoConstraints {
                fix(box, view.convert(view.bounds, to: root))
            } else {
                addIntrinsicSize(of: view, box, to: solver)
            }
        }
        // A scroll view's content area: at its origin, as large as the constraints to it make it.
        var contentBoxes: [(UIScrollView, Box)] = []
        func contentBox(of scrollView: UIScrollView) -> Box? {
            if let existing = contentBoxes.first(where: { $0.0 === scrollView }) { return existing.1 }
            guard let frame = boxes[ObjectIdentifier(scrollView)] else { return nil }
            let box = Box()
            let constraints = [
                Constraint(LinearExpression(box.x), .equal, LinearExpression(frame.x)),
                Constraint(LinearExpression(box.y), .equal, LinearExpression(frame.y)),
                Constraint(LinearExpression(box.width), .greaterThanOrEqual, LinearExpression(constant: 0)),
                Constraint(LinearExpression(box.height), .greaterThanOrEqual, LinearExpression(constant: 0)),
            ]
            for constraint in constraints { try? solver.addConstraint(constraint) }
            contentBoxes.append((scrollView, box))
            return box
        }
        // Guides: the system ones follow their view's insets; others are solved.
        func box(for item: AnyObject?) -> Box? {
            guard let item else { return nil }
            if let existing = boxes[ObjectIdentifier(item)] { return existing }
            guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerBox = boxes[ObjectIdentifier(owner)] else { return nil }
            if let scrollView = owner as? UIScrollView {
                switch guide.identifier {
                case UIScrollView.contentGuideIdentifier: return contentBox(of: scrollView)
                case UIScrollView.frameGuideIdentifier: return ownerBox
                default: break
                }
            }
            let box = Box()
            boxes[ObjectIdentifier(guide)] = box
            let insets: UIEdgeInsets? = switch guide.identifier {
            case "UIViewSafeAreaLayoutGuide": safeArea(of: owner)
            case "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide": margins(of: owner)
            default: nil
            }
            let safe = safeArea(of: owner)
            if guide.identifier == "UIViewControllerTopLayoutGuide" || guide.identifier == "UIViewControllerBottomLayoutGuide" {
                // The old top and bottom guides: the bars' strips at the root view's edges.
                let top = guide.identifier == "UIViewControllerTopLayoutGuide"
                let constraints = [
                    Constraint(LinearExpression(box.x), .equal, LinearExpression(ownerBox.x)),
                    Constraint(LinearExpression(box.width), .equal, LinearExpression(ownerBox.width)),
                    Constraint(LinearExpression(box.height), .equal, LinearExpression(constant: Double(top ? safe.top : safe.bottom))),
                    top ? Constraint(LinearExpression(box.y), .equal, LinearExpression(ownerBox.y))
                        : Constraint(box.y + box.height, .equal, ownerBox.y + ownerBox.height),
                ]
                for constraint in constraints { try? solver.addConstraint(constraint) }
            } else if let insets {
                let constraints = [
                    Constraint(LinearExpression(box.x), .equal, ownerBox.x + Double(insets.left)),
                    Constraint(LinearExpression(box.y), .equal, ownerBox.y + Double(insets.top)),
                    Constraint(LinearExpression(box.width), .equal, ownerBox.width - Double(insets.left + insets.right)),
                    Constraint(LinearExpression(box.height), .equal, ownerBox.height - Double(insets.top + insets.bottom)),
                ]
                for constraint in constraints { try? solver.addConstraint(constraint) }
            }
            return box
        }
        // A scroll view's edges, related to something inside it, are its content area's.
        func box(for item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?) -> Box? {
            if let scrollView = item as? UIScrollView, edgeAttributes.contains(attribute),
               let inside = NSLayoutConstraint.view(of: other), inside !== scrollView, inside.isDescendant(of: scrollView) {
                return contentBox(of: scrollView)
            }
            return box(for: item)
        }
        func marginsIfUsed(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> UIEdgeInsets {
            guard marginAttributes.contains(attribute), let view = item as? UIView else { return .zero }
            return margins(of: view)
        }
        var added: [(NSLayoutConstraint, Constraint)] = []
        for constraint in installed {
            guard let first = box(for: constraint.firstItem, constraint.firstAttribute, relatedTo: constraint.secondItem) else { continue }
            let firstItem = constraint.firstItem.flatMap { $0 as? UIView }
            var rhs = LinearExpression(constant: Double(constraint.constant))
            if let secondItem = constraint.secondItem,
               let second = box(for: secondItem, constraint.secondAttribute, relatedTo: constraint.firstItem) {
                rhs = rhs + expression(constraint.secondAttribute, of: second, margins: marginsIfUsed(secondItem, constraint.secondAttribute))
                    * Double(constraint.multiplier)
            }
            let relation: Constraint.Relation = switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            let solverConstraint = Constraint(expression(constraint.firstAttribute, of: first, margins: marginsIfUsed(firstItem, constraint.firstAttribute)),
                                              relation, rhs, priority: Double(constraint.priority.rawValue))
            do {
                try solver.addConstraint(solverConstraint)
                added.append((constraint, solverConstraint))
            } catch SolverError.unsatisfiableConstraint(_, let others) {
                reportUnsatisfiable(constraint, conflicting: others.compactMap { other in added.first { $0.1 === other }?.0 })
            } catch {}
        }
        solver.updateVariables()
        if fitting != nil, let box = boxes[ObjectIdentifier(root)] {
            return CGSize(width: box.width.value, height: box.height.value)
        }
        for (scrollView, box) in contentBoxes {
            let size = CGSize(width: max(box.width.value, 0), height: max(box.height.value, 0))
            if scrollView.contentSize != size { scrollView.contentSize = size }
        }
        // Frames in each superview's coordinates, top-down.
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let box = boxes[ObjectIdentifier(view)], let superview = view.superview,
                  let parent = boxes[ObjectIdentifier(superview)] else { continue }
            let frame = CGRect(x: box.x.value - parent.x.value, y: box.y.value - parent.y.value,
                               width: max(box.width.value, 0), height: max(box.height.value, 0))
            if view.frame != frame { view.frame = frame }
        }
        for guide in views.flatMap(\.layoutGuideList) {
            guard let box = boxes[ObjectIdentifier(guide)], let owner = guide.owningView, let ownerBox = boxes[ObjectIdentifier(owner)] else { continue }
            guide.layoutFrame = CGRect(x: box.x.value - ownerBox.x.value, y: box.y.value - ownerBox.y.value,
                                       width: box.width.value, height: box.height.value)
        }
        return nil
    }

    private static let edgeAttributes: Set<NSLayoutConstraint.Attribute> = [
        .left, .right, .top, .bottom, .leading, .trailing,
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    ]

    private static let marginAttributes: Set<NSLayoutConstraint.Attribute> = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// An attribute as an expression of the item's box (left-to-right: leading is left), with
    /// the item's margins for the margin attributes.
    static func expression(_ attribute: NSLayoutConstraint.Attribute, of box: Box, margins: UIEdgeInsets) -> LinearExpression {
        switch attribute {
        case .left, .leading: return LinearExpression(box.x)
        case .right, .trailing: return box.x + box.width
        case .top: return LinearExpression(box.y)
        case .bottom, .lastBaseline, .firstBaseline: return box.y + box.height
        case .width: return LinearExpression(box.width)
        case .height: return LinearExpression(box.height)
        case .centerX: return box.x + box.width * 0.5
        case .centerY: return box.y + box.height * 0.5
        case .leftMargin, .leadingMargin: return box.x + Double(margins.left)
        case .rightMargin, .trailingMargin: return box.x + box.width - Double(margins.right)
        case .topMargin: return box.y + Double(margins.top)
        case .bottomMargin: return box.y + box.height - Double(margins.bottom)
        case .centerXWithinMargins: return box.x + box.width * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return box.y + box.height * 0.5 + Double(margins.top - margins.bottom) / 2
        case .notAnAttribute: return LinearExpression(constant: 0)
        }
    }

    /// Hugging keeps a view from growing past its content; compression resistance from
    /// shrinking below it.
    private static func addIntrinsicSize(of view: UIView, _ box: Box, to solver: Solver) {
        let size = view.intrinsicContentSize
        for (axis, value, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, box.width), (.vertical, size.height, box.height)]
        where value != UIView.noIntrinsicMetric && value >= 0 {
            let hugging = Double(view.contentHuggingPriority(for: axis).rawValue)
            let compression = Double(view.contentCompressionResistancePriority(for: axis).rawValue)
            try? solver.addConstraint(Constraint(LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: Double(value)), priority: hugging))
            try? solver.addConstraint(Constraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: Double(value)), priority: compression))
        }
    }

    private static func reportUnsatisfiable(_ broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) {
        let list = (conflicting + [broken]).map { "    \($0)" }.joined(separator: ",\n")
        UIKitDiagnostics.report(UIKitDiagnostic.warning, """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }
}
