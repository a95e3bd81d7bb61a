/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or (before it has a
/// basic symbol) a linear form equal to zero.
struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Whether a cell appeared or vanished, for the solver's column index.
    enum CellChange { case none, added, removed }

    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> CellChange {
        let old = cells[symbol]
        let sum = (old ?? 0) + coefficient
        if isNearZero(sum) {
            guard old != nil else { return .none }
            cells[symbol] = nil
            return .removed
        }
        cells[symbol] = sum
        return old == nil ? .added : .none
    }

    mutating func insert(_ row: Row, _ coefficient: Double = 1, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            let change = insert(symbol, value * coefficient)
            if change != .none { changed(symbol, change) }
        }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        // Through `values`, in place: iterating `keys` while assigning would copy the table.
        var index = cells.startIndex
        while index != cells.endIndex {
            cells.values[index] = -cells.values[index]
            cells.formIndex(after: &index)
        }
    }

    /// Rewrites `0 = row` as `symbol = …`; `symbol` leaves the cells.
    mutating func solve(for symbol: Symbol) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let scale = -1 / value
        constant *= scale
        var index = cells.startIndex
        while index != cells.endIndex {
            cells.values[index] *= scale
            cells.formIndex(after: &index)
        }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row that defines it.
    mutating func substitute(_ symbol: Symbol, _ row: Row, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        insert(row, value, changed: changed)
    }
}
