import Synchronization

/// The tableau keeps one fact twice: which symbols each row holds, in the rows, and which rows
/// hold each symbol, in the column index a pivot reads. Debug builds compare the two after every
/// change when tests switch the checks on (off otherwise: a check costs as much as the change).
extension Solver {
    private static let checking = Atomic<Bool>(false)

    /// Whether debug builds check the invariants after every change.
    public static var checksInvariants: Bool {
        get { checking.load(ordering: .relaxed) }
        set { checking.store(newValue, ordering: .relaxed) }
    }

    /// What disagrees in the whole tableau: a row's cell the column index does not list, or a
    /// row that holds a basic symbol (the tableau is written in parameters only). Empty when all
    /// agree.
    public func invariantViolations() -> [String] {
        violations(inRows: rows.keys)
    }

    private func violations(inRows basics: some Sequence<Symbol>) -> [String] {
        var violations: [String] = []
        for basic in basics {
            guard let row = rows[basic] else { continue }
            for symbol in row.cells.keys {
                if !columns.lists(basic, holding: symbol) {
                    violations.append("the row of \(basic) holds \(symbol), which the column index does not list")
                }
                if rows[symbol] != nil { violations.append("the row of \(basic) holds \(symbol), which is basic") }
            }
        }
        return violations
    }

    /// Notes a row whose cells a change wrote, for the check after the change.
    func noteTouched(_ basic: Symbol) {
        #if DEBUG
            if Self.checksInvariants { touchedRows.append(basic) }
        #endif
    }

    /// Traps, naming what disagrees, when checks are on and something does. Only the rows the
    /// change wrote are read: a row no change wrote is as the last check found it, so checking
    /// from the solver's first change on covers the whole tableau at the cost of the change.
    func checkInvariants() {
        #if DEBUG
            guard Self.checksInvariants else { return }
            let touched = touchedRows
            touchedRows.removeAll(keepingCapacity: true)
            let violations = violations(inRows: Set(touched))
            if !violations.isEmpty { fatalError("Solver invariants: " + violations.joined(separator: "; ")) }
        #endif
    }
}
