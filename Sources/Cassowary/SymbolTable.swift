/// A map from symbols to values, stored by symbol id: ids are small and dense, so a lookup
/// is an array access instead of hashing, and changing a value in place copies nothing.
struct SymbolTable<Value> {
    private var values: [Value?] = []
    private var kinds: [Symbol.Kind] = []
    private(set) var count = 0

    subscript(symbol: Symbol) -> Value? {
        get {
            let index = Int(symbol.id)
            return index < values.count ? values[index] : nil
        }
        _modify {
            let index = Int(symbol.id)
            if index >= values.count {
                values.append(contentsOf: repeatElement(nil, count: index - values.count + 1))
                kinds.append(contentsOf: repeatElement(.external, count: index - kinds.count + 1))
            }
            kinds[index] = symbol.kind
            let wasEmpty = values[index] == nil
            yield &values[index]
            let isEmpty = values[index] == nil
            if wasEmpty != isEmpty { count += isEmpty ? -1 : 1 }
        }
    }

    /// In-place access that creates the entry from `defaultValue` first.
    subscript(symbol: Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            if self[symbol] == nil { self[symbol] = defaultValue() }
            yield &self[symbol]!
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        guard Int(symbol.id) < values.count, let old = values[Int(symbol.id)] else { return nil }
        self[symbol] = nil
        return old
    }

    /// The entries in id order.
    var entries: [(key: Symbol, value: Value)] {
        values.indices.compactMap { index in values[index].map { (Symbol(id: Int32(index), kind: kinds[index]), $0) } }
    }

    var keys: [Symbol] { entries.map(\.key) }
}

extension SymbolTable where Value == Row {
    /// Whether `basic` has a row holding `symbol` (without copying the row out).
    func row(_ basic: Symbol, holds symbol: Symbol) -> Bool {
        let index = Int(basic.id)
        guard index < values.count else { return false }
        return values[index]?.holds(symbol) ?? false
    }

    /// Each row's constant at its symbol's id.
    func writeConstants(into buffer: UnsafeMutableBufferPointer<Double>) {
        values.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                if let constant = rows[index]?.constant { buffer[index] = constant }
            }
        }
    }
}
