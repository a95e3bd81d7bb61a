import Cassowary

/// An installed constraint is kept twice: by layout constraint (`installed`, which a pass walks)
/// and by the solver constraint it became (`owners`, which names the layout constraints a
/// conflict report lists). Both must name the same solver constraints, all of them in the solver.
extension LayoutSession {
    func invariantViolations() -> [String] {
        var violations: [String] = []
        var inSolver = 0
        for entry in installed.values {
            guard let solverConstraint = entry.solverConstraint else { continue }
            inSolver += 1
            let name = entry.constraint.map { "\($0)" } ?? "a released constraint"
            if !solver.hasConstraint(solverConstraint) {
                violations.append("\(name) is installed but not in the solver")
            }
            if entry.refused != nil { violations.append("\(name) is both in the solver and refused") }
            if let constraint = entry.constraint, owners[ObjectIdentifier(solverConstraint)] !== constraint {
                violations.append("\(name) is not the owner of the solver constraint it became")
            }
        }
        if owners.count != inSolver {
            violations.append(
                "\(owners.count) solver constraints have owners, \(inSolver) installed constraints are in the solver")
        }
        return violations
    }

    /// Checks the session after a pass changed it, when invariant checks are on.
    func checkInvariants() {
        InvariantChecks.verify("the layout session of \(objectDescription(root))") { invariantViolations() }
    }
}
