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
    var solver = Solver()
    /// What the last walk found, replayed while the structure stands.
    var plan: LayoutPlan?
    /// The labels a fitting pass placed by their intrinsic sizes, which it unwraps first and
    /// whose wrap widths it puts back after.
    var fittingLabels: [LayoutPlan.Label] = []
    /// The guides the walk in progress placed, in the order it reached them.
    var walkedGuides: [LayoutPlan.Guide] = []
    /// Whether the solver has changed since the solution was last applied.
    var solutionMoved = false
    var placed: [ObjectIdentifier: Placed] = [:]
    var contentBoxes: [ObjectIdentifier: Placed] = [:]
    var installed: [ObjectIdentifier: Installed] = [:]
    var pass = 0
    /// Entries dropped since the solver was made: its variables stay behind, so after enough
    /// churn the session starts over with a fresh solver.
    var dropped = 0
    /// Set when a fixed value could not move in place; the caller starts over.
    var needsRebuild = false
    /// The installed constraint behind each solver constraint, for conflict reports.
    var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Whether the solver lost or moved anything this pass: a refused constraint may fit now.
    var loosened = false

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
        plan = makePlan(
            epoch: LayoutEngine.structureEpoch, views: views, constraints: constraints, fixed: fixed,
            intrinsic: intrinsic)
        plan?.labels = labels
        plan?.fittingRoot = fittingRoot
        checkInvariants()
    }

    func makePlan(
        epoch: Int, views: [UIView], constraints: [NSLayoutConstraint],
        fixed: [LayoutPlan.Fixed], intrinsic: [LayoutPlan.Fixed]
    ) -> LayoutPlan {
        var plan = LayoutPlan(
            epoch: epoch, constantEpoch: LayoutEngine.constantEpoch, intrinsicReading: intrinsicReading,
            fixed: fixed, intrinsic: intrinsic, guides: walkedGuides)
        walkedGuides = []
        for view in views {
            if let stack = view as? UIStackView { plan.stackViews.append(LayoutPlan.Stack(view: stack)) }
            guard let box = box(of: view) else { continue }
            if view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                let parent = self.box(of: superview)
            {
                plan.frames.append(LayoutPlan.Frame(view: view, box: box, parentView: superview, parent: parent))
            }
            for guide in view.layoutGuideList {
                if let guideBox = self.box(of: guide) {
                    plan.guideFrames.append(
                        LayoutPlan.GuideFrame(guide: guide, box: guideBox, ownerView: view, owner: box))
                }
            }
        }
        for constraint in constraints {
            guard let entry = installed[ObjectIdentifier(constraint)], entry.pass == pass,
                entry.serial == constraint.serial
            else { continue }
            plan.constraints.append(
                LayoutPlan.Installed(
                    constraint: constraint, entry: entry, readsViews: LayoutEngine.readsViews(constraint)))
        }
        for entry in contentBoxes.values where entry.pass == pass {
            if let scrollView = entry.object as? UIScrollView {
                plan.scrollContents.append(LayoutPlan.ScrollContent(scrollView: scrollView, box: entry.box))
            }
        }
        return plan
    }

    /// Where a view's frame starts in the root's space, from the box of its alignment rectangle.
    static func origin(of view: UIView, box: Box) -> CGPoint {
        let insets = view.alignmentRectInsets
        return CGPoint(x: box.x.value - insets.left, y: box.y.value - insets.top)
    }

    /// The alignment rectangle of a view placed by its frame (the root by its bounds), in the
    /// root's space.
    func fixedRect(of view: UIView, in root: UIView) -> CGRect {
        let frame = view === root ? CGRect(origin: .zero, size: root.bounds.size) : view.convert(view.bounds, to: root)
        return frame.inset(by: view.alignmentRectInsets)
    }

    /// What intrinsic sizes read now depend on besides the views: `invalidateIntrinsicContentSize()`
    /// calls, the text measurer, the root's display scale (text sizes round to its pixels).
    var intrinsicReading: LayoutPlan.IntrinsicReading {
        LayoutPlan.IntrinsicReading(
            epoch: LayoutEngine.intrinsicEpoch, measurers: TextMeasurement.generation,
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
        for item in plan.guides {
            placeGuide(item.entry, item.guide, owner: item.owner, ownerBox: item.ownerBox, reads: &reads)
        }
        let allConstants = plan.constantEpoch != LayoutEngine.constantEpoch
        plan.constantEpoch = LayoutEngine.constantEpoch
        self.plan = plan
        for item in plan.constraints where allConstants || item.readsViews {
            let entry = item.entry
            let value =
                item.readsViews
                ? constantPart(of: item.constraint, hasSecond: entry.signature.second != nil, reads: &reads)
                : Double(item.constraint.constant)
            if entry.solverConstraint != nil {
                move(entry, to: value, item.constraint)
            } else if value != entry.value {
                // A constraint left out with a new constant: the walk makes it again.
                return false
            }
        }
        defer { checkInvariants() }
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
            let alignment = CGRect(
                x: item.box.x.value, y: item.box.y.value,
                width: max(item.box.width.value, 0), height: max(item.box.height.value, 0))
            var frame = item.view.frame(forAlignmentRect: alignment)
            let parent = Self.origin(of: item.parentView, box: item.parent)
            frame.origin = CGPoint(x: frame.minX - parent.x, y: frame.minY - parent.y)
            if item.view.frame != frame { item.view.frame = frame }
        }
        for item in plan.guideFrames {
            let owner = Self.origin(of: item.ownerView, box: item.owner)
            item.guide.layoutFrame = CGRect(
                x: item.box.x.value - owner.x, y: item.box.y.value - owner.y,
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

    func placedEntry(for object: AnyObject) -> Placed {
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
}
