/// Edit variables: values the caller suggests (a dragged edge, a window's width) at a
/// priority below required. A suggestion moves the tableau's constants and the dual simplex
/// restores feasibility from there, without starting over.
extension Solver {
    struct EditInfo {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    public func addEditVariable(_ variable: Variable, priority: Double) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard priority < Constraint.required else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, label: "edit \(variable)")
        try addConstraint(constraint)
        edits[variable] = EditInfo(constraint: constraint, tag: tag(of: constraint)!, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    public func suggestValue(_ value: Double, for variable: Variable) throws {
        defer { checkInvariants() }
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        // The edit reads `variable - value = plus - minus`: moving the value is moving the
        // basic error by it (or `plus` when neither is basic), in its row and in the
        // definitions that name it.
        let plus = info.tag.marker, minus = info.tag.other!
        if rows[plus] != nil {
            if addToConstant(of: plus, -delta) < 0 { infeasible.append(plus) }
            shiftDefinitions(holding: plus, by: delta)
        } else if rows[minus] != nil {
            if addToConstant(of: minus, delta) < 0 { infeasible.append(minus) }
            shiftDefinitions(holding: minus, by: -delta)
        } else {
            for basic in rowsHolding(plus) {
                let coefficient = rows[basic]!.coefficient(for: plus)
                if addToConstant(of: basic, delta * coefficient) < 0, basic.isRestricted { infeasible.append(basic) }
            }
            shiftDefinitions(holding: plus, by: delta)
        }
        dualOptimize()
    }

    /// The dual simplex: each row left negative leaves the basis for the symbol whose entry
    /// costs least (lexicographically, per unit of the row's coefficient). Returns a row that
    /// cannot come back to zero (the required constraints cannot all hold), if any.
    @discardableResult
    func dualOptimize() -> Row? {
        while !infeasible.isEmpty {
            // The most negative row first: it has furthest to go.
            var chosen = 0
            var lowest = Double.infinity
            for (position, symbol) in infeasible.enumerated() {
                let value = rows[symbol]?.constant ?? 0
                if value < lowest || (value == lowest && symbol < infeasible[chosen]) {
                    (chosen, lowest) = (position, value)
                }
            }
            let leaving = infeasible.remove(at: chosen)
            guard let row = rows[leaving], row.constant < 0 else { continue }
            guard dualPivotOut(leaving, allowingEitherSign: false) else {
                infeasible.removeAll()
                return row
            }
        }
        return nil
    }

    /// Pivots a basic symbol out for the entering symbol of least cost per unit, moving it
    /// up (or, with `allowingEitherSign`, whichever way has a candidate); false when none can
    /// move it.
    func dualPivotOut(_ leaving: Symbol, allowingEitherSign: Bool) -> Bool {
        let row = rows[leaving]!
        let costs = objective.costs(alignedWith: row)
        func cheapest(sign: Double) -> Symbol? {
            var best: (index: Int, scale: Double)?
            // An unrestricted parameter may move either way (at the optimum it costs nothing).
            // Cells come in symbol order and only a strictly cheaper one replaces the best, so
            // ties go to the smaller symbol.
            for (index, (symbol, value)) in row.cells.enumerated() where symbol.kind != .dummy {
                let coefficient = value * sign
                guard coefficient > epsilon || (symbol.kind == .external && coefficient < -epsilon) else { continue }
                let scale = abs(coefficient)
                if let current = best {
                    var cheaper = false
                    for level in costs {
                        let mine = level[index] / scale, theirs = level[current.index] / current.scale
                        if !isNearZero(mine - theirs) {
                            cheaper = mine < theirs
                            break
                        }
                    }
                    guard cheaper else { continue }
                }
                best = (index, scale)
            }
            return best.map { row.symbols[$0.index] }
        }
        guard let entering = cheapest(sign: 1) ?? (allowingEitherSign ? cheapest(sign: -1) : nil) else { return false }
        pivot(entering: entering, leaving: leaving)
        return true
    }
}
