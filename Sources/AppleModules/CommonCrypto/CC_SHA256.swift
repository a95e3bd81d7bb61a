import Crypto

/// Hashes `len` bytes at `data` with SHA-256 into `md` (`CC_SHA256_DIGEST_LENGTH` bytes) and returns
/// `md`, computed by swift-crypto's `SHA256`.
@discardableResult
public func CC_SHA256(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA256.self, data, len, md)
}

/// A running SHA-256 hash: `CC_SHA256_Init`, any number of `CC_SHA256_Update`, then `CC_SHA256_Final`.
public struct CC_SHA256_CTX: DigestContext {
    var hasher: SHA256?

    /// A context to pass to `CC_SHA256_Init`.
    public init() {}
}

/// Starts (or restarts) `c`; returns 1.
@discardableResult
public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    CC_SHA256_CTX.initialize(c)
}

/// Adds `len` bytes at `data` to `c`; returns 1.
@discardableResult
public func CC_SHA256_Update(
    _ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 {
    CC_SHA256_CTX.update(c, data, len)
}

/// Writes the digest of everything `c` was given to `md`; returns 1.
@discardableResult
public func CC_SHA256_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    CC_SHA256_CTX.finish(md, c)
}
