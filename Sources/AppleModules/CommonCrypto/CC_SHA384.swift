import Crypto

/// Hashes `len` bytes at `data` with SHA-384 into `md` (`CC_SHA384_DIGEST_LENGTH` bytes) and returns
/// `md`, computed by swift-crypto's `SHA384`.
@discardableResult
public func CC_SHA384(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA384.self, data, len, md)
}

/// Starts (or restarts) `c` for SHA-384 (which shares SHA-512's context type, as in CommonDigest.h); returns 1.
@discardableResult
public func CC_SHA384_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    c?.pointee.sha384 = SHA384()
    return 1
}

/// Adds `len` bytes at `data` to `c`; returns 1.
@discardableResult
public func CC_SHA384_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 {
    guard let c else { return 0 }
    var hasher = c.pointee.sha384 ?? SHA384()
    hasher.update(bufferPointer: bytes(data, count: Int(len)))
    c.pointee.sha384 = hasher
    return 1
}

/// Writes the digest of everything `c` was given to `md`; returns 1.
@discardableResult
public func CC_SHA384_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    guard let c else { return 0 }
    copy((c.pointee.sha384 ?? SHA384()).finalize(), to: md.map(UnsafeMutableRawPointer.init))
    c.pointee.sha384 = nil
    return 1
}
