/// A scratch sum of many rows, by symbol id: adding a cell is an array access whatever the
/// order, and the result is sorted once at the end. The solver keeps one and reuses it.
struct RowAccumulator {
    private var sums: [Double] = []
    private var present: [Bool] = []
    private var touched: [Symbol] = []

    mutating func add(_ symbol: Symbol, _ value: Double) {
        let index = Int(symbol.id)
        if index >= sums.count {
            let grown = max(index + 1, sums.count * 2)
            sums.append(contentsOf: repeatElement(0, count: grown - sums.count))
            present.append(contentsOf: repeatElement(false, count: grown - present.count))
        }
        if !present[index] {
            present[index] = true
            touched.append(symbol)
        }
        sums[index] += value
    }

    mutating func add(_ row: Row, _ scale: Double) {
        for (symbol, value) in row.cells { add(symbol, value * scale) }
    }

    /// Reads a symbol's sum and sets it to zero.
    mutating func take(_ symbol: Symbol) -> Double {
        let index = Int(symbol.id)
        guard index < sums.count else { return 0 }
        let value = sums[index]
        sums[index] = 0
        return value
    }

    /// The sum as a row (cells near zero dropped), leaving the accumulator empty.
    mutating func makeRow(constant: Double) -> Row {
        touched.sort { $0.id < $1.id }
        var symbols: [Symbol] = [], values: [Double] = []
        symbols.reserveCapacity(touched.count)
        values.reserveCapacity(touched.count)
        for symbol in touched {
            let index = Int(symbol.id)
            if !isNearZero(sums[index]) {
                symbols.append(symbol)
                values.append(sums[index])
            }
            sums[index] = 0
            present[index] = false
        }
        touched.removeAll(keepingCapacity: true)
        return Row(constant: constant, sortedSymbols: symbols, values: values)
    }
}
