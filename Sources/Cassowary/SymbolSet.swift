/// A set of symbols kept sorted by id: small, ordered, cheap to walk.
struct SymbolSet: ExpressibleByArrayLiteral, Sequence {
    private(set) var members: [Symbol] = []

    init(arrayLiteral elements: Symbol...) {
        for element in elements { insert(element) }
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }
    func makeIterator() -> IndexingIterator<[Symbol]> { members.makeIterator() }

    private func position(of symbol: Symbol) -> (index: Int, found: Bool) { members.sortedPosition(of: symbol) }

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

extension Array where Element == Symbol {
    /// Where `symbol` is in this id-sorted array, or where it would go (a binary search).
    func sortedPosition(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let id = self[middle].id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }
}
