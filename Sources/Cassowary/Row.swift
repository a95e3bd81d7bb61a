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

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
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
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        insert(row, value)
    }
}
