/// What the solver minimizes: the errors of the preferences, one row per priority. A solution
/// is better when it is better at the highest priority where it differs, however much worse it
/// is below: Auto Layout's rule, which weights summed into one row cannot keep for 999 levels.
struct LexicographicObjective {
    /// Priorities in use, highest first, and their rows (in the same order).
    private(set) var levels: [Double] = []
    private var rows: [Row] = []

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, at level: Double) {
        rows[index(of: level)].insert(symbol, coefficient)
    }

    mutating func insert(_ row: Row, _ coefficient: Double, at level: Double) {
        rows[index(of: level)].insert(row, coefficient)
    }

    private mutating func index(of level: Double) -> Int {
        if let index = levels.firstIndex(of: level) { return index }
        let index = levels.firstIndex { $0 < level } ?? levels.count
        levels.insert(level, at: index)
        rows.insert(Row(), at: index)
        return index
    }

    /// Whether any level held the symbol.
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        var changed = false
        for index in rows.indices where rows[index].holds(symbol) {
            rows[index].substitute(symbol, row)
            changed = true
        }
        return changed
    }

    mutating func remove(_ symbol: Symbol) {
        for index in rows.indices { rows[index].remove(symbol) }
    }

    /// The symbol's reduced cost at each priority, highest first.
    func costs(of symbol: Symbol) -> [Double] {
        rows.map { $0.coefficient(for: symbol) }
    }

    /// For each priority, the cost of each of the row's cells in the row's order (one walk
    /// through both sorted rows instead of a search per cell).
    func costs(alignedWith row: Row) -> [[Double]] {
        rows.map { level in
            var costs = [Double](repeating: 0, count: row.count)
            var j = 0
            let symbols = level.symbols, values = level.values
            for (index, symbol) in row.symbols.enumerated() {
                while j < symbols.count && symbols[j].id < symbol.id { j += 1 }
                if j < symbols.count && symbols[j].id == symbol.id { costs[index] = values[j] }
            }
            return costs
        }
    }

    /// A symbol whose move lowers the objective, and the way it moves (+1 up, -1 down): a
    /// restricted symbol whose first nonzero cost is negative, or an unrestricted (external)
    /// one whose first nonzero cost has either sign. Taken from the highest priority that has
    /// one, smallest id first (Bland's rule: no cycling).
    func enteringSymbol() -> (symbol: Symbol, direction: Double)? {
        for (index, row) in rows.enumerated() {
            var best: (symbol: Symbol, direction: Double)?
            for (symbol, cost) in row.cells where symbol.kind != .dummy && !isNearZero(cost) {
                guard cost < 0 || symbol.kind == .external else { continue }
                guard best.map({ symbol < $0.symbol }) ?? true else { continue }
                if rows[..<index].allSatisfy({ isNearZero($0.coefficient(for: symbol)) }) {
                    best = (symbol, cost < 0 ? 1 : -1)
                }
            }
            if let best { return best }
        }
        return nil
    }

    /// Whether moving along `symbol` changes nothing the objective cares about.
    func isFree(_ symbol: Symbol) -> Bool {
        rows.allSatisfy { isNearZero($0.coefficient(for: symbol)) }
    }
}

/// Lexicographic order of cost vectors, highest priority first.
func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where !isNearZero(left - right) { return left < right }
    return false
}
