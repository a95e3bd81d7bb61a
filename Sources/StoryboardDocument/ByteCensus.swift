/// What one pass over a file before parsing tells: whether every character is one byte (so
/// columns need no counting), and its size, from which the tree's arrays are sized.
struct ByteCensus {
    var isASCII = true
    var count = 0

    static let empty = ByteCensus()

    private init() {}

    init(_ bytes: UnsafeRawBufferPointer) {
        // Eight bytes at a time, OR-ed together: a high bit anywhere means a multi-byte character.
        let words = bytes.count / 8
        var seen: UInt64 = 0
        for index in 0..<words {
            seen |= bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
        }
        for byte in bytes[(words * 8)...] { seen |= UInt64(byte) }
        isASCII = seen & 0x8080_8080_8080_8080 == 0
        count = bytes.count
    }
}
