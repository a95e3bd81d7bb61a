/// Counts taken in one pass over a file before parsing, which the compiler vectorizes: they
/// bound how many elements and attributes the tree will hold (so its arrays are allocated once)
/// and say whether every character is one byte (so columns need no counting).
struct ByteCensus {
    /// `<` bytes: at least one per element.
    var angleBrackets = 0
    /// `=` bytes: at least one per attribute.
    var equalsSigns = 0
    var nonASCIIBytes = 0
    var count = 0

    static let empty = ByteCensus()

    private init() {}

    init(_ bytes: UnsafeRawBufferPointer) {
        var angles = 0, equals = 0, high = 0
        for byte in bytes {
            angles &+= byte == 0x3C ? 1 : 0
            equals &+= byte == 0x3D ? 1 : 0
            high &+= byte >= 0x80 ? 1 : 0
        }
        (angleBrackets, equalsSigns, nonASCIIBytes, count) = (angles, equals, high, bytes.count)
    }
}
