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

/// A set of symbols kept sorted by id: small, ordered, cheap to walk.
struct SymbolSet: ExpressibleByArrayLiteral, Sequence {
    private(set) var members: [Symbol] = []

    init(arrayLiteral elements: Symbol...) {
        for element in elements { insert(element) }
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }
    func makeIterator() -> IndexingIterator<[Symbol]> { members.makeIterator() }

    private func position(of symbol: Symbol) -> (Int, Bool) {
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            let id = members[middle].id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).1 }

    mutating func insert(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if !found { members.insert(symbol, at: index) }
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { members.remove(at: index) }
    }
}
