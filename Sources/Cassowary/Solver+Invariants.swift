import Synchronization

/// The tableau keeps one fact twice: which symbols each row holds, in the rows, and which rows
/// hold each symbol, in the column index a pivot reads. Debug builds compare the two after every
/// change when tests switch the checks on (they walk the whole tableau, too slow for an app).
extension Solver {
    private static let checking = Atomic<Bool>(false)

    /// Whether debug builds check the invariants after every change.
    public static var checksInvariants: Bool {
        get { checking.load(ordering: .relaxed) }
        set { checking.store(newValue, ordering: .relaxed) }
    }

    /// What disagrees: a row's cell the column index does not list, or a row that holds a
    /// basic symbol (the tableau is written in parameters only). Empty when all agree.
    public func invariantViolations() -> [String] {
        var violations: [String] = []
        for (basic, row) in rows.entries {
            for symbol in row.cells.keys {
                if !columns.lists(basic, holding: symbol) {
                    violations.append("the row of \(basic) holds \(symbol), which the column index does not list")
                }
                if rows[symbol] != nil { violations.append("the row of \(basic) holds \(symbol), which is basic") }
            }
        }
        return violations
    }

    /// Traps, naming what disagrees, when checks are on and something does.
    func checkInvariants() {
        #if DEBUG
        guard Self.checksInvariants else { return }
        let violations = invariantViolations()
        if !violations.isEmpty { fatalError("Solver invariants: " + violations.joined(separator: "; ")) }
        #endif
    }
}
