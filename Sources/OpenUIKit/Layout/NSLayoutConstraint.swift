import Foundation

/// A relation between two layout attributes: `firstItem.firstAttribute (relation)
/// multiplier × secondItem.secondAttribute + constant`. Activating it installs it on the items'
/// nearest common ancestor, as UIKit does.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it on an active constraint lays out again.
    open var constant: CGFloat {
        didSet {
            guard oldValue != constant, let installedView else { return }
            LayoutEngine.constantDidChange()
            installedView.setNeedsLayout()
        }
    }
    open var identifier: String?
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

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

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
