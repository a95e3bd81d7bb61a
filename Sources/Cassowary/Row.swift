/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or (before it has a
/// basic symbol) a linear form equal to zero.
///
/// Cells are kept sorted by symbol id in two parallel arrays: substituting one row into
/// another is a merge of two sorted runs, which beats hashing every cell, and the order is the
/// same on every run.
struct Row {
    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var values: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row from cells already sorted by id, with no zeros and no repeats.
    init(constant: Double, sortedSymbols: [Symbol], values: [Double]) {
        self.constant = constant
        self.symbols = sortedSymbols
        self.values = values
    }

    var cells: Cells { Cells(symbols: symbols, values: values) }
    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    private func position(of symbol: Symbol) -> (index: Int, found: Bool) { symbols.sortedPosition(of: symbol) }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? values[index] : 0
    }

    func holds(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Whether a cell appeared or vanished, for the solver's column index.
    enum CellChange { case none, added, removed }

    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> CellChange {
        let (index, found) = position(of: symbol)
        if found {
            let sum = values[index] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: index)
                values.remove(at: index)
                return .removed
            }
            values[index] = sum
            return .none
        }
        guard !isNearZero(coefficient) else { return .none }
        symbols.insert(symbol, at: index)
        values.insert(coefficient, at: index)
        return .added
    }

    /// Adds `row` times `coefficient`, reporting each cell that appears or vanishes.
    mutating func insert(_ row: Row, _ coefficient: Double = 1, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
        constant += row.constant * coefficient
        guard !row.symbols.isEmpty else { return }
        // A few cells into many: find each in place rather than copy the lot.
        if row.symbols.count * 16 < symbols.count || row.symbols.count == 1 {
            for (symbol, value) in zip(row.symbols, row.values) {
                let change = insert(symbol, value * coefficient)
                if change != .none { changed(symbol, change) }
            }
            return
        }
        var mergedSymbols: [Symbol] = [], mergedValues: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedValues.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        let left = symbols.count, right = row.symbols.count
        while i < left || j < right {
            if j == right || (i < left && symbols[i].id < row.symbols[j].id) {
                mergedSymbols.append(symbols[i])
                mergedValues.append(values[i])
                i += 1
            } else if i == left || row.symbols[j].id < symbols[i].id {
                let value = row.values[j] * coefficient
                if !isNearZero(value) {
                    mergedSymbols.append(row.symbols[j])
                    mergedValues.append(value)
                    changed(row.symbols[j], .added)
                }
                j += 1
            } else {
                let sum = values[i] + row.values[j] * coefficient
                if isNearZero(sum) {
                    changed(symbols[i], .removed)
                } else {
                    mergedSymbols.append(symbols[i])
                    mergedValues.append(sum)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        values = mergedValues
    }

    /// Removes the cell and returns its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return values.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in values.indices { values[index] = -values[index] }
    }

    /// Rewrites `0 = row` as `symbol = …`; `symbol` leaves the cells.
    mutating func solve(for symbol: Symbol) {
        guard let value = remove(symbol) else { return }
        let scale = -1 / value
        constant *= scale
        for index in values.indices { values[index] *= scale }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row that defines it.
    mutating func substitute(_ symbol: Symbol, _ row: Row, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
        guard let value = remove(symbol) else { return }
        insert(row, value, changed: changed)
    }

    /// The cells as (symbol, coefficient) pairs in symbol order.
    struct Cells: RandomAccessCollection {
        let symbols: [Symbol]
        let values: [Double]
        var startIndex: Int { 0 }
        var endIndex: Int { symbols.count }
        subscript(position: Int) -> (key: Symbol, value: Double) { (symbols[position], values[position]) }
        var keys: [Symbol] { symbols }
    }
}
