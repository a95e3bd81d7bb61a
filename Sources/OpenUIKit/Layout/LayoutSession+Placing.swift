import Cassowary
import Foundation

/// Placing boxes: the solver constraints that hold a box at a fixed frame, at a fitting target
/// or at its intrinsic size, written so that a new value moves in place.
extension LayoutSession {
    /// Gives the entry these constraints (made by `make` from the values) if its shape changed,
    /// or else moves the values that differ in place.
    func place(_ entry: Placed, _ shape: Shape, _ values: [Double], _ make: ([Double]) -> [Constraint]) {
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
    func placing(
        _ terms: LinearExpression, _ relation: Constraint.Relation, _ value: Double,
        priority: Double = Constraint.required
    ) -> Constraint {
        Constraint(terms - value, relation, priority: priority)
    }

    func placeFixed(_ entry: Placed, _ rect: CGRect) {
        let box = entry.box
        place(entry, .fixed, [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)) { values in
            [
                LinearExpression(box.x), LinearExpression(box.y), LinearExpression(box.width),
                LinearExpression(box.height),
            ]
            .enumerated().map { placing($0.element, .equal, values[$0.offset]) }
        }
    }

    func placeFitting(_ entry: Placed, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        let box = entry.box
        let priorities = [horizontal, vertical].map { Double(min($0.rawValue, UILayoutPriority.required.rawValue - 1)) }
        place(
            entry, .fitting(horizontal: horizontal.rawValue, vertical: vertical.rawValue),
            [0, 0, Double(target.width), Double(target.height)]
        ) { values in
            [
                placing(LinearExpression(box.x), .equal, values[0]),
                placing(LinearExpression(box.y), .equal, values[1]),
                placing(LinearExpression(box.width), .equal, values[2], priority: priorities[0]),
                placing(LinearExpression(box.height), .equal, values[3], priority: priorities[1]),
                placing(LinearExpression(box.width), .greaterThanOrEqual, 0),
                placing(LinearExpression(box.height), .greaterThanOrEqual, 0),
            ]
        }
        if let root, !root.translatesAutoresizingMaskIntoConstraints {
            let content = placedEntry(for: IntrinsicSizeKey.shared)
            placeIntrinsic(content, of: root, box: box)
        }
    }

    /// Hugging keeps a view from growing past its content; compression resistance from
    /// shrinking below it.
    func placeIntrinsic(_ entry: Placed, of view: UIView, box: Box? = nil) {
        let size = view.layoutContentSize
        let hasWidth = size.width != UIView.noIntrinsicMetric && size.width >= 0
        let hasHeight = size.height != UIView.noIntrinsicMetric && size.height >= 0
        let priorities: (Float, Float, Float, Float) = (
            hasWidth ? view.contentHuggingPriority(for: .horizontal).rawValue : 0,
            hasWidth ? view.contentCompressionResistancePriority(for: .horizontal).rawValue : 0,
            hasHeight ? view.contentHuggingPriority(for: .vertical).rawValue : 0,
            hasHeight ? view.contentCompressionResistancePriority(for: .vertical).rawValue : 0
        )
        if let last = entry.intrinsic, last.size == size, last.priorities == priorities { return }
        defer { entry.intrinsic = (size, priorities) }
        let box = box ?? entry.box
        var values: [Double] = []
        var terms: [(LinearExpression, Constraint.Relation, Double)] = []
        if hasWidth {
            values += [Double(size.width), Double(size.width)]
            terms += [
                (LinearExpression(box.width), .lessThanOrEqual, Double(priorities.0)),
                (LinearExpression(box.width), .greaterThanOrEqual, Double(priorities.1)),
            ]
        }
        if hasHeight {
            values += [Double(size.height), Double(size.height)]
            terms += [
                (LinearExpression(box.height), .lessThanOrEqual, Double(priorities.2)),
                (LinearExpression(box.height), .greaterThanOrEqual, Double(priorities.3)),
            ]
        }
        let shape = Shape.intrinsic(
            width: hasWidth ? [priorities.0, priorities.1] : [], height: hasHeight ? [priorities.2, priorities.3] : [])
        place(entry, shape, values) { values in
            terms.enumerated().map { placing($0.element.0, $0.element.1, values[$0.offset], priority: $0.element.2) }
        }
    }
}

/// The key under which a fitting root's intrinsic-size constraints are kept (the root's own
/// entry holds its fitting ones).
@MainActor
private final class IntrinsicSizeKey {
    static let shared = IntrinsicSizeKey()
}
