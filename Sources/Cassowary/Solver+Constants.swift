/// Moving a constraint's constant in place: a window's new size, a constraint's new
/// `constant`. Taking the constraint out and adding it again would pivot twice and resolve its
/// row; instead the change is absorbed like an edit's suggestion and the dual simplex
/// restores feasibility from the optimum the tableau already has.
extension Solver {
    /// Sets `constraint.expression.constant`; throws `unsatisfiableConstraint` (leaving the
    /// constraint as it was) when it is required and can no longer hold with the others.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws {
        defer { checkInvariants() }
        guard let tag = tag(of: constraint) else { throw SolverError.unknownConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        let moved = shift(constraint, tag, by: delta)
        // A basic dummy (a required equality the others already implied) cannot move at all.
        let stuck = moved.kind == .dummy && rows[moved].map { !isNearZero($0.constant) } ?? false
        guard let failure = stuck ? rows[moved] : dualOptimize() else {
            constraint.expression.constant = constant
            return
        }
        // Refused. No copy of the tableau was taken (copying it would cost more than the
        // change): the constant moves back instead. The rows the dual simplex left are still
        // optimal in cost and the old constants are feasible, so the dual simplex settles them
        // again.
        let conflicting = conflicts(in: failure)
        _ = shift(constraint, tag, by: -delta)
        infeasible = rows.entries.compactMap { $0.key.isRestricted && $0.value.constant < 0 ? $0.key : nil }
        _ = dualOptimize()
        throw SolverError.unsatisfiableConstraint(constraint, conflictingWith: conflicting)
    }

    /// Moves the constraint's constant part by `delta` in the tableau: its row reads
    /// `expression + Σ c·marker = 0`, so a new constant is the old equation with one marker
    /// moved by delta / c, and every row and definition holding that marker moves by its
    /// coefficient times that (or the marker's own row, if it is basic). Rows left negative are
    /// noted for the dual simplex. Returns the marker moved.
    private func shift(_ constraint: Constraint, _ tag: Tag, by delta: Double) -> Symbol {
        var moved = tag.marker
        var coefficient = markerCoefficient(tag.marker, constraint, isOther: false)
        if rows[moved] == nil, let other = tag.other, rows[other] != nil {
            moved = other
            coefficient = markerCoefficient(other, constraint, isOther: true)
        }
        let shift = delta / coefficient
        if rows[moved] != nil {
            if addToConstant(of: moved, -shift) < 0, moved.kind != .dummy { infeasible.append(moved) }
        } else {
            for basic in rowsHolding(moved) {
                let value = rows[basic]!.coefficient(for: moved)
                if addToConstant(of: basic, shift * value) < 0 { infeasible.append(basic) }
            }
        }
        shiftDefinitions(holding: moved, by: shift)
        return moved
    }

    /// The coefficient `makeRow` gave a marker in the constraint's row.
    private func markerCoefficient(_ symbol: Symbol, _ constraint: Constraint, isOther: Bool) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: isOther ? -1 : 1
        case .greaterThanOrEqual: isOther ? 1 : -1
        case .equal: constraint.isRequired ? 1 : (isOther ? 1 : -1)
        }
    }
}
