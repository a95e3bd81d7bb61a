import Foundation

/// A relation between two layout attributes: `firstItem.firstAttribute (relation)
/// multiplier × secondItem.secondAttribute + constant`. Activating it installs it on the items'
/// nearest common ancestor, as UIKit does.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// A part of an item's layout that a constraint relates: an edge, a center, a size, or a margin.
    public enum Attribute: Int, Sendable {
        /// The left edge of the item's frame.
        case left = 1
        /// The right edge of the item's frame.
        case right
        /// The top edge of the item's frame.
        case top
        /// The bottom edge of the item's frame.
        case bottom
        /// The leading edge; the left edge here, where layout is always left-to-right.
        case leading
        /// The trailing edge; the right edge here, where layout is always left-to-right.
        case trailing
        /// The item's width.
        case width
        /// The item's height.
        case height
        /// The horizontal center of the item's frame.
        case centerX
        /// The vertical center of the item's frame.
        case centerY
        /// The baseline of the item's last line of text; the bottom edge here, as no text baseline is consulted.
        case lastBaseline
        /// The baseline of the item's first line of text; the bottom edge here, as no text baseline is consulted.
        case firstBaseline
        /// The left edge inset by the view's left layout margin.
        case leftMargin
        /// The right edge inset by the view's right layout margin.
        case rightMargin
        /// The top edge inset by the view's top layout margin.
        case topMargin
        /// The bottom edge inset by the view's bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the view's leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the view's trailing layout margin.
        case trailingMargin
        /// The horizontal center of the area inside the view's left and right layout margins.
        case centerXWithinMargins
        /// The vertical center of the area inside the view's top and bottom layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint that relates an item to a constant.
        case notAnAttribute = 0

        /// The older name for `lastBaseline`.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the expression on the right.
        case lessThanOrEqual = -1
        /// The first attribute equals the expression on the right.
        case equal = 0
        /// The first attribute is at least the expression on the right.
        case greaterThanOrEqual = 1
    }

    /// A direction of layout, for stack views and for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The item on the left of the constraint's equation, a view or layout guide; held weakly.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item that the constraint sets.
    public let firstAttribute: Attribute
    /// How the first attribute compares with the expression on the right.
    public let relation: Relation
    /// The item on the right of the equation, or `nil` for a constraint to a constant; held weakly.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item, or `.notAnAttribute` when there is no second item.
    public let secondAttribute: Attribute
    /// The factor the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// Changing it on an active constraint lays out again.
    open var constant: CGFloat {
        didSet {
            guard oldValue != constant, let installedView else { return }
            LayoutEngine.constantDidChange()
            installedView.setNeedsLayout()
        }
    }
    /// A name for the constraint, shown in its description and in unsatisfiable-constraint logs.
    open var identifier: String?
    /// Whether the constraint is archived with its view; recorded but never consulted, as nothing is archived here.
    open var shouldBeArchived = false
    /// The view it is installed on, while active.
    weak var installedView: UIView?
    /// A number no other constraint made in this process has: the layout engine knows a
    /// constraint again by it without loading a weak reference.
    let serial: Int = {
        NSLayoutConstraint.serials += 1
        return NSLayoutConstraint.serials
    }()
    private static var serials = 0

    /// A required constraint may not become optional once installed, nor the reverse (UIKit
    /// raises); any other change lays out again.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard installedView != nil, (oldValue == .required) != (priority == .required) else {
                if installedView != nil, oldValue != priority { LayoutEngine.structureDidChange() }
                installedView?.setNeedsLayout()
                return
            }
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue)."
            )
            priority = oldValue
        }
    }

    /// Creates an inactive constraint relating `attr1` of `view1` to `multiplier` times `attr2` of `view2` plus `c`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
            secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    init(
        firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The anchors the constraint relates.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// An anchor for the second item's attribute, or `nil` when the constraint has no second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Whether it is installed. Setting it installs it on the items' nearest common ancestor or
    /// removes it from there.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { installedView?.removeConstraint(self) }
        }
    }

    /// Activates each constraint, installing it on its items' nearest common ancestor.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, removing it from the view it is installed on.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard installedView == nil else { return }
        guard let view = NSLayoutConstraint.commonAncestor(of: firstItem, secondItem) else {
            UIKitDiagnostics.report(
                "NSGenericException",
                "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
            return
        }
        view.addConstraint(self)
    }

    /// The view an item lays out in: a view itself, a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        switch item {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    static func commonAncestor(of first: AnyObject?, _ second: AnyObject?) -> UIView? {
        guard let a = view(of: first) else { return nil }
        guard second != nil else { return a }
        guard let b = view(of: second) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… UIView:0x….leading == UIView:0x….leading + 8   (active)>`.
    open var description: String {
        func item(_ object: AnyObject?, _ attribute: Attribute) -> String {
            guard let object else { return "" }
            return "\(objectDescription(object).dropFirst().dropLast()).\(attribute)"
        }
        let relationText =
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        var right = secondItem == nil ? "" : item(secondItem, secondAttribute)
        if multiplier != 1, !right.isEmpty { right = "\(multiplier)*\(right)" }
        if constant != 0 || right.isEmpty {
            right += right.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        let named = identifier.map { "'\($0)' " } ?? ""
        return
            "<NSLayoutConstraint:\(objectDescription(self).split(separator: " ").last?.dropLast() ?? "") \(named)\(item(firstItem, firstAttribute)) \(relationText) \(right)\(priority == .required ? "" : "   (priority \(priority.rawValue))")\(isActive ? "   (active)" : "")>"
    }
}
