import Cassowary
import Foundation

/// Solves the constraints installed in a view's subtree and sets the frames of the views that
/// do not translate their autoresizing mask, before the subtree's `layoutSubviews` run.
///
/// Every view and guide gets four variables (its minimum x and y in the root's bounds, its
/// width and height). The root's rectangle, the frames of views that translate their
/// autoresizing mask, and the system guides are fixed; intrinsic content sizes become hugging
/// and compression-resistance preferences at the views' priorities. A required constraint that
/// cannot hold is reported as UIKit reports it, and layout goes on without it. Each layout
/// root keeps its solver between passes (`LayoutSession`), so a pass re-solves only what moved.
@MainActor
enum LayoutEngine {
    struct Box {
        let x = Variable("x"), y = Variable("y"), width = Variable("w"), height = Variable("h")
    }

    /// Constraints installed anywhere: with none, layout passes skip the engine entirely.
    static var installedCount = 0
    /// Stack views alive: they make their constraints when the engine first looks at them.
    static var stackCount = 0

    /// Sessions by layout root: each keeps its root's constraints in a solver between passes.
    private static var sessions: [ObjectIdentifier: LayoutSession] = [:]

    /// Bumped by every change a pass would have to walk the tree to see: a constraint or guide
    /// installed or removed, a priority changed, a view moved in the hierarchy, a view starting
    /// or stopping to translate its autoresizing mask. While it stands still, a session replays
    /// what its last walk found (`LayoutSession.replay`).
    private(set) static var structureEpoch = 0

    static func structureDidChange() { structureEpoch &+= 1 }

    /// Bumped when an installed constraint's constant changes.
    private(set) static var constantEpoch = 0

    static func constantDidChange() { constantEpoch &+= 1 }

    /// Bumped by `invalidateIntrinsicContentSize()`.
    private(set) static var intrinsicEpoch = 0

    static func intrinsicSizeDidChange() { intrinsicEpoch &+= 1 }

    /// The passes one layout may take: a label re-wrapped at its new width can change other
    /// widths once more, but a loop that keeps going would be a layout that never settles.
    private static let maximumPasses = 6
    /// The first passes, which may also start over for insets a pass changed or for a session
    /// rebuilt from scratch; later passes run again only for re-wrapped labels.
    private static let settlingPasses = 2

    /// Lays the subtree out. A view's margins and safe area depend on where it sits (a
    /// superview's margins it preserves, the part of the safe area it covers), so when a pass
    /// moves a view whose insets it used, it runs again with the new ones, as UIKit's layout
    /// loop does after `layoutMarginsDidChange` and `safeAreaInsetsDidChange`. A multi-line
    /// label's height depends on the width the solution gives it, so when that width is not
    /// the one it was measured at, it is measured again there and the pass runs again.
    static func layOut(_ root: UIView) {
        guard installedCount > 0 || stackCount > 0 else { return }
        for pass in 0..<maximumPasses {
            var reads: [InsetRead] = []
            let session = session(for: root)
            if !session.replay(reads: &reads) { session.update(mode: .fixed, reads: &reads) }
            if session.needsRebuild {
                sessions[ObjectIdentifier(root)] = nil
                guard pass < settlingPasses else { return }
                continue
            }
            session.apply()
            let rewrapped = session.rewrapLabels()
            guard rewrapped || pass < settlingPasses && reads.contains(where: { !$0.isCurrent }) else { return }
        }
    }

    private static func session(for root: UIView) -> LayoutSession {
        let id = ObjectIdentifier(root)
        if let session = sessions[id], session.root === root, !session.isWorn { return session }
        // Sessions of roots that are gone go with them.
        sessions = sessions.filter { $0.value.root != nil }
        let session = LayoutSession(root: root)
        sessions[id] = session
        return session
    }

    /// Fitting sessions by measured view, apart from layout roots' (the root is free in them).
    private static var fittingSessions: [ObjectIdentifier: LayoutSession] = [:]

    /// Views measured once are seldom measured again but reused cells are, so only a few
    /// sessions are kept: past the limit the cache starts over.
    private static let fittingSessionLimit = 64

    /// The view's kept fitting session, or a new one (the sessions of views that are gone go),
    /// always a new one when `fresh`.
    private static func fittingSession(for root: UIView, fresh: Bool = false) -> LayoutSession {
        let id = ObjectIdentifier(root)
        if !fresh, let session = fittingSessions[id], session.root === root, !session.isWorn { return session }
        fittingSessions = fittingSessions.filter { $0.value.root != nil }
        if fittingSessions.count >= fittingSessionLimit { fittingSessions.removeAll() }
        let session = LayoutSession(root: root)
        fittingSessions[id] = session
        return session
    }

    /// Insets a pass used, to tell whether moving views changed them.
    @MainActor
    struct InsetRead {
        let view: UIView
        let isSafeArea: Bool
        let value: UIEdgeInsets
        /// A baseline read through a subview that carries it, with the offset it gave then: the
        /// subview is placed by the same pass, so the next pass reads it again.
        var baseline: (attribute: NSLayoutConstraint.Attribute, offset: Double)?

        var isCurrent: Bool {
            if let baseline {
                var ignored: [InsetRead] = []
                return LayoutEngine.baselineOffset(view, baseline.attribute, reads: &ignored) == baseline.offset
            }
            return (isSafeArea ? view.safeAreaInsets : view.layoutMargins) == value
        }
    }

    /// A view's safe-area insets or margins, noted as read.
    static func read(_ view: UIView, safeArea: Bool, into reads: inout [InsetRead]) -> UIEdgeInsets {
        let value = safeArea ? view.safeAreaInsets : view.layoutMargins
        reads.append(InsetRead(view: view, isSafeArea: safeArea, value: value))
        return value
    }

    /// The item's margins when the attribute reads them.
    static func marginsIfUsed(
        _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ reads: inout [InsetRead]
    ) -> UIEdgeInsets {
        guard marginAttributes.contains(attribute), let view = item as? UIView else { return .zero }
        return read(view, safeArea: false, into: &reads)
    }

    /// The size the subtree's constraints give `root` when its width and height are free and
    /// only prefer the target's, at the given priorities (`systemLayoutSizeFitting`). Frames are
    /// left as they are; multi-line labels wrap at the widths the solution gives them, as in a
    /// layout pass, so a self-sizing cell is as tall as its wrapped text.
    ///
    /// The view keeps its fitting session, so measuring it again (a reused self-sizing cell
    /// with new text) replays its plan or moves what changed in place instead of rebuilding.
    static func fittingSize(
        of root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        var reads: [InsetRead] = []
        let mode = LayoutSession.RootMode.fitting(target: target, horizontal: horizontal, vertical: vertical)
        let id = ObjectIdentifier(root)
        var session = fittingSession(for: root)
        if !session.replay(reads: &reads, mode: mode) { session.update(mode: mode, reads: &reads) }
        if session.needsRebuild {
            session = fittingSession(for: root, fresh: true)
            session.update(mode: mode, reads: &reads)
        }
        defer { if session.needsRebuild { fittingSessions[id] = nil } }
        let wrapWidths = session.unwrapFittingLabels()
        if !wrapWidths.isEmpty { session.solveAgain() }
        // At most as many solves as a layout pass takes.
        for _ in 0..<maximumPasses - 1 where !session.needsRebuild {
            guard session.rewrapLabels() else { break }
            session.solveAgain()
        }
        session.restoreWrapWidths(wrapWidths)
        guard let box = session.box(of: root) else { return root.bounds.size }
        let insets = root.alignmentRectInsets
        return CGSize(
            width: snapped(box.width.value + Double(insets.left + insets.right)),
            height: snapped(box.height.value + Double(insets.top + insets.bottom)))
    }

    /// A size to the solver's rounding. A kept session that moved its constants in place and
    /// one built afresh reach the same answer a few ulps apart (91 as 90.99999999999999 or
    /// 91.00000000000001), which a cell's `rounded(.up)` would turn into a point; sizes are
    /// made of pixels and Pango units, so one this close to a multiple of 1/3072 is that one.
    private static func snapped(_ value: Double) -> CGFloat {
        let grid = (value * 3072).rounded() / 3072
        return CGFloat(abs(grid - value) < 1e-7 ? grid : value)
    }

    static let edgeAttributes: Set<NSLayoutConstraint.Attribute> = [
        .left, .right, .top, .bottom, .leading, .trailing,
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    ]

    static let marginAttributes: Set<NSLayoutConstraint.Attribute> = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// An attribute as an expression of the item's box (left-to-right: leading is left); a
    /// margin attribute is its edge here and its margin a constant (`marginOffset`).
    static func expression(_ attribute: NSLayoutConstraint.Attribute, of box: Box) -> LinearExpression {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: LinearExpression(box.x)
        case .right, .trailing, .rightMargin, .trailingMargin: box.x + box.width
        case .top, .topMargin: LinearExpression(box.y)
        case .bottom, .lastBaseline, .firstBaseline, .bottomMargin: box.y + box.height
        case .width: LinearExpression(box.width)
        case .height: LinearExpression(box.height)
        case .centerX, .centerXWithinMargins: box.x + box.width * 0.5
        case .centerY, .centerYWithinMargins: box.y + box.height * 0.5
        case .notAnAttribute: LinearExpression(constant: 0)
        }
    }

    /// The constant a margin attribute adds to its box's expression.
    static func marginOffset(_ attribute: NSLayoutConstraint.Attribute, _ margins: UIEdgeInsets) -> Double {
        switch attribute {
        case .leftMargin, .leadingMargin: Double(margins.left)
        case .rightMargin, .trailingMargin: -Double(margins.right)
        case .topMargin: Double(margins.top)
        case .bottomMargin: -Double(margins.bottom)
        case .centerXWithinMargins: Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: Double(margins.top - margins.bottom) / 2
        default: 0
        }
    }

    /// Any other error of the solver's means a session and its solver disagree about what the
    /// solver holds: a fault of ours, reported as an internal inconsistency, never passed over.
    static func reportSolverFailure(_ error: any Error, for constraint: NSLayoutConstraint) {
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency, "The layout engine could not take \(constraint): \(error)")
    }

    static func reportUnsatisfiable(_ broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) {
        let list = (conflicting + [broken]).map { "    \($0)" }.joined(separator: ",\n")
        UIKitDiagnostics.report(
            UIKitDiagnostic.warning,
            """
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
