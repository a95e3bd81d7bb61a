import Crypto

/// The bytes a C-style call hands over, as a buffer: none when the pointer is nil or the
/// length zero (CommonCrypto hashes nothing then rather than crash).
func bytes(_ pointer: UnsafeRawPointer?, count: Int) -> UnsafeRawBufferPointer {
    guard let pointer, count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: pointer, count: count)
}

/// Copies a finished digest or code to `out`, the caller's buffer of the digest's size.
func copy<Bytes: Sequence>(_ result: Bytes, to out: UnsafeMutableRawPointer?) where Bytes.Element == UInt8 {
    guard let out else { return }
    var offset = 0
    for byte in result {
        out.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
        offset += 1
    }
}

/// One-shot hashing as `CC_MD5`, `CC_SHA256` and the rest do it: `length` bytes at `data`
/// hashed with `H`, written to `md`, which is returned.
func digest<H: HashFunction>(
    _ function: H.Type, _ data: UnsafeRawPointer?, _ length: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
    var hasher = H()
    hasher.update(bufferPointer: bytes(data, count: Int(length)))
    copy(hasher.finalize(), to: md.map(UnsafeMutableRawPointer.init))
    return md
}

/// What an incremental context (`CC_SHA256_CTX` and its kin) keeps: the running hash function,
/// started by `Init`, or at the first `Update` of a context that was never initialized.
protocol DigestContext {
    associatedtype Function: HashFunction
    var hasher: Function? { get set }
}

extension DigestContext {
    static func initialize(_ context: UnsafeMutablePointer<Self>?) -> Int32 {
        context?.pointee.hasher = Function()
        return 1
    }

    static func update(_ context: UnsafeMutablePointer<Self>?, _ data: UnsafeRawPointer?, _ length: CC_LONG) -> Int32 {
        guard let context else { return 0 }
        var hasher = context.pointee.hasher ?? Function()
        hasher.update(bufferPointer: bytes(data, count: Int(length)))
        context.pointee.hasher = hasher
        return 1
    }

    /// Writes the digest to `md` and leaves the context finished: a new `Init` starts it again.
    static func finish(_ md: UnsafeMutablePointer<UInt8>?, _ context: UnsafeMutablePointer<Self>?) -> Int32 {
        guard let context else { return 0 }
        let hasher = context.pointee.hasher ?? Function()
        copy(hasher.finalize(), to: md.map(UnsafeMutableRawPointer.init))
        context.pointee.hasher = nil
        return 1
    }
}
