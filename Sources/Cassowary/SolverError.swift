/// What the solver refuses.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required ones already there; those
    /// it conflicts with are listed (the new one first).
    case unsatisfiableConstraint(Constraint, conflictingWith: [Constraint])
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions; a required one would make every suggestion a conflict.
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint, let others):
            "unsatisfiable constraint: \(constraint); conflicts with: \(others.map(\.description).joined(separator: "; "))"
        case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable: \(variable)"
        case .requiredEditVariable(let variable): "an edit variable cannot be required: \(variable)"
        }
    }
}
