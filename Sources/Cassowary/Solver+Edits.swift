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
        edits[variable] = EditInfo(constraint: constraint, tag: constraints[constraint]!, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        // The edit reads `variable - value = plus - minus`: moving the value moves whichever
        // error is basic, or else every row by what it holds of `plus`.
        let plus = info.tag.marker, minus = info.tag.other!
        if rows[plus] != nil {
            if addToConstant(of: plus, -delta) < 0 { infeasible.append(plus) }
        } else if rows[minus] != nil {
            if addToConstant(of: minus, delta) < 0 { infeasible.append(minus) }
        } else {
            for basic in rowsHolding(plus).sorted() {
                let coefficient = rows[basic]!.coefficient(for: plus)
                if addToConstant(of: basic, delta * coefficient) < 0, basic.isRestricted { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }

    /// The dual simplex: each row left negative leaves the basis for the symbol whose entry
    /// costs least (lexicographically, per unit of the row's coefficient).
    func dualOptimize() {
        while !infeasible.isEmpty {
            // The most negative row first: it has furthest to go.
            var chosen = 0
            var lowest = Double.infinity
            for (position, symbol) in infeasible.enumerated() {
                let value = rows[symbol]?.constant ?? 0
                if value < lowest || (value == lowest && symbol < infeasible[chosen]) { (chosen, lowest) = (position, value) }
            }
            let leaving = infeasible.remove(at: chosen)
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (symbol: Symbol, ratio: [Double])?
            // An unrestricted parameter may move either way (at the optimum it costs nothing).
            for (symbol, coefficient) in row.cells
            where symbol.kind != .dummy && (coefficient > epsilon || (symbol.kind == .external && coefficient < -epsilon)) {
                let ratio = objective.costs(of: symbol).map { $0 / abs(coefficient) }
                if let current = best, !lexicographicallyLess(ratio, current.ratio),
                   lexicographicallyLess(current.ratio, ratio) || current.symbol < symbol {
                    continue
                }
                best = (symbol, ratio)
            }
            guard let entering = best?.symbol else { continue }   // cannot happen: edits only move preferences
            pivot(entering: entering, leaving: leaving)
        }
    }
}
