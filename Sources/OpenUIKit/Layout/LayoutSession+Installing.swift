import Cassowary
import Foundation

/// Installed constraints: each `NSLayoutConstraint` as a solver constraint, moved in place when
/// only its constant changed, refused and reported when it cannot hold, tried again when what
/// refused it has gone.
extension LayoutSession {
    /// Whether the constraint is one a past pass installed between plain views that this pass
    /// reached again with the same boxes: then only its constant can have moved.
    func reinstallPlain(_ constraint: NSLayoutConstraint) -> Bool {
        guard let entry = installed[ObjectIdentifier(constraint)], entry.serial == constraint.serial,
            let items = entry.plainItems, entry.signature.priority == constraint.priority.rawValue,
            let first = placed[items.first], first.pass == pass, ObjectIdentifier(first.box.x) == entry.signature.first
        else { return false }
        if let secondID = items.second {
            guard let second = placed[secondID], second.pass == pass,
                ObjectIdentifier(second.box.x) == entry.signature.second
            else { return false }
        }
        entry.pass = pass
        move(entry, to: Double(constraint.constant), constraint)
        return true
    }

    /// Moves an installed constraint's constant part in place; one that can no longer hold is
    /// taken out and reported.
    func move(_ entry: Installed, to value: Double, _ constraint: NSLayoutConstraint) {
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
        } catch {
            LayoutEngine.reportSolverFailure(error, for: constraint)
        }
    }

    /// The constant part: the constraint's constant and the margins and baselines its
    /// attributes read.
    func constantPart(
        of constraint: NSLayoutConstraint, hasSecond: Bool, reads: inout [LayoutEngine.InsetRead]
    ) -> Double {
        var value =
            Double(constraint.constant)
            - LayoutEngine.marginOffset(
                constraint.firstAttribute,
                LayoutEngine.marginsIfUsed(constraint.firstItem, constraint.firstAttribute, &reads))
            - LayoutEngine.baselineOffset(constraint.firstItem, constraint.firstAttribute, reads: &reads)
        if hasSecond {
            value +=
                (LayoutEngine.marginOffset(
                    constraint.secondAttribute,
                    LayoutEngine.marginsIfUsed(constraint.secondItem, constraint.secondAttribute, &reads))
                    + LayoutEngine.baselineOffset(constraint.secondItem, constraint.secondAttribute, reads: &reads))
                * Double(constraint.multiplier)
        }
        return value
    }

    func install(_ constraint: NSLayoutConstraint, reads: inout [LayoutEngine.InsetRead]) {
        if reinstallPlain(constraint) { return }
        let firstItem = constraint.firstItem, secondItem = constraint.secondItem
        guard let first = box(for: firstItem, constraint.firstAttribute, relatedTo: secondItem, reads: &reads) else {
            return
        }
        var second: Box?
        if let secondItem {
            second = box(for: secondItem, constraint.secondAttribute, relatedTo: firstItem, reads: &reads)
        }
        let multiplier = Double(constraint.multiplier)
        let value = constantPart(of: constraint, hasSecond: second != nil, reads: &reads)
        let signature = Signature(
            first: ObjectIdentifier(first.x), firstAttribute: constraint.firstAttribute,
            second: second.map { ObjectIdentifier($0.x) }, secondAttribute: constraint.secondAttribute,
            relation: constraint.relation, multiplier: constraint.multiplier, priority: constraint.priority.rawValue)
        let id = ObjectIdentifier(constraint)
        if let entry = installed[id], entry.serial == constraint.serial, entry.signature == signature,
            entry.value == value || entry.solverConstraint != nil
        {
            entry.pass = pass
            move(entry, to: value, constraint)
            return
        }
        if let stale = installed.removeValue(forKey: id) { drop(stale) }
        let entry = Installed(constraint, signature, value)
        entry.pass = pass
        installed[id] = entry
        if let firstItem, firstItem is UIView, !(firstItem is UIScrollView),
            box(of: firstItem).map({ $0.x === first.x }) == true,
            !LayoutEngine.readsViews(constraint)
        {
            if let secondItem {
                if secondItem is UIView, !(secondItem is UIScrollView), let second,
                    box(of: secondItem).map({ $0.x === second.x }) == true
                {
                    entry.plainItems = (ObjectIdentifier(firstItem), ObjectIdentifier(secondItem))
                }
            } else {
                entry.plainItems = (ObjectIdentifier(firstItem), nil)
            }
        }
        var terms = LayoutEngine.expression(constraint.firstAttribute, of: first)
        if let second { terms = terms - LayoutEngine.expression(constraint.secondAttribute, of: second) * multiplier }
        let relation: Constraint.Relation =
            switch constraint.relation {
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
        } catch {
            LayoutEngine.reportSolverFailure(error, for: constraint)
        }
    }

    func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
        owners[ObjectIdentifier(solverConstraint)]
    }

    /// Tries again the constraints refused earlier when others have gone or moved, as UIKit
    /// satisfies a broken constraint again once what it conflicted with is gone. A constraint
    /// is reported once, when first refused.
    func retryRefused() {
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
}
