/// `expression (relation) 0` at a priority. Priorities are Auto Layout's: 1000 is required;
/// below it, any error at a higher priority outweighs every error at lower ones together.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    public enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    public static let required: Double = 1000

    /// Its constant moves with `Solver.setConstant(_:of:)`.
    public internal(set) var expression: LinearExpression
    public let relation: Relation
    public let priority: Double
    /// Anything the owner wants to find the constraint by in a report.
    public var label: String?
    /// Its tag in the solver that holds it (by `Solver.serial`; 0: none), so that solver finds
    /// it without hashing; a second solver holding it at once keeps it in a table.
    var solverSlot: (serial: Int, tag: Solver.Tag?) = (0, nil)

    public init(
        _ expression: LinearExpression, _ relation: Relation, priority: Double = Constraint.required,
        label: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = min(max(priority, 0), Constraint.required)
        self.label = label
    }

    /// `lhs (relation) rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = Constraint.required,
        label: String? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, label: label)
    }

    public var isRequired: Bool { priority >= Constraint.required }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let op =
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        return "\(label.map { "\($0): " } ?? "")\(expression) \(op) 0 @\(priority)"
    }
}
