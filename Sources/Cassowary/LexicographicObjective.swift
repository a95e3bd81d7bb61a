/// What the solver minimizes: the errors of the preferences, one row per priority. A solution
/// is better when it is better at the highest priority where it differs, however much worse it
/// is below: Auto Layout's rule, which weights summed into one row cannot keep for 999 levels.
struct LexicographicObjective {
    /// Priorities in use, highest first, and their rows.
    private(set) var levels: [Double] = []
    private var rows: [Double: Row] = [:]

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, at level: Double) {
        ensure(level)
        rows[level]!.insert(symbol, coefficient)
    }

    mutating func insert(_ row: Row, _ coefficient: Double, at level: Double) {
        ensure(level)
        rows[level]!.insert(row, coefficient)
    }

    private mutating func ensure(_ level: Double) {
        guard rows[level] == nil else { return }
        rows[level] = Row()
        levels.append(level)
        levels.sort(by: >)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for level in levels { rows[level]!.substitute(symbol, row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for level in levels { rows[level]!.remove(symbol) }
    }

    /// The symbol's reduced cost at each priority, highest first.
    func costs(of symbol: Symbol) -> [Double] {
        levels.map { rows[$0]!.coefficient(for: symbol) }
    }

    /// A symbol whose move lowers the objective, and the way it moves (+1 up, -1 down): a
    /// restricted symbol whose first nonzero cost is negative, or an unrestricted (external)
    /// one whose first nonzero cost has either sign. Taken from the highest priority that has
    /// one, smallest id first (Bland's rule: no cycling).
    func enteringSymbol() -> (symbol: Symbol, direction: Double)? {
        for (index, level) in levels.enumerated() {
            var best: (symbol: Symbol, direction: Double)?
            for (symbol, cost) in rows[level]!.cells where symbol.kind != .dummy && !isNearZero(cost) {
                guard cost < 0 || symbol.kind == .external else { continue }
                guard best.map({ symbol < $0.symbol }) ?? true else { continue }
                if levels[..<index].allSatisfy({ isNearZero(rows[$0]!.coefficient(for: symbol)) }) {
                    best = (symbol, cost < 0 ? 1 : -1)
                }
            }
            if let best { return best }
        }
        return nil
    }

    /// Whether moving along `symbol` changes nothing the objective cares about.
    func isFree(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { isNearZero(rows[$0]!.coefficient(for: symbol)) }
    }
}

/// Lexicographic order of cost vectors, highest priority first.
func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where !isNearZero(left - right) { return left < right }
    return false
}
