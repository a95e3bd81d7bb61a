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

    /// Installs each constraint on this view, as `addConstraint(_:)` does.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view, deactivating it; nothing when it is not installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let index = installedConstraints.firstIndex(where: { $0 === constraint }) else { return }
        installedConstraints.remove(at: index)
        LayoutEngine.installedCount -= 1
        LayoutEngine.structureDidChange()
        constraint.installedView = nil
        setNeedsLayout()
    }

    /// Removes each constraint installed on this view, deactivating it.
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

    /// The view's leading edge; its left edge, as layout here is always left-to-right.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge; its right edge, as layout here is always left-to-right.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the view's frame.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the view's frame.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal center of the view's frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge of the view's frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the view's frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center of the view's frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text; the layout engine treats it as the bottom edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text; the layout engine treats it as the bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width of the view's frame.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of the view's frame.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    /// The layout guides added to this view, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { layoutGuideList }

    /// Adds a layout guide to this view, moving it from the view that owned it before.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuideList.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.structureDidChange()
        setNeedsLayout()
    }

    /// Removes a layout guide from this view, along with the constraints that name it.
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

    /// How strongly the view resists growing larger than its intrinsic size along `axis`; 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing larger than its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        setNeedsLayout()
    }

    /// How strongly the view resists shrinking smaller than its intrinsic size along `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistancePriorities.horizontal : compressionResistancePriorities.vertical
    }

    /// Sets how strongly the view resists shrinking smaller than its intrinsic size along `axis`.
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
