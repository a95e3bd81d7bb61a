import Synchronization

/// An incremental Cassowary solver: constraints are added and removed one at a time, each
/// change re-optimizing from the tableau the last one left (the primal simplex after an add or
/// a remove, the dual simplex after an edit variable's suggestion or a required row that
/// starts at a degenerate vertex). Preferences are minimized lexicographically by priority.
///
/// What keeps the cost growing with the number of views rather than its cube: the tableau
/// holds only the rows of restricted symbols, while basic external variables (positions and
/// sizes, whose rows are the dense ones) are kept as the equations they were solved from and
/// resolved on demand (`Solver+Definitions.swift`); rows are sorted arrays merged in one pass;
/// symbols index arrays, not hash tables; and a new row's subject is chosen to keep the
/// optimum where it can.
public final class Solver {
    /// What a constraint added to the tableau: its marker (the slack, error or dummy that
    /// identifies its row) and, for a preference, its second error.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    /// Tags of the constraints whose own slot another solver holds (`tag(of:)`).
    private var otherConstraints: [Constraint: Tag] = [:]
    /// The tableau, by basic restricted symbol, in terms of parameters only; change it only
    /// through `setRow` and `takeRow`, which keep `columns` in step.
    private(set) var rows = SymbolTable<Row>()
    /// Basic external symbols, each by the equation it was solved from.
    var definitions = SymbolTable<Row>()
    /// For each symbol, the defined symbols whose definitions name it.
    var dependents = SymbolTable<SymbolSet>()
    /// The defined symbols, each after those its definition names; nil when definitions change.
    var evaluationOrder: [Symbol]? { didSet { if evaluationOrder == nil { program = nil } } }
    /// The definitions in that order, flattened for computing values.
    var program: EvaluationProgram?
    /// For each parameter, the basic symbols whose rows hold it: a pivot visits those rows
    /// instead of the whole tableau.
    private(set) var columns = ColumnIndex()
    /// The rows whose cells changed since the invariants were last checked, when checks are on
    /// (`Solver+Invariants.swift`).
    var touchedRows: [Symbol] = []
    /// Symbols of the variables whose own slot another solver holds (`symbol(for:)`).
    private var otherSymbols: [Variable: Symbol] = [:]
    /// Every variable met and its symbol, for writing the values back quickly.
    private(set) var variables: [(Variable, Symbol)] = []
    /// Scratch space for the values, by symbol id.
    var values: [Double] = []
    /// The constraint each marker and error belongs to, for conflict reports.
    var owners = SymbolTable<Constraint>()
    var objective = LexicographicObjective()
    /// Whether the objective changed since the last optimization other than by gaining the
    /// costs of new errors at zero (only then can it improve).
    private var objectiveChanged = false
    /// Rows a suggestion left with a negative constant, for the dual simplex.
    var infeasible: [Symbol] = []
    var edits: [Variable: EditInfo] = [:]
    /// Each error symbol's priority, to report the errors by priority.
    var errorLevels = SymbolTable<Double>()
    private var nextID: Int32 = 0
    var symbolCount: Int32 { nextID }
    /// Scratch space for resolving rows.
    var accumulator = RowAccumulator()

    /// Tells this solver's slots in variables and constraints from other solvers'.
    let serial = Solver.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)

    public init() {}

    public func hasConstraint(_ constraint: Constraint) -> Bool { tag(of: constraint) != nil }

    func tag(of constraint: Constraint) -> Tag? {
        constraint.solverSlot.serial == serial ? constraint.solverSlot.tag : otherConstraints[constraint]
    }

    /// Notes (or, with nil, forgets) a constraint's tag: in its slot when the slot is free or
    /// this solver's.
    func setTag(_ tag: Tag?, of constraint: Constraint) {
        if constraint.solverSlot.serial == serial || constraint.solverSlot.tag == nil {
            constraint.solverSlot = tag.map { (serial, $0) } ?? (0, nil)
        } else {
            otherConstraints[constraint] = tag
        }
    }

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if variable.solverSlot.serial == serial { return variable.solverSlot.symbol }
        if let symbol = otherSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        if variable.solverSlot.serial == 0 {
            variable.solverSlot = (serial, symbol)
        } else {
            otherSymbols[variable] = symbol
        }
        variables.append((variable, symbol))
        return symbol
    }

    // MARK: Adding and removing

    public func addConstraint(_ constraint: Constraint) throws {
        defer { checkInvariants() }
        guard tag(of: constraint) == nil else { throw SolverError.duplicateConstraint(constraint) }
        var (written, tag) = makeRow(for: constraint)
        // A variable nothing mentions yet is solved for as written, with no resolving at all.
        if let subject = written.cells.keys.filter({ $0.kind == .external && isUntouched($0) }).min() {
            written.solve(for: subject)
            define(subject, written)
            record(constraint, tag)
            return
        }
        var row = resolved(written)
        if row.constant < 0 { row.reverseSign() }
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
            install(subject, row)
        } else if let failure = startsDegenerate(row) ? addThroughDualSimplex(row, tag) : addWithArtificialVariable(row)
        {
            throw SolverError.unsatisfiableConstraint(constraint, conflictingWith: conflicts(in: failure))
        }
        record(constraint, tag)
        optimize()
    }

    private func record(_ constraint: Constraint, _ tag: Tag) {
        setTag(tag, of: constraint)
        owners[tag.marker] = constraint
        if let other = tag.other { owners[other] = constraint }
    }

    /// A row for a new basic symbol: a definition for an external, a tableau row otherwise.
    func install(_ basic: Symbol, _ row: Row) {
        if basic.kind == .external { define(basic, row) } else { setRow(basic, row) }
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        defer { checkInvariants() }
        guard let tag = tag(of: constraint) else { throw SolverError.unknownConstraint(constraint) }
        setTag(nil, of: constraint)
        // Its errors no longer count.
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error] {
                objective.insert(row, -1, at: constraint.priority)
            } else {
                objective.insert(error, -1, at: constraint.priority)
            }
        }
        objectiveChanged = true
        let marker = tag.marker
        if let row = takeRow(marker) {
            // Definitions solved from this constraint name its marker: they take its row instead.
            substituteInDefinitions(marker, row)
        } else if let leaving = markerLeavingRow(marker), var row = takeRow(leaving) {
            row.solve(for: leaving, marker)
            substitute(marker, row)
            substituteInDefinitions(marker, row)
        } else if let (holder, resolvedRow) = definitionHolding(marker) {
            // Only definitions name the marker: one of them gives up its variable for it.
            undefine(holder)
            var row = resolvedRow
            row.solve(for: holder, marker)
            substitute(marker, row)
            substituteInDefinitions(marker, row)
        }
        objective.remove(marker)
        dependents[marker] = nil
        owners.removeValue(forKey: marker)
        errorLevels.removeValue(forKey: marker)
        if let other = tag.other {
            owners.removeValue(forKey: other)
            errorLevels.removeValue(forKey: other)
        }
        optimize()
    }

    /// The variables' values from the tableau: a basic variable's row constant, zero otherwise.
    public func updateVariables() {
        computeValues()
        for (variable, symbol) in variables { variable.value = values[Int(symbol.id)] }
    }

    // MARK: Rows

    /// The constraint as written, as a row over its variables' symbols (basic or not) with its
    /// slack, errors or dummy.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms where !isNearZero(coefficient) {
            row.insert(symbol(for: variable), coefficient)
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
        return (row, tag)
    }

    /// The symbol the new row is solved for: an external variable if it has one, else the
    /// constraint's own slack or error when solving for it keeps the row feasible, preferring
    /// one that leaves no cost negative (many preferences on one variable otherwise leave the
    /// optimum for a run of degenerate pivots).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        let candidates = [tag.marker, tag.other].compactMap { $0 }.filter { symbol in
            guard symbol.isPivotable else { return false }
            let coefficient = row.coefficient(for: symbol)
            return coefficient < -epsilon || (coefficient > epsilon && isNearZero(row.constant))
        }
        guard candidates.count > 1 else { return candidates.first }
        return candidates.first { keepsOptimum(solvingFor: $0, row) } ?? candidates.first
    }

    /// Whether every restricted parameter's cost stays lexicographically nonnegative when
    /// `subject` is solved for from `row` and substituted into the objective.
    private func keepsOptimum(solvingFor subject: Symbol, _ row: Row) -> Bool {
        let subjectCosts = objective.costs(of: subject)
        let scale = -1 / row.coefficient(for: subject)
        for (symbol, value) in row.cells where symbol != subject && symbol.kind != .dummy {
            let costs = zip(objective.costs(of: symbol), subjectCosts).map { $0 + $1 * value * scale }
            if lexicographicallyLess(costs, costs.map { _ in 0 }) { return false }
        }
        return true
    }

    /// A required row that no symbol can be solved for without going negative is added in one
    /// of two ways. Minimizing an artificial variable equal to it (the primal simplex) costs
    /// little per pivot when the row is long and its parameters are held by few rows (a chain
    /// of views closed by its container); but when the first pivot is degenerate, as when many
    /// preferences hang on one variable, the primal simplex walks through a run of such pivots,
    /// each rewriting every one of those rows, and the dual simplex gets there in one.
    private func startsDegenerate(_ row: Row) -> Bool {
        guard let entering = row.cells.first(where: { $0.value < -epsilon && $0.key.kind != .dummy })?.key,
            let (_, ratio) = leavingRow(for: entering, direction: 1)
        else { return false }
        return isNearZero(ratio)
    }

    /// Adds the row by minimizing an artificial variable equal to it; returns the row that
    /// shows it cannot reach zero (the constraint cannot hold), the tableau left without it.
    private func addWithArtificialVariable(_ row: Row) -> Row? {
        let variable = newSymbol(.slack)
        setRow(variable, row)
        var artificial = row
        objectiveChanged = true
        while let entering = artificial.cells.first(where: { $0.value < -epsilon && $0.key.kind != .dummy })?.key,
            let (leaving, _) = leavingRow(for: entering, direction: 1)
        {
            var pivotRow = takeRow(leaving)!
            pivotRow.solve(for: leaving, entering)
            substitute(entering, pivotRow)
            artificial.substitute(entering, pivotRow)
            install(entering, pivotRow)
        }
        let reached = isNearZero(artificial.constant)
        if var left = takeRow(variable) {
            guard reached else {
                // Still basic, so no other row holds it: without its row the tableau is the
                // one before the constraint (pivoted, so optimize again).
                optimize()
                return left
            }
            if !left.isEmpty {
                guard let entering = left.cells.keys.first(where: { $0.isPivotable }) else { return left }
                left.solve(for: variable, entering)
                substitute(entering, left)
                install(entering, left)
            }
        }
        // It stays at zero for good: no row or definition needs it.
        for basic in columns.takeHolders(of: variable, in: rows) { rows[basic]?.remove(variable) }
        for holder in dependents.removeValue(forKey: variable) ?? [] { definitions[holder]?.remove(variable) }
        objective.remove(variable)
        return nil
    }

    /// Adds the row through the dual simplex: its slack (or, for an equality, a stand-in
    /// dropped once it leaves at zero) enters the tableau below zero and the dual simplex
    /// brings it back, keeping the optimum all the way. Returns the row that proved the
    /// constraint cannot hold, having put the tableau back as it was.
    private func addThroughDualSimplex(_ row: Row, _ tag: Tag) -> Row? {
        let saved = snapshot()
        var row = row
        let equality = tag.marker.kind == .dummy
        let basic = equality ? newSymbol(.slack) : tag.marker
        // `basic = -row` (a slack's own coefficient is positive here, else it was the subject).
        if equality {
            row.reverseSign()
        } else {
            row.solve(for: basic)
        }
        setRow(basic, row)
        var failure: Row?
        if equality {
            // Out it goes even at zero: an equality's stand-in must stay at zero.
            if !dualPivotOut(basic, allowingEitherSign: isNearZero(row.constant)) { failure = rows[basic] }
            if failure == nil {
                for holder in columns.takeHolders(of: basic, in: rows) { rows[holder]?.remove(basic) }
                for holder in dependents.removeValue(forKey: basic) ?? [] { definitions[holder]?.remove(basic) }
                objective.remove(basic)
            }
        } else if row.constant < 0 {
            infeasible.append(basic)
        }
        if failure == nil { failure = dualOptimize() }
        if failure != nil {
            restore(saved)
        }
        return failure
    }

    /// The tableau as it is, to put back when a change turns out impossible (copy-on-write:
    /// nothing is copied until the tableau changes).
    struct Snapshot {
        fileprivate let rows: SymbolTable<Row>, columns: ColumnIndex, definitions: SymbolTable<Row>
        fileprivate let dependents: SymbolTable<SymbolSet>, objective: LexicographicObjective
    }

    func snapshot() -> Snapshot {
        Snapshot(rows: rows, columns: columns, definitions: definitions, dependents: dependents, objective: objective)
    }

    func restore(_ snapshot: Snapshot) {
        (rows, columns, definitions, dependents, objective) =
            (snapshot.rows, snapshot.columns, snapshot.definitions, snapshot.dependents, snapshot.objective)
        evaluationOrder = nil
        infeasible.removeAll()
    }

    /// The required constraints whose slacks and dummies a failing row is made of.
    func conflicts(in row: Row) -> [Constraint] {
        row.cells.keys.sorted().compactMap { owners[$0] }
    }

    // MARK: Pivoting

    func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns.note(symbol, heldBy: basic) }
        noteTouched(basic)
        columns.sweepIfNeeded(rows)
    }

    func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        return row
    }

    /// Moves a row's constant (its cells, and so the index, stay as they are).
    func addToConstant(of basic: Symbol, _ value: Double) -> Double {
        rows[basic]!.add(value)
    }

    /// The basic symbols whose rows hold `symbol`.
    func rowsHolding(_ symbol: Symbol) -> [Symbol] { columns.holders(of: symbol, in: rows) }

    /// Replaces `symbol` everywhere by its row; rows of restricted symbols that go negative are
    /// noted for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        // In symbol order, so the rows left infeasible are met in the same order every time.
        for basic in columns.takeHolders(of: symbol, in: rows) {
            rows[basic]!.substitute(symbol, row) { cell, change in
                switch change {
                case .added: columns.note(cell, heldBy: basic)
                case .removed, .none: break
                }
            }
            if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
            noteTouched(basic)
        }
        if objective.substitute(symbol, row) { objectiveChanged = true }
    }

    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = takeRow(leaving) else { return }
        row.solve(for: leaving, entering)
        substitute(entering, row)
        install(entering, row)
    }

    /// The primal simplex on the preferences' objective.
    func optimize() {
        guard objectiveChanged else { return }
        objectiveChanged = false
        while let (entering, direction) = objective.enteringSymbol() {
            // Errors are never negative, so some row always limits a move that lowers them.
            guard let (leaving, _) = leavingRow(for: entering, direction: direction) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits moving `entering` in `direction` first (the minimum
    /// ratio), smallest symbol on ties, and how far it lets it move.
    private func leavingRow(for entering: Symbol, direction: Double) -> (Symbol, Double)? {
        var best: (symbol: Symbol, ratio: Double)?
        for symbol in rowsHolding(entering) where symbol.isRestricted {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: entering) * direction
            guard coefficient < -epsilon else { continue }
            let ratio = -row.constant / coefficient
            if let current = best,
                ratio > current.ratio + epsilon || (isNearZero(ratio - current.ratio) && current.symbol < symbol)
            {
                continue
            }
            best = (symbol, ratio)
        }
        return best.map { ($0.symbol, $0.ratio) }
    }

    /// The row to pivot a non-basic marker into, so its row can go: one that limits it if
    /// there is one (the others stay feasible).
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?
        for symbol in rowsHolding(marker) {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard !isNearZero(coefficient) else { continue }
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 }) ?? true { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 }) ?? true { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0
    }
}
