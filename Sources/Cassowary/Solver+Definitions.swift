/// Basic external variables (a view's position, its width) are kept out of the tableau. The
/// simplex never chooses them to leave and never prices them, yet in a textbook tableau their
/// rows are the dense ones: a chain of views puts every width into the row of the last view's
/// position, and each pivot rewrites all of them. Here each is defined instead by the equation
/// it was solved from, which may still name symbols that have become basic since, and is
/// resolved only when its value or its reduced row is needed. A definition is an identity of
/// the constraints, so it stays true whatever happens to the symbols it names; only removing the
/// constraint it came from (or whose marker it names) rewrites it.
extension Solver {
    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil || definitions[symbol] != nil }

    /// Whether no row, definition or objective mentions the symbol: a new variable, whose
    /// coefficient in any resolved row is its coefficient as written.
    func isUntouched(_ symbol: Symbol) -> Bool {
        !isBasic(symbol) && rowsHolding(symbol).isEmpty && (dependents[symbol]?.isEmpty ?? true)
            && objective.isFree(symbol)
    }

    func define(_ symbol: Symbol, _ row: Row) {
        definitions[symbol] = row
        for cell in row.cells.keys { dependents[cell, default: []].insert(symbol) }
        evaluationOrder = nil
    }

    @discardableResult
    func undefine(_ symbol: Symbol) -> Row? {
        guard let row = definitions.removeValue(forKey: symbol) else { return nil }
        for cell in row.cells.keys { dependents[cell]?.remove(symbol) }
        evaluationOrder = nil
        return row
    }

    /// Replaces `symbol` by `row` in the definitions that name it, where `row` names no basic
    /// symbol (so no definition can come to depend on itself).
    func substituteInDefinitions(_ symbol: Symbol, _ row: Row) {
        guard let holders = dependents.removeValue(forKey: symbol), !holders.isEmpty else { return }
        for holder in holders {
            definitions[holder]!.substitute(symbol, row) { cell, change in
                switch change {
                case .added: dependents[cell, default: []].insert(holder)
                case .removed: dependents[cell]?.remove(holder)
                case .none: break
                }
            }
        }
        evaluationOrder = nil
    }

    /// Moves the constant of each definition that names `symbol` by `delta` times its
    /// coefficient there (an edit's suggestion).
    func shiftDefinitions(holding symbol: Symbol, by delta: Double) {
        for holder in dependents[symbol] ?? [] {
            let coefficient = definitions[holder]!.coefficient(for: symbol)
            _ = definitions[holder]!.add(delta * coefficient)
            program?.shiftConstant(of: holder, by: delta * coefficient)
        }
    }

    /// A definition whose resolved row holds `symbol`, with that row.
    func definitionHolding(_ symbol: Symbol) -> (Symbol, Row)? {
        for holder in dependents[symbol] ?? [] {
            let row = resolved(definitions[holder]!)
            if !isNearZero(row.coefficient(for: symbol)) { return (holder, row) }
        }
        return nil
    }

    /// The row in terms of parameters only: definitions are expanded in dependency order (each
    /// one once, whatever number of paths lead to it) and basic restricted symbols replaced by
    /// their rows.
    func resolved(_ row: Row) -> Row {
        var constant = row.constant
        var definedRoots: [Symbol] = [], restricted: [Symbol] = []
        func note(_ symbol: Symbol) {
            if definitions[symbol] != nil {
                definedRoots.append(symbol)
            } else if rows[symbol] != nil {
                restricted.append(symbol)
            }
        }
        accumulator.add(row, 1)
        for symbol in row.cells.keys { note(symbol) }
        if !definedRoots.isEmpty {
            for symbol in dependencyOrder(from: definedRoots) {
                let coefficient = accumulator.take(symbol)
                guard !isNearZero(coefficient) else { continue }
                let definition = definitions[symbol]!
                constant += definition.constant * coefficient
                accumulator.add(definition, coefficient)
                for cell in definition.cells.keys where rows[cell] != nil { restricted.append(cell) }
            }
        }
        for symbol in restricted {
            let coefficient = accumulator.take(symbol)
            guard !isNearZero(coefficient) else { continue }
            let basic = rows[symbol]!
            constant += basic.constant * coefficient
            accumulator.add(basic, coefficient)
        }
        return accumulator.makeRow(constant: constant)
    }

    /// The defined symbols reachable from `roots`, each before every symbol its definition
    /// names (a reverse post-order; iterative, since chains of views are deep).
    private func dependencyOrder(from roots: [Symbol]) -> [Symbol] {
        // Visited marks by symbol id: ids are dense, so an array beats hashing.
        var visited = [Bool](repeating: false, count: Int(symbolCount) + 1)
        func firstVisit(_ symbol: Symbol) -> Bool {
            defer { visited[Int(symbol.id)] = true }
            return !visited[Int(symbol.id)]
        }
        var postOrder: [Symbol] = []
        var stack: [(symbol: Symbol, children: [Symbol], next: Int)] = []
        for root in roots.sorted() where firstVisit(root) {
            stack.append((root, definedCells(of: root), 0))
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].children.count {
                    let child = stack[top].children[stack[top].next]
                    stack[top].next += 1
                    if firstVisit(child) { stack.append((child, definedCells(of: child), 0)) }
                } else {
                    postOrder.append(stack.removeLast().symbol)
                }
            }
        }
        return postOrder.reversed()
    }

    private func definedCells(of symbol: Symbol) -> [Symbol] {
        definitions[symbol]!.cells.keys.filter { definitions[$0] != nil }
    }

    /// Every symbol's value by id, from the tableau's constants: parameters are zero, basic
    /// restricted symbols their row's constant, defined ones their definition's value.
    func computeValues() {
        if evaluationOrder == nil {
            let order = dependencyOrder(from: definitions.keys).reversed()
            evaluationOrder = Array(order)
            program = EvaluationProgram(
                order: evaluationOrder!, definitions: definitions, symbolCount: Int(symbolCount))
        }
        let count = Int(symbolCount) + 1
        if values.count < count { values.append(contentsOf: repeatElement(0, count: count - values.count)) }
        values.withUnsafeMutableBufferPointer { values in
            values.update(repeating: 0)
            rows.writeConstants(into: values)
            program!.run(values)
        }
    }
}
