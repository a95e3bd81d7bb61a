import Foundation

/// Installing constraints and layout guides on views, and the anchors views offer.
extension UIView {
    /// The constraints installed on this view (those its activation placed here).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Installs a constraint whose items are this view or views below it; anything else is
    /// UIKit's "view hierarchy is not prepared" error.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) else {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.internalInconsistency,
                    "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled."
                )
                return
            }
        }
        if let other = constraint.installedView, other !== self { other.removeConstraint(constraint) }
        guard constraint.installedView !== self else { return }
        installedConstraints.append(constraint)
        LayoutEngine.installedCount += 1
        LayoutEngine.structureDidChange()
        constraint.installedView = self
        setNeedsLayout()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let index = installedConstraints.firstIndex(where: { $0 === constraint }) else { return }
        installedConstraints.remove(at: index)
        LayoutEngine.installedCount -= 1
        LayoutEngine.structureDidChange()
        constraint.installedView = nil
        setNeedsLayout()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Before this view leaves its superview: constraints on its ancestors that name a view of
    /// its subtree are removed.
    func removeConstraintsCrossingSubtree() {
        var ancestor = superview
        while let view = ancestor {
            for constraint in view.installedConstraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
                if items.contains(where: { $0.isDescendant(of: self) }) { view.removeConstraint(constraint) }
            }
            ancestor = view.superview
        }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutGuideList }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuideList.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.structureDidChange()
        setNeedsLayout()
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = layoutGuideList.firstIndex(where: { $0 === layoutGuide }) else { return }
        // Its constraints go with it.
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.installedConstraints
            where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                view.removeConstraint(constraint)
            }
            ancestor = view.superview
        }
        layoutGuideList.remove(at: index)
        layoutGuide.owningView = nil
        LayoutEngine.structureDidChange()
    }

    /// The guides UIKit gives every view, made when first asked for.
    func systemGuide(_ identifier: String) -> UILayoutGuide {
        if let guide = systemGuides[identifier] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        systemGuides[identifier] = guide
        return guide
    }

    /// The part of the view the safe area leaves (its `layoutFrame` is `bounds` minus
    /// `safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(SystemGuideIdentifier.safeArea) }
    /// The view's bounds inside its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(SystemGuideIdentifier.layoutMargins) }
    /// A width comfortable for reading, within the margins: as wide as the margins allow, up to
    /// `readableContentWidth`, centred in them.
    public var readableContentGuide: UILayoutGuide { systemGuide(SystemGuideIdentifier.readableContent) }

    /// The widest the readable content guide gets at the default text size (UIKit's 672 points,
    /// what an iPad's readable guide measures; text size categories are not modelled here).
    static let readableContentWidth: CGFloat = 672

    // MARK: Content hugging and compression resistance

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        setNeedsLayout()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistancePriorities.horizontal : compressionResistancePriorities.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        if axis == .horizontal {
            compressionResistancePriorities.horizontal = priority
        } else {
            compressionResistancePriorities.vertical = priority
        }
        setNeedsLayout()
    }
}
