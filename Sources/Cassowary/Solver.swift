/// An incremental Cassowary solver: constraints are added and removed one at a time, each
/// change re-optimizing from the tableau the last one left (the primal simplex after an add or
/// a remove, the dual simplex after an edit variable's suggestion). Preferences are minimized
/// lexicographically by priority.
public final class Solver {
    /// What a constraint added to the tableau: its marker (the slack, error or dummy that
    /// identifies its row) and, for a preference, its second error.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    var constraints: [Constraint: Tag] = [:]
    /// The tableau, by basic symbol; change it only through `setRow` and `takeRow`, which keep
    /// `columns` in step.
    private(set) var rows: [Symbol: Row] = [:]
    /// For each parameter, the basic symbols whose rows hold it: a pivot visits those rows
    /// instead of the whole tableau.
    private var columns: [Symbol: Set<Symbol>] = [:]
    var symbols: [Variable: Symbol] = [:]
    /// The constraint each marker and error belongs to, for conflict reports.
    var owners: [Symbol: Constraint] = [:]
    var objective = LexicographicObjective()
    /// The artificial objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Rows a suggestion left with a negative constant, for the dual simplex.
    var infeasible: [Symbol] = []
    var edits: [Variable: EditInfo] = [:]
    /// Each error symbol's priority, to report the errors by priority.
    var errorLevels: [Symbol: Double] = [:]
    private var nextID: Int32 = 0

    public init() {}

    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    // MARK: Adding and removing

    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard isNearZero(row.constant) else {
                throw SolverError.unsatisfiableConstraint(constraint, conflictingWith: conflicts(in: row))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        } else if let failure = addWithArtificialVariable(row) {
            throw SolverError.unsatisfiableConstraint(constraint, conflictingWith: conflicts(in: failure))
        }
        constraints[constraint] = tag
        owners[tag.marker] = constraint
        if let other = tag.other { owners[other] = constraint }
        optimize()
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint(constraint) }
        // Its errors no longer count.
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error] {
                objective.insert(row, -1, at: constraint.priority)
            } else {
                objective.insert(error, -1, at: constraint.priority)
            }
        }
        if takeRow(tag.marker) == nil {
            if let leaving = markerLeavingRow(tag.marker), var row = takeRow(leaving) {
                row.solve(for: leaving, tag.marker)
                substitute(tag.marker, row)
            }
        }
        owners[tag.marker] = nil
        errorLevels[tag.marker] = nil
        if let other = tag.other {
            owners[other] = nil
            errorLevels[other] = nil
        }
        optimize()
    }

    /// The variables' values from the tableau: a basic variable's row constant, zero otherwise.
    public func updateVariables() {
        for (variable, symbol) in symbols { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: Rows

    /// The constraint as a row in terms of the current parameters, with its slack, errors or
    /// dummy, and a nonnegative constant.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms where !isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        var tag = Tag(marker: Symbol(id: 0, kind: .dummy), other: nil)
        let level = constraint.priority
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, 1, at: level)
                errorLevels[error] = level
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, at: level)
                objective.insert(minus, 1, at: level)
                errorLevels[plus] = level
                errorLevels[minus] = level
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol the new row is solved for: an external variable if it has one, else the
    /// constraint's own slack or error when entering with it keeps the row feasible.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds a row with no usable subject by minimizing an artificial variable equal to it;
    /// returns the artificial row when it cannot reach zero (the constraint cannot hold).
    private func addWithArtificialVariable(_ row: Row) -> Row? {
        let variable = newSymbol(.slack)
        setRow(variable, row)
        artificial = row
        optimizeArtificial()
        let reached = artificial.map { isNearZero($0.constant) } ?? true
        artificial = nil
        var failure: Row?
        if var left = takeRow(variable) {
            if !reached {
                // The artificial variable stayed basic, so no other row holds it: dropping its
                // row leaves the tableau as it was before the constraint.
                return left
            }
            if !left.cells.isEmpty {
                guard let entering = left.cells.keys.filter({ $0.isPivotable }).min() else { return left }
                left.solve(for: variable, entering)
                substitute(entering, left)
                setRow(entering, left)
            }
        } else if !reached {
            failure = row
        }
        for basic in columns.removeValue(forKey: variable) ?? [] { rows[basic]?.remove(variable) }
        objective.remove(variable)
        return reached ? nil : failure
    }

    /// The required constraints whose slacks and dummies a failing row is made of.
    private func conflicts(in row: Row) -> [Constraint] {
        row.cells.keys.sorted().compactMap { owners[$0] }
    }

    // MARK: Pivoting

    func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    /// Moves a row's constant (its cells, and so the index, stay as they are).
    func addToConstant(of basic: Symbol, _ value: Double) -> Double {
        rows[basic]!.add(value)
    }

    /// The basic symbols whose rows hold `symbol`.
    func rowsHolding(_ symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    /// Replaces `symbol` everywhere by its row; rows of restricted symbols that go negative are
    /// noted for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        // In symbol order, so the rows left infeasible are met in the same order every time.
        for basic in (columns.removeValue(forKey: symbol) ?? []).sorted() {
            rows[basic]!.substitute(symbol, row) { cell, change in
                switch change {
                case .added: columns[cell, default: []].insert(basic)
                case .removed: columns[cell]?.remove(basic)
                case .none: break
                }
            }
            if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = takeRow(leaving) else { return }
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(entering, row)
    }

    /// The primal simplex on the preferences' objective.
    func optimize() {
        while let (entering, direction) = objective.enteringSymbol() {
            // Errors are never negative, so some row always limits a move that lowers them.
            guard let leaving = leavingRow(for: entering, direction: direction) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func optimizeArtificial() {
        while let objectiveRow = artificial,
              let entering = objectiveRow.cells.filter({ $0.value < -epsilon && $0.key.kind != .dummy }).keys.min() {
            guard let leaving = leavingRow(for: entering, direction: 1) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits moving `entering` in `direction` first (the minimum
    /// ratio), smallest symbol on ties.
    private func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for symbol in rowsHolding(entering) where symbol.isRestricted {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: entering) * direction
            guard coefficient < -epsilon else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio + epsilon || (isNearZero(ratio - current.ratio) && current.symbol < symbol) {
                continue
            }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// The row to pivot a non-basic marker into, so its row can go: a restricted row that
    /// limits it, or failing that an unrestricted one.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for symbol in rowsHolding(marker).sorted() {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard !isNearZero(coefficient) else { continue }
            if symbol.kind == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 }) ?? true { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 }) ?? true { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
