/// What the solution does not settle.
extension Solver {
    /// Variables the constraints leave free to move without changing any error: a variable no
    /// constraint has solved for, or one whose row holds a parameter that costs nothing at any
    /// priority. Auto Layout calls these ambiguous.
    public func ambiguousVariables() -> [Variable] {
        variables.compactMap { variable, symbol -> Variable? in
            guard let definition = definitions[symbol] else { return variable }
            let row = resolved(definition)
            let free = row.cells.keys.contains { $0.kind != .dummy && objective.isFree($0) }
            return free ? variable : nil
        }
        .sorted { $0.name < $1.name }
    }

    /// The total error of the preferences at each priority in use, highest first.
    public var errorsByPriority: [(priority: Double, error: Double)] {
        var totals: [Double: Double] = [:]
        for (symbol, level) in errorLevels.entries { totals[level, default: 0] += rows[symbol]?.constant ?? 0 }
        return totals.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }
}

extension Solver {
    /// Whether every restricted basic symbol is nonnegative (the tableau's invariant).
    var isFeasible: Bool {
        rows.entries.allSatisfy { !$0.key.isRestricted || $0.value.constant >= -1e-7 }
    }
}
