/// For each parameter, the basic symbols whose rows hold it, so a pivot visits those rows
/// instead of the whole tableau. Entries are only ever appended: a pivot that moves a dense
/// row from one basic symbol to another would otherwise pay to take every cell out of the
/// index and put it back. A column drops its stale entries (rows gone, cells gone, repeats)
/// when it is read, and the whole index is swept when stale entries pile up.
struct ColumnIndex {
    private var lists = SymbolTable<[Symbol]>()
    private var appended = 0
    private var liveAfterSweep = 0

    mutating func note(_ symbol: Symbol, heldBy basic: Symbol) {
        lists[symbol, default: []].append(basic)
        appended += 1
    }

    /// Whether `symbol`'s column lists `basic` (stale entries included).
    func lists(_ basic: Symbol, holding symbol: Symbol) -> Bool {
        lists[symbol]?.contains(basic) ?? false
    }

    /// The basic symbols whose rows hold `symbol` now, in id order.
    mutating func holders(of symbol: Symbol, in rows: SymbolTable<Row>) -> [Symbol] {
        guard let list = lists[symbol] else { return [] }
        let live = Self.live(list, symbol, rows)
        lists[symbol] = live.isEmpty ? nil : live
        return live
    }

    /// The holders, forgetting the column (its symbol is leaving every row).
    mutating func takeHolders(of symbol: Symbol, in rows: SymbolTable<Row>) -> [Symbol] {
        guard let list = lists.removeValue(forKey: symbol) else { return [] }
        return Self.live(list, symbol, rows)
    }

    /// Sweeps every column when stale entries outnumber live ones several times over.
    mutating func sweepIfNeeded(_ rows: SymbolTable<Row>) {
        guard appended > 8 * max(liveAfterSweep, 1 << 16) else { return }
        var live = 0
        for (symbol, list) in lists.entries {
            let kept = Self.live(list, symbol, rows)
            lists[symbol] = kept.isEmpty ? nil : kept
            live += kept.count
        }
        appended = 0
        liveAfterSweep = live
    }

    private static func live(_ list: [Symbol], _ symbol: Symbol, _ rows: SymbolTable<Row>) -> [Symbol] {
        var sorted = list.sorted { $0.id < $1.id }
        var kept = 0
        for index in sorted.indices {
            let basic = sorted[index]
            if kept > 0 && sorted[kept - 1] == basic { continue }
            guard rows.row(basic, holds: symbol) else { continue }
            sorted[kept] = basic
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}
