import Cassowary
import Foundation

/// One layout root's constraints, kept in a solver from one pass to the next. A pass walks the
/// subtree and compares what it finds with what the solver holds: a constraint whose constant
/// (or a margin it reads, a fixed frame, an intrinsic size, a guide's insets) moved is changed in
/// place, and the dual simplex re-solves from the last optimum; only a constraint that changed
/// shape is taken out and put back. So a window one point wider costs what that point moves,
/// not a rebuild of every row.
@MainActor
final class LayoutSession {
    /// How the root is held: at its size, or free to take the size its content asks for
    /// (`systemLayoutSizeFitting`), preferring a target at the given priorities.
    enum RootMode {
        case fixed
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    typealias Box = LayoutEngine.Box

    /// A box and the solver constraints that place it (a fixed frame, an intrinsic size, a
    /// guide's insets), written `terms - value (relation) 0` so a new value is a new constant.
    final class Placed {
        weak var object: AnyObject?
        let box = Box()
        var shape: Shape = .free
        var constraints: [Constraint] = []
        var values: [Double] = []
        var pass = 0
        /// The intrinsic size and priorities (hugging and compression resistance, horizontal
        /// then vertical) its constraints were made from, so an unchanged reading costs nothing.
        var intrinsic: (size: CGSize, priorities: (Float, Float, Float, Float))?

        init(_ object: AnyObject) { self.object = object }
    }

    /// What a box's placing constraints say, apart from their values.
    enum Shape: Equatable {
        case free
        case fixed
        case fitting(horizontal: Float, vertical: Float)
        case intrinsic(width: [Float], height: [Float])
        case insets(owner: ObjectIdentifier)
        case readable(owner: ObjectIdentifier)
        case barGuide(top: Bool, owner: ObjectIdentifier)
        case scrollContent(owner: ObjectIdentifier)
    }

    /// An installed constraint as the solver holds it (nil when it was refused).
    final class Installed {
        weak var constraint: NSLayoutConstraint?
        let serial: Int
        var signature: Signature
        var solverConstraint: Constraint?
        /// The solver constraint the solver refused, to try again.
        var refused: Constraint?
        var value: Double
        var pass = 0
        /// The items, when both are plain views related edge to edge (no guide, no scroll
        /// view, no margin): then a pass knows the constraint by these alone, reading no weak
        /// reference and no inset.
        var plainItems: (first: ObjectIdentifier, second: ObjectIdentifier?)?

        init(_ constraint: NSLayoutConstraint, _ signature: Signature, _ value: Double) {
            self.constraint = constraint
            serial = constraint.serial
            self.signature = signature
            self.value = value
        }
    }

    /// Everything about an installed constraint but its constant part.
    struct Signature: Equatable {
        let first: ObjectIdentifier, firstAttribute: NSLayoutConstraint.Attribute
        let second: ObjectIdentifier?, secondAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: CGFloat
        let priority: Float
    }

    weak var root: UIView?
    private(set) var solver = Solver()
    /// What the last walk found, replayed while the structure stands.
    var plan: LayoutPlan?
    /// The labels a fitting pass placed by their intrinsic sizes, which it unwraps first and
    /// whose wrap widths it puts back after.
    private var fittingLabels: [LayoutPlan.Label] = []
    /// The guides the walk in progress placed, in the order it reached them.
    private var walkedGuides: [LayoutPlan.Guide] = []
    /// Whether the solver has changed since the solution was last applied.
    private var solutionMoved = false
    private var placed: [ObjectIdentifier: Placed] = [:]
    private var contentBoxes: [ObjectIdentifier: Placed] = [:]
    private var installed: [ObjectIdentifier: Installed] = [:]
    private var pass = 0
    /// Entries dropped since the solver was made: its variables stay behind, so after enough
    /// churn the session starts over with a fresh solver.
    private var dropped = 0
    /// Set when a fixed value could not move in place; the caller starts over.
    private(set) var needsRebuild = false

    init(root: UIView) {
        self.root = root
    }

    // MARK: A pass

    /// Brings the solver in line with the subtree by walking it, solves it, and keeps what the
    /// walk found as the plan later passes replay; insets read are noted in `reads`.
    func update(mode: RootMode, reads: inout [LayoutEngine.InsetRead]) {
        plan = nil
        guard let root else { return }
        pass += 1
        walkedGuides = []
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        // A view's constraints after its subviews', as a nib decodes them (a view's `<subviews>`
        // before its `<constraints>`): of constraints that cannot all hold, the one added last is
        // refused, as UIKit breaks the one whose addition found the conflict.
        func visit(_ view: UIView) {
            (view as? UIStackView)?.refreshArrangementIfNeeded()
            views.append(view)
            for subview in view.subviews { visit(subview) }
            constraints += view.installedConstraints
        }
        visit(root)
        releaseUninstalled(keeping: constraints)
        var fixed: [LayoutPlan.Fixed] = [], intrinsic: [LayoutPlan.Fixed] = [], labels: [LayoutPlan.Label] = []
        var fittingRoot: Placed?
        for view in views {
            let entry = placedEntry(for: view)
            if view === root, case let .fitting(target, horizontal, vertical) = mode {
                placeFitting(entry, target: target, horizontal: horizontal, vertical: vertical)
                fittingRoot = entry
            } else if view === root || view.translatesAutoresizingMaskIntoConstraints {
                placeFixed(entry, fixedRect(of: view, in: root))
                fixed.append(LayoutPlan.Fixed(view: view, entry: entry))
            } else {
                placeIntrinsic(entry, of: view)
                intrinsic.append(LayoutPlan.Fixed(view: view, entry: entry))
                if let label = view as? UILabel { labels.append(LayoutPlan.Label(view: label, entry: entry)) }
            }
        }
        for constraint in constraints { install(constraint, reads: &reads) }
        sweep()
        retryRefused()
        solver.updateVariables()
        solutionMoved = true
        fittingLabels = fittingRoot == nil ? [] : labels
        // Taken after the walk: a stack view remaking its constraints as the walk reaches it
        // moves the epoch, and the walk saw what it made.
        plan = makePlan(epoch: LayoutEngine.structureEpoch, views: views, constraints: constraints, fixed: fixed, intrinsic: intrinsic)
        plan?.labels = labels
        plan?.fittingRoot = fittingRoot
    }

    private func makePlan(epoch: Int, views: [UIView], constraints: [NSLayoutConstraint],
                          fixed: [LayoutPlan.Fixed], intrinsic: [LayoutPlan.Fixed]) -> LayoutPlan {
        var plan = LayoutPlan(epoch: epoch, constantEpoch: LayoutEngine.constantEpoch, intrinsicReading: intrinsicReading,
                              fixed: fixed, intrinsic: intrinsic, guides: walkedGuides)
        walkedGuides = []
        for view in views {
            if let stack = view as? UIStackView { plan.stackViews.append(LayoutPlan.Stack(view: stack)) }
            guard let box = box(of: view) else { continue }
            if view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
               let parent = self.box(of: superview) {
                plan.frames.append(LayoutPlan.Frame(view: view, box: box, parentView: superview, parent: parent))
            }
            for guide in view.layoutGuideList {
                if let guideBox = self.box(of: guide) {
                    plan.guideFrames.append(LayoutPlan.GuideFrame(guide: guide, box: guideBox, ownerView: view, owner: box))
                }
            }
        }
        for constraint in constraints {
            guard let entry = installed[ObjectIdentifier(constraint)], entry.pass == pass, entry.serial == constraint.serial else { continue }
            let readsMargins = LayoutEngine.marginAttributes.contains(constraint.firstAttribute)
                || LayoutEngine.marginAttributes.contains(constraint.secondAttribute)
            plan.constraints.append(LayoutPlan.Installed(constraint: constraint, entry: entry, readsMargins: readsMargins))
        }
        for entry in contentBoxes.values where entry.pass == pass {
            if let scrollView = entry.object as? UIScrollView { plan.scrollContents.append(LayoutPlan.ScrollContent(scrollView: scrollView, box: entry.box)) }
        }
        return plan
    }

    /// Where a view's frame starts in the root's space, from the box of its alignment rectangle.
    private static func origin(of view: UIView, box: Box) -> CGPoint {
        let insets = view.alignmentRectInsets
        return CGPoint(x: box.x.value - insets.left, y: box.y.value - insets.top)
    }

    /// The alignment rectangle of a view placed by its frame (the root by its bounds), in the
    /// root's space.
    private func fixedRect(of view: UIView, in root: UIView) -> CGRect {
        let frame = view === root ? CGRect(origin: .zero, size: root.bounds.size) : view.convert(view.bounds, to: root)
        return frame.inset(by: view.alignmentRectInsets)
    }

    /// What intrinsic sizes read now depend on besides the views: `invalidateIntrinsicContentSize()`
    /// calls, the text measurer, the root's display scale (text sizes round to its pixels).
    private var intrinsicReading: LayoutPlan.IntrinsicReading {
        LayoutPlan.IntrinsicReading(epoch: LayoutEngine.intrinsicEpoch, measurers: TextMeasurement.generation,
                                    scale: root?.traitCollection.displayScale ?? 0)
    }

    /// A pass without a walk: while the structure is the one the plan saw, only fixed frames,
    /// guides' insets, margins, intrinsic sizes (when invalidated) and constants (when changed)
    /// can have moved, so those are read again and moved in place. False when the plan is stale
    /// and the tree must be walked, or was made in the other mode. A fitting replay also places
    /// the root at the new target, and measures again the labels that wrap at their width: the
    /// last fitting left them at the widths it gave them.
    func replay(reads: inout [LayoutEngine.InsetRead], mode: RootMode = .fixed) -> Bool {
        guard var plan, plan.epoch == LayoutEngine.structureEpoch, let root else { return false }
        switch (mode, plan.fittingRoot) {
        case (.fixed, nil), (.fitting, .some): break
        default: return false
        }
        for stack in plan.stackViews { stack.view.refreshArrangementIfNeeded() }
        guard plan.epoch == LayoutEngine.structureEpoch else { return false }
        for item in plan.fixed { placeFixed(item.entry, fixedRect(of: item.view, in: root)) }
        if case let .fitting(target, horizontal, vertical) = mode, let entry = plan.fittingRoot {
            placeFitting(entry, target: target, horizontal: horizontal, vertical: vertical)
        }
        let reading = intrinsicReading
        if reading != plan.intrinsicReading {
            for item in plan.intrinsic { placeIntrinsic(item.entry, of: item.view) }
            plan.intrinsicReading = reading
        } else if plan.fittingRoot != nil {
            for item in plan.labels where item.view.wrapsAtLayoutWidth { placeIntrinsic(item.entry, of: item.view) }
        }
        for item in plan.guides { placeGuide(item.entry, item.guide, owner: item.owner, ownerBox: item.ownerBox, reads: &reads) }
        let allConstants = plan.constantEpoch != LayoutEngine.constantEpoch
        plan.constantEpoch = LayoutEngine.constantEpoch
        self.plan = plan
        for item in plan.constraints where allConstants || item.readsMargins {
            let entry = item.entry
            let value = item.readsMargins ? constantPart(of: item.constraint, hasSecond: entry.signature.second != nil, reads: &reads)
                                          : Double(item.constraint.constant)
            if entry.solverConstraint != nil {
                move(entry, to: value, item.constraint)
            } else if value != entry.value {
                // A constraint left out with a new constant: the walk makes it again.
                return false
            }
        }
        guard !needsRebuild, solutionMoved else { return true }
        retryRefused()
        solver.updateVariables()
        return true
    }

    /// Sets what the solution says: scroll views' content sizes, the frames of the views that
    /// do not translate their autoresizing mask (in each superview's coordinates, top-down),
    /// and the guides' layout frames.
    func apply() {
        guard let plan, solutionMoved else { return }
        solutionMoved = false
        for item in plan.scrollContents {
            let size = CGSize(width: max(item.box.width.value, 0), height: max(item.box.height.value, 0))
            if item.scrollView.contentSize != size { item.scrollView.contentSize = size }
        }
        for item in plan.frames {
            // Boxes are alignment rectangles in the root's space; frames are set in the
            // superview's, from its frame's origin.
            let alignment = CGRect(x: item.box.x.value, y: item.box.y.value,
                                   width: max(item.box.width.value, 0), height: max(item.box.height.value, 0))
            var frame = item.view.frame(forAlignmentRect: alignment)
            let parent = Self.origin(of: item.parentView, box: item.parent)
            frame.origin = CGPoint(x: frame.minX - parent.x, y: frame.minY - parent.y)
            if item.view.frame != frame { item.view.frame = frame }
        }
        for item in plan.guideFrames {
            let owner = Self.origin(of: item.ownerView, box: item.owner)
            item.guide.layoutFrame = CGRect(x: item.box.x.value - owner.x, y: item.box.y.value - owner.y,
                                            width: item.box.width.value, height: item.box.height.value)
        }
    }

    /// After a solve, measures again each label that wraps at its laid-out width
    /// (`UILabel.wrapsAtLayoutWidth`) whose width in the solution is not the one its intrinsic
    /// size was measured at, and places its box anew, as UIKit invalidates such a label's
    /// intrinsic size once layout knows its width. Returns whether any was, so the caller
    /// solves again.
    func rewrapLabels() -> Bool {
        let labels = plan?.labels ?? fittingLabels
        guard !labels.isEmpty else { return false }
        var rewrapped = false
        for item in labels where item.view.wrapsAtLayoutWidth {
            let width = CGFloat(item.entry.box.width.value)
            guard width > 0 else { continue }
            if let measured = item.view.layoutWrapWidth, abs(measured - width) < Self.wrapTolerance { continue }
            item.view.layoutWrapWidth = width
            placeIntrinsic(item.entry, of: item.view)
            rewrapped = true
        }
        return rewrapped
    }

    /// For a fitting pass: the labels that wrap at their width are measured unwrapped first,
    /// whatever width a layout gave them before, so that the answer does not depend on earlier
    /// layouts. Returns the widths they had, for `restoreWrapWidths` to put back after.
    func unwrapFittingLabels() -> [(UILabel, CGFloat)] {
        var saved: [(UILabel, CGFloat)] = []
        for item in fittingLabels where item.view.wrapsAtLayoutWidth {
            guard let width = item.view.layoutWrapWidth else { continue }
            saved.append((item.view, width))
            item.view.layoutWrapWidth = nil
            placeIntrinsic(item.entry, of: item.view)
        }
        return saved
    }

    /// Puts back what `unwrapFittingLabels` took, and forgets the widths the fitting gave the
    /// others: a fitting asks a question and changes nothing.
    func restoreWrapWidths(_ saved: [(UILabel, CGFloat)]) {
        for item in fittingLabels { item.view.layoutWrapWidth = nil }
        for (label, width) in saved { label.layoutWrapWidth = width }
    }

    /// Solves again after `rewrapLabels()` in a fitting pass (a layout pass replays instead).
    func solveAgain() {
        retryRefused()
        solver.updateVariables()
    }

    /// How far a label's laid-out width may stray from the one it was measured at (the
    /// solver's rounding) before it is measured again.
    private static let wrapTolerance: CGFloat = 1e-3

    /// The box of a view or guide the pass has reached (an entry this pass reached is the
    /// object's: no two live objects share an identifier).
    func box(of object: AnyObject) -> Box? {
        placed[ObjectIdentifier(object)].flatMap { $0.pass == pass ? $0.box : nil }
    }

    /// Whether the solver holds so much left over from removed views that starting over is
    /// cheaper than carrying it.
    var isWorn: Bool { dropped > 256 && dropped > 4 * (placed.count + installed.count) }

    private func placedEntry(for object: AnyObject) -> Placed {
        let id = ObjectIdentifier(object)
        if let entry = placed[id], entry.object === object {
            entry.pass = pass
            return entry
        }
        // A new object, or a new one where a freed one was: start its entry afresh.
        if let stale = placed[id] { drop(stale) }
        let entry = Placed(object)
        entry.pass = pass
        placed[id] = entry
        return entry
    }

    // MARK: Placing boxes

    /// Gives the entry these constraints (made by `make` from the values) if its shape changed,
    /// or else moves the values that differ in place.
    private func place(_ entry: Placed, _ shape: Shape, _ values: [Double], _ make: ([Double]) -> [Constraint]) {
        if entry.shape != shape || entry.values.count != values.count {
            remove(entry.constraints)
            entry.intrinsic = nil
            entry.shape = shape
            entry.values = values
            entry.constraints = make(values)
            for constraint in entry.constraints { try? solver.addConstraint(constraint) }
            solutionMoved = true
            return
        }
        for (index, value) in values.enumerated() where value != entry.values[index] {
            do {
                try solver.setConstant(-value, of: entry.constraints[index])
                entry.values[index] = value
                loosened = true
                solutionMoved = true
            } catch {
                // A fixed frame that installed constraints now contradict: the frame wins, as it
                // does when the solver is built afresh, so the caller builds it afresh.
                needsRebuild = true
            }
        }
    }

    /// `terms - value (relation) 0`: a constraint whose value can move in place.
    private func placing(_ terms: LinearExpression, _ relation: Constraint.Relation, _ value: Double,
                         priority: Double = Constraint.required) -> Constraint {
        Constraint(terms - value, relation, priority: priority)
    }

    private func placeFixed(_ entry: Placed, _ rect: CGRect) {
        let box = entry.box
        place(entry, .fixed, [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)) { values in
            [LinearExpression(box.x), LinearExpression(box.y), LinearExpression(box.width), LinearExpression(box.height)]
                .enumerated().map { placing($0.element, .equal, values[$0.offset]) }
        }
    }

    private func placeFitting(_ entry: Placed, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        let box = entry.box
        let priorities = [horizontal, vertical].map { Double(min($0.rawValue, UILayoutPriority.required.rawValue - 1)) }
        place(entry, .fitting(horizontal: horizontal.rawValue, vertical: vertical.rawValue),
              [0, 0, Double(target.width), Double(target.height)]) { values in
            [placing(LinearExpression(box.x), .equal, values[0]), placing(LinearExpression(box.y), .equal, values[1]),
             placing(LinearExpression(box.width), .equal, values[2], priority: priorities[0]),
             placing(LinearExpression(box.height), .equal, values[3], priority: priorities[1]),
             placing(LinearExpression(box.width), .greaterThanOrEqual, 0), placing(LinearExpression(box.height), .greaterThanOrEqual, 0)]
        }
        if let root, !root.translatesAutoresizingMaskIntoConstraints {
            let content = placedEntry(for: IntrinsicSizeKey.shared)
            placeIntrinsic(content, of: root, box: box)
        }
    }

    /// Hugging keeps a view from growing past its content; compression resistance from
    /// shrinking below it.
    private func placeIntrinsic(_ entry: Placed, of view: UIView, box: Box? = nil) {
        let size = view.layoutContentSize
        let hasWidth = size.width != UIView.noIntrinsicMetric && size.width >= 0
        let hasHeight = size.height != UIView.noIntrinsicMetric && size.height >= 0
        let priorities: (Float, Float, Float, Float) = (
            hasWidth ? view.contentHuggingPriority(for: .horizontal).rawValue : 0,
            hasWidth ? view.contentCompressionResistancePriority(for: .horizontal).rawValue : 0,
            hasHeight ? view.contentHuggingPriority(for: .vertical).rawValue : 0,
            hasHeight ? view.contentCompressionResistancePriority(for: .vertical).rawValue : 0)
        if let last = entry.intrinsic, last.size == size, last.priorities == priorities { return }
        defer { entry.intrinsic = (size, priorities) }
        let box = box ?? entry.box
        var values: [Double] = []
        var terms: [(LinearExpression, Constraint.Relation, Double)] = []
        if hasWidth {
            values += [Double(size.width), Double(size.width)]
            terms += [(LinearExpression(box.width), .lessThanOrEqual, Double(priorities.0)),
                      (LinearExpression(box.width), .greaterThanOrEqual, Double(priorities.1))]
        }
        if hasHeight {
            values += [Double(size.height), Double(size.height)]
            terms += [(LinearExpression(box.height), .lessThanOrEqual, Double(priorities.2)),
                      (LinearExpression(box.height), .greaterThanOrEqual, Double(priorities.3))]
        }
        let shape = Shape.intrinsic(width: hasWidth ? [priorities.0, priorities.1] : [], height: hasHeight ? [priorities.2, priorities.3] : [])
        place(entry, shape, values) { values in
            terms.enumerated().map { placing($0.element.0, $0.element.1, values[$0.offset], priority: $0.element.2) }
        }
    }

    // MARK: Guides

    /// The box of a constraint's item: a view's, a guide's (placed by its owner's insets or
    /// free), or a scroll view's content area when the scroll view's edge is related to
    /// something inside it.
    private func box(for item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?,
                     reads: inout [LayoutEngine.InsetRead]) -> Box? {
        guard let item else { return nil }
        if let box = box(of: item) {
            // A view; a scroll view's edge related to something inside it is its content area's.
            if let scrollView = item as? UIScrollView, LayoutEngine.edgeAttributes.contains(attribute),
               let inside = NSLayoutConstraint.view(of: other), inside !== scrollView, inside.isDescendant(of: scrollView) {
                return contentBox(of: scrollView)
            }
            return box
        }
        if item is UIView { return nil }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerBox = box(of: owner) else { return nil }
        if let scrollView = owner as? UIScrollView {
            switch guide.identifier {
            case UIScrollView.contentGuideIdentifier: return contentBox(of: scrollView)
            case UIScrollView.frameGuideIdentifier: return ownerBox
            default: break
            }
        }
        let id = ObjectIdentifier(guide)
        let firstReach = placed[id].map { $0.pass != pass || $0.object !== guide } ?? true
        let entry = placedEntry(for: guide)
        if firstReach { walkedGuides.append(LayoutPlan.Guide(guide: guide, owner: owner, entry: entry, ownerBox: ownerBox)) }
        placeGuide(entry, guide, owner: owner, ownerBox: ownerBox, reads: &reads)
        return entry.box
    }

    /// A system guide's box held at its owner's insets (the old top and bottom guides at the
    /// bars' strips); any other guide is free for the constraints to place.
    private func placeGuide(_ entry: Placed, _ guide: UILayoutGuide, owner: UIView, ownerBox: Box,
                            reads: inout [LayoutEngine.InsetRead]) {
        let box = entry.box
        let ownerID = ObjectIdentifier(owner)
        switch guide.identifier {
        case "UIViewControllerTopLayoutGuide", "UIViewControllerBottomLayoutGuide":
            // The old top and bottom guides: the bars' strips at the root view's edges.
            let top = guide.identifier == "UIViewControllerTopLayoutGuide"
            let safe = LayoutEngine.read(owner, safeArea: true, into: &reads)
            place(entry, .barGuide(top: top, owner: ownerID), [0, 0, Double(top ? safe.top : safe.bottom), 0]) { values in
                [placing(box.x - ownerBox.x, .equal, values[0]), placing(box.width - ownerBox.width, .equal, values[1]),
                 placing(LinearExpression(box.height), .equal, values[2]),
                 top ? placing(box.y - ownerBox.y, .equal, values[3])
                     : placing(box.y + box.height - ownerBox.y - ownerBox.height, .equal, values[3])]
            }
        case "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide":
            // The owner's box is its alignment rectangle; the insets are from its bounds.
            let read = LayoutEngine.read(owner, safeArea: guide.identifier == "UIViewSafeAreaLayoutGuide", into: &reads)
            let alignment = owner.alignmentRectInsets
            let insets = UIEdgeInsets(top: read.top - alignment.top, left: read.left - alignment.left,
                                      bottom: read.bottom - alignment.bottom, right: read.right - alignment.right)
            if guide.identifier == "UIViewReadableContentGuide" {
                // Within the margins and centred in them, as wide as they are up to a readable
                // width: the width is held to them just below required, so required
                // constraints may narrow it further.
                let values = [insets.top, -(insets.top + insets.bottom), (insets.left - insets.right) / 2,
                              -(insets.left + insets.right), UIView.readableContentWidth, -(insets.left + insets.right)].map(Double.init)
                place(entry, .readable(owner: ownerID), values) { values in
                    [placing(box.y - ownerBox.y, .equal, values[0]), placing(box.height - ownerBox.height, .equal, values[1]),
                     placing(box.x + box.width * 0.5 - ownerBox.x - ownerBox.width * 0.5, .equal, values[2]),
                     placing(box.width - ownerBox.width, .lessThanOrEqual, values[3]),
                     placing(LinearExpression(box.width), .lessThanOrEqual, values[4]),
                     placing(box.width - ownerBox.width, .equal, values[5], priority: Constraint.required - 1)]
                }
                return
            }
            let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)].map(Double.init)
            place(entry, .insets(owner: ownerID), values) { values in
                [placing(box.x - ownerBox.x, .equal, values[0]), placing(box.y - ownerBox.y, .equal, values[1]),
                 placing(box.width - ownerBox.width, .equal, values[2]), placing(box.height - ownerBox.height, .equal, values[3])]
            }
        default:
            place(entry, .free, []) { _ in [] }
        }
    }

    /// A scroll view's content area: at its origin, as large as the constraints to it make it.
    private func contentBox(of scrollView: UIScrollView) -> Box? {
        guard let frame = box(of: scrollView) else { return nil }
        let id = ObjectIdentifier(scrollView)
        let entry: Placed
        if let existing = contentBoxes[id], existing.object === scrollView {
            entry = existing
        } else {
            if let stale = contentBoxes[id] { drop(stale) }
            entry = Placed(scrollView)
            contentBoxes[id] = entry
        }
        entry.pass = pass
        let box = entry.box
        place(entry, .scrollContent(owner: id), [0, 0, 0, 0]) { values in
            [placing(box.x - frame.x, .equal, values[0]), placing(box.y - frame.y, .equal, values[1]),
             placing(LinearExpression(box.width), .greaterThanOrEqual, values[2]),
             placing(LinearExpression(box.height), .greaterThanOrEqual, values[3])]
        }
        return box
    }

    // MARK: Installed constraints

    /// Whether the constraint is one a past pass installed between plain views that this pass
    /// reached again with the same boxes: then only its constant can have moved.
    private func reinstallPlain(_ constraint: NSLayoutConstraint) -> Bool {
        guard let entry = installed[ObjectIdentifier(constraint)], entry.serial == constraint.serial,
              let items = entry.plainItems, entry.signature.priority == constraint.priority.rawValue,
              let first = placed[items.first], first.pass == pass, ObjectIdentifier(first.box.x) == entry.signature.first
        else { return false }
        if let secondID = items.second {
            guard let second = placed[secondID], second.pass == pass, ObjectIdentifier(second.box.x) == entry.signature.second else { return false }
        }
        entry.pass = pass
        move(entry, to: Double(constraint.constant), constraint)
        return true
    }

    /// Moves an installed constraint's constant part in place; one that can no longer hold is
    /// taken out and reported.
    private func move(_ entry: Installed, to value: Double, _ constraint: NSLayoutConstraint) {
        guard value != entry.value, let solverConstraint = entry.solverConstraint else { return }
        entry.value = value
        solutionMoved = true
        do {
            try solver.setConstant(-value, of: solverConstraint)
            loosened = true
        } catch SolverError.unsatisfiableConstraint(_, let others) {
            try? solver.removeConstraint(solverConstraint)
            owners[ObjectIdentifier(solverConstraint)] = nil
            entry.solverConstraint = nil
            LayoutEngine.reportUnsatisfiable(constraint, conflicting: others.compactMap(owner))
        } catch {}
    }

    /// The constant part: the constraint's constant and the margins its attributes read.
    private func constantPart(of constraint: NSLayoutConstraint, hasSecond: Bool, reads: inout [LayoutEngine.InsetRead]) -> Double {
        var value = Double(constraint.constant)
            - LayoutEngine.marginOffset(constraint.firstAttribute, LayoutEngine.marginsIfUsed(constraint.firstItem, constraint.firstAttribute, &reads))
        if hasSecond {
            value += LayoutEngine.marginOffset(constraint.secondAttribute,
                                               LayoutEngine.marginsIfUsed(constraint.secondItem, constraint.secondAttribute, &reads))
                * Double(constraint.multiplier)
        }
        return value
    }

    private func install(_ constraint: NSLayoutConstraint, reads: inout [LayoutEngine.InsetRead]) {
        if reinstallPlain(constraint) { return }
        let firstItem = constraint.firstItem, secondItem = constraint.secondItem
        guard let first = box(for: firstItem, constraint.firstAttribute, relatedTo: secondItem, reads: &reads) else { return }
        var second: Box?
        if let secondItem {
            second = box(for: secondItem, constraint.secondAttribute, relatedTo: firstItem, reads: &reads)
        }
        let multiplier = Double(constraint.multiplier)
        let value = constantPart(of: constraint, hasSecond: second != nil, reads: &reads)
        let signature = Signature(first: ObjectIdentifier(first.x), firstAttribute: constraint.firstAttribute,
                                  second: second.map { ObjectIdentifier($0.x) }, secondAttribute: constraint.secondAttribute,
                                  relation: constraint.relation, multiplier: constraint.multiplier, priority: constraint.priority.rawValue)
        let id = ObjectIdentifier(constraint)
        if let entry = installed[id], entry.serial == constraint.serial, entry.signature == signature,
           entry.value == value || entry.solverConstraint != nil {
            entry.pass = pass
            move(entry, to: value, constraint)
            return
        }
        if let stale = installed.removeValue(forKey: id) { drop(stale) }
        let entry = Installed(constraint, signature, value)
        entry.pass = pass
        installed[id] = entry
        if let firstItem, firstItem is UIView, !(firstItem is UIScrollView), box(of: firstItem).map({ $0.x === first.x }) == true,
           !LayoutEngine.marginAttributes.contains(constraint.firstAttribute), !LayoutEngine.marginAttributes.contains(constraint.secondAttribute) {
            if let secondItem {
                if secondItem is UIView, !(secondItem is UIScrollView), let second, box(of: secondItem).map({ $0.x === second.x }) == true {
                    entry.plainItems = (ObjectIdentifier(firstItem), ObjectIdentifier(secondItem))
                }
            } else {
                entry.plainItems = (ObjectIdentifier(firstItem), nil)
            }
        }
        var terms = LayoutEngine.expression(constraint.firstAttribute, of: first)
        if let second { terms = terms - LayoutEngine.expression(constraint.secondAttribute, of: second) * multiplier }
        let relation: Constraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let solverConstraint = placing(terms, relation, value, priority: Double(constraint.priority.rawValue))
        solverConstraint.label = constraint.identifier
        do {
            try solver.addConstraint(solverConstraint)
            entry.solverConstraint = solverConstraint
            owners[ObjectIdentifier(solverConstraint)] = constraint
        } catch SolverError.unsatisfiableConstraint(_, let others) {
            entry.refused = solverConstraint
            LayoutEngine.reportUnsatisfiable(constraint, conflicting: others.compactMap(owner))
        } catch {}
    }

    /// The installed constraint behind each solver constraint, for conflict reports.
    private var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]

    private func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
        owners[ObjectIdentifier(solverConstraint)]
    }

    /// Whether the solver lost or moved anything this pass: a refused constraint may fit now.
    private var loosened = false

    /// Tries again the constraints refused earlier when others have gone or moved, as UIKit
    /// satisfies a broken constraint again once what it conflicted with is gone. A constraint
    /// is reported once, when first refused.
    private func retryRefused() {
        guard loosened else { return }
        loosened = false
        for entry in installed.values where entry.pass == pass && entry.solverConstraint == nil {
            guard let constraint = entry.refused, (try? solver.addConstraint(constraint)) != nil else { continue }
            entry.solverConstraint = constraint
            entry.refused = nil
            solutionMoved = true
            if let owner = entry.constraint { owners[ObjectIdentifier(constraint)] = owner }
        }
    }

    // MARK: Leaving

    /// Takes out, before anything is added, the constraints no longer installed: one
    /// deactivated and its replacement activated before this pass would otherwise meet in the
    /// solver, and the replacement be reported as conflicting with a constraint that is gone.
    private func releaseUninstalled(keeping constraints: [NSLayoutConstraint]) {
        guard installed.count > 0 else { return }
        var current: [ObjectIdentifier: Int] = [:]
        current.reserveCapacity(constraints.count)
        for constraint in constraints { current[ObjectIdentifier(constraint)] = constraint.serial }
        for (id, entry) in installed where current[id] != entry.serial {
            installed[id] = nil
            drop(entry)
        }
    }

    /// Takes out what this pass did not reach: views gone from the subtree, constraints no
    /// longer installed, guides nothing refers to any more.
    private func sweep() {
        for (id, entry) in installed where entry.pass != pass {
            installed[id] = nil
            drop(entry)
        }
        for (id, entry) in placed where entry.pass != pass {
            placed[id] = nil
            drop(entry)
        }
        for (id, entry) in contentBoxes where entry.pass != pass {
            contentBoxes[id] = nil
            drop(entry)
        }
    }

    private func drop(_ entry: Placed) {
        loosened = loosened || !entry.constraints.isEmpty
        remove(entry.constraints)
        entry.constraints = []
        dropped += 1
    }

    private func drop(_ entry: Installed) {
        if let solverConstraint = entry.solverConstraint {
            loosened = true
            owners[ObjectIdentifier(solverConstraint)] = nil
            try? solver.removeConstraint(solverConstraint)
        }
        dropped += 1
    }

    private func remove(_ constraints: [Constraint]) {
        for constraint in constraints where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
    }
}

/// The key under which a fitting root's intrinsic-size constraints are kept (the root's own
/// entry holds its fitting ones).
@MainActor
private final class IntrinsicSizeKey {
    static let shared = IntrinsicSizeKey()
}
