import Foundation

/// A row or column of views laid out by constraints it makes itself: along the axis by the
/// distribution and spacing, across it by the alignment. Hidden arranged views take no room.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How a stack view sizes and spaces its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack, `spacing` apart, their sizes settled by hugging and compression resistance.
        case fill
        /// The views fill the stack, `spacing` apart, all the same size along the axis.
        case fillEqually
        /// The views fill the stack, sized in proportion to their intrinsic content sizes.
        case fillProportionally
        /// The views keep their sizes, with equal gaps of at least `spacing` between them.
        case equalSpacing
        /// The views keep their sizes, their centers equally far apart and their gaps at least `spacing`.
        case equalCentering
    }

    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill
        /// The views line up on the stack's leading edge, or its top edge in a horizontal stack.
        case leading
        /// In a horizontal stack, the views line up on their first text baselines, the first view
        /// at the stack's top edge (a taller view after it reaches above it, as on iOS); in a
        /// vertical stack, the same as `leading`.
        case firstBaseline
        /// The views are centred across the axis.
        case center
        /// The views line up on the stack's trailing edge, or its bottom edge in a horizontal stack.
        case trailing
        /// In a horizontal stack, the views line up on their last text baselines, the first view
        /// at the stack's bottom edge (a taller view after it reaches below it, as on iOS); in a
        /// vertical stack, the same as `trailing`.
        case lastBaseline
        /// In a horizontal stack, the views line up on its top edge; the same as `leading`.
        public static let top = Alignment.leading
        /// In a horizontal stack, the views line up on its bottom edge; the same as `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// For `setCustomSpacing(_:after:)`: go back to the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `spacing` and custom spacing: the system's standard spacing.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The direction the arranged views run in: a row for `.horizontal`, a column for `.vertical`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How the arranged views are sized and spaced along the axis.
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How the arranged views are placed across the axis.
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between adjacent arranged views, or the most they may close up to for the equal-spacing distributions.
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether vertical spacing is measured between text baselines; recorded but not consulted here.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether the arranged views are laid out within the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// The views the stack lays out, in order; a subset of its subviews.
    public private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides this stack made, and which arranged views were
    /// visible when it made them.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var arrangedVisibility: [Bool] = []

    /// Creates an empty horizontal stack view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        LayoutEngine.stackCount += 1
    }

    /// Not failable, as UIKit declares it for stack views: a subclass writes
    /// `required init(coder: NSCoder)`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        LayoutEngine.stackCount += 1
    }

    deinit {
        performOnMainActor { LayoutEngine.stackCount -= 1 }
    }

    /// Creates a horizontal stack view that arranges `views` in order, making them its subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` to the end of the arranged views, making it a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Also makes `view` a subview, if it is not one already.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Leaves `view` a subview, as UIKit does; it is no longer arranged.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Also stops arranging `subview` when it is one of the arranged views.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Sets the gap after one arranged view; `spacingUseDefault` goes back to the stack's `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The custom gap after an arranged view, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private func arrangementChanged() {
        arrangedVisibility = []  // rebuilt before the next solve
        setNeedsLayout()
    }

    /// Called by the layout engine before it reads constraints: remakes this stack's
    /// constraints if its arrangement or the visibility of its views changed.
    func refreshArrangementIfNeeded() {
        let visibility = arrangedSubviews.map { !$0.isHidden }
        guard visibility != arrangedVisibility || arrangementConstraints.isEmpty && !arrangedSubviews.isEmpty else {
            return
        }
        arrangedVisibility = visibility
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        arrangementConstraints = makeConstraints(for: zip(arrangedSubviews, visibility).filter(\.1).map(\.0))
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    private func makeConstraints(for views: [UIView]) -> [NSLayoutConstraint] {
        guard !views.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        // The edges along the axis and across it, as (start, end) attributes of the stack.
        let along: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal
            ? (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing)
            : (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom)
        let across: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal
            ? (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom)
            : (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing)
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        func make(
            _ a: AnyObject, _ aAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ b: AnyObject?, _ bAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                firstItem: a, firstAttribute: aAttribute, relation: relation, secondItem: b,
                secondAttribute: bAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            return constraint
        }
        var constraints: [NSLayoutConstraint] = [
            make(views[0], start, .equal, self, along.0),
            make(views[views.count - 1], end, .equal, self, along.1),
        ]
        for (previous, next) in zip(views, views.dropFirst()) {
            switch distribution {
            case .equalSpacing, .equalCentering:
                // A spacer between each pair; all spacers equal, none narrower than the spacing.
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-spacing"
                addLayoutGuide(spacer)
                let from: NSLayoutConstraint.Attribute = distribution == .equalCentering ? center : end
                let to: NSLayoutConstraint.Attribute = distribution == .equalCentering ? center : start
                constraints += [
                    make(spacer, start, .equal, previous, from),
                    make(spacer, end, .equal, next, to),
                    make(next, start, .greaterThanOrEqual, previous, end, constant: gap(after: previous)),
                ]
                if let first = spacers.first { constraints.append(make(spacer, length, .equal, first, length)) }
                spacers.append(spacer)
            default:
                constraints.append(make(next, start, .equal, previous, end, constant: gap(after: previous)))
            }
        }
        switch distribution {
        case .fillEqually:
            constraints += views.dropFirst().map { make($0, length, .equal, views[0], length) }
        case .fillProportionally:
            let sizes = views.map { horizontal ? $0.layoutContentSize.width : $0.layoutContentSize.height }
            if let base = sizes.first, base > 0 {
                for (view, size) in zip(views.dropFirst(), sizes.dropFirst()) where size > 0 {
                    constraints.append(
                        make(view, length, .equal, views[0], length, multiplier: size / base, priority: .defaultHigh))
                }
            }
        default:
            break
        }
        let acrossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let acrossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let acrossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let acrossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        // A row aligned on baselines: the first view's edge meets the stack's, the others follow
        // its baseline. UIKit pins only the first view: a taller one later in the row reaches
        // past the stack's edge (Apple's bug report 32291130; apps that run on iOS see that).
        if horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            let first = alignment == .firstBaseline
            let baseline: NSLayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
            constraints.append(make(views[0], first ? .top : .bottom, .equal, self, first ? across.0 : across.1))
            for view in views {
                constraints.append(
                    first
                        ? make(view, .bottom, .lessThanOrEqual, self, across.1)
                        : make(view, .top, .greaterThanOrEqual, self, across.0))
                if view !== views[0] { constraints.append(make(view, baseline, .equal, views[0], baseline)) }
            }
            return constraints
        }
        for view in views {
            switch alignment {
            case .fill:
                constraints += [
                    make(view, acrossStart, .equal, self, across.0), make(view, acrossEnd, .equal, self, across.1),
                ]
            case .leading, .firstBaseline:
                constraints += [
                    make(view, acrossStart, .equal, self, across.0),
                    make(view, acrossEnd, .lessThanOrEqual, self, across.1),
                ]
            case .trailing, .lastBaseline:
                constraints += [
                    make(view, acrossEnd, .equal, self, across.1),
                    make(view, acrossStart, .greaterThanOrEqual, self, across.0),
                ]
            case .center:
                constraints += [
                    make(view, acrossCenter, .equal, self, acrossCenter),
                    make(view, acrossLength, .lessThanOrEqual, self, acrossLength),
                ]
            }
        }
        return constraints
    }
}
