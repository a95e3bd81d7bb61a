/// An open-addressing table of indices into some other storage, which the caller hashes and
/// compares. Names and ids in these files are short; FNV-1a over their bytes is several times
/// cheaper than `Hasher`, and keys that live in a byte buffer need no `String` to be looked up.
struct IndexHashTable {
    private var slots: [Int32]
    private var count = 0

    init(expectedCount: Int) {
        var size = 16
        while size < expectedCount * 2 { size *= 2 }
        slots = Array(repeating: -1, count: size)
    }

    static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The stored index whose key `matches`, or nil.
    func find(hash: Int, matches: (Int32) -> Bool) -> Int32? {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if matches(index) { return index }
            slot = (slot + 1) & mask
        }
    }

    /// Adds an index whose key is not in the table yet. `rehash` gives a stored index's hash
    /// again when the table grows.
    mutating func insert(_ index: Int32, hash: Int, rehash: (Int32) -> Int) {
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: -1, count: old.count * 2)
            count = 0
            for stored in old where stored >= 0 { insert(stored, hash: rehash(stored), rehash: rehash) }
        }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
        count += 1
    }
}
