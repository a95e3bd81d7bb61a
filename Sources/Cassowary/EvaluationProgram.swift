/// The definitions of the basic external symbols flattened into arrays, in dependency order,
/// so computing every value after a suggestion is one pass over numbers with no row touched.
/// Rebuilt when a definition changes shape; an edit's suggestion moves constants in place.
struct EvaluationProgram {
    private var targets: [Int32] = []
    private var constants: [Double] = []
    private var starts: [Int32] = [0]
    private var cellIDs: [Int32] = []
    private var coefficients: [Double] = []
    /// Each target's position, by symbol id (-1 for none).
    private var positions: [Int32] = []

    init(order: [Symbol], definitions: SymbolTable<Row>, symbolCount: Int) {
        positions = Array(repeating: -1, count: symbolCount + 1)
        for symbol in order {
            let definition = definitions[symbol]!
            positions[Int(symbol.id)] = Int32(targets.count)
            targets.append(symbol.id)
            constants.append(definition.constant)
            for (cell, coefficient) in definition.cells {
                cellIDs.append(cell.id)
                coefficients.append(coefficient)
            }
            starts.append(Int32(cellIDs.count))
        }
    }

    mutating func shiftConstant(of symbol: Symbol, by delta: Double) {
        guard Int(symbol.id) < positions.count else { return }
        let position = positions[Int(symbol.id)]
        if position >= 0 { constants[Int(position)] += delta }
    }

    /// Fills in the defined symbols' values; `values` already holds every other symbol's.
    func run(_ values: UnsafeMutableBufferPointer<Double>) {
        targets.withUnsafeBufferPointer { targets in
            constants.withUnsafeBufferPointer { constants in
                starts.withUnsafeBufferPointer { starts in
                    cellIDs.withUnsafeBufferPointer { cellIDs in
                        coefficients.withUnsafeBufferPointer { coefficients in
                            for index in 0..<targets.count {
                                var value = constants[index]
                                for cell in Int(starts[index])..<Int(starts[index + 1]) {
                                    value += coefficients[cell] * values[Int(cellIDs[cell])]
                                }
                                values[Int(targets[index])] = value
                            }
                        }
                    }
                }
            }
        }
    }
}
