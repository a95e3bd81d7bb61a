#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeRawBufferPointer {
    /// Whether both hold the same bytes. `elementsEqual` goes byte by byte through generic
    /// iterators; names and ids are compared hundreds of thousands of times per file.
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}
