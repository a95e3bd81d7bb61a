import Crypto

/// Hashes `len` bytes at `data` with SHA-512 into `md` (`CC_SHA512_DIGEST_LENGTH` bytes) and returns
/// `md`, computed by swift-crypto's `SHA512`.
@discardableResult
public func CC_SHA512(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA512.self, data, len, md)
}

/// A running SHA-512 (or SHA-384) hash: `CC_SHA512_Init`, any number of `CC_SHA512_Update`, then `CC_SHA512_Final`.
public struct CC_SHA512_CTX: DigestContext {
    var hasher: SHA512?
    /// SHA-384's running hash: `CC_SHA384_Init` takes this same context type.
    var sha384: SHA384?

    /// A context to pass to `CC_SHA512_Init`.
    public init() {}
}

/// Starts (or restarts) `c`; returns 1.
@discardableResult
public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    CC_SHA512_CTX.initialize(c)
}

/// Adds `len` bytes at `data` to `c`; returns 1.
@discardableResult
public func CC_SHA512_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 {
    CC_SHA512_CTX.update(c, data, len)
}

/// Writes the digest of everything `c` was given to `md`; returns 1.
@discardableResult
public func CC_SHA512_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    CC_SHA512_CTX.finish(md, c)
}
