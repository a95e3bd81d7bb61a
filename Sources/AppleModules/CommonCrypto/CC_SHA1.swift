import Crypto

/// Hashes `len` bytes at `data` with SHA-1 into `md` (`CC_SHA1_DIGEST_LENGTH` bytes) and returns
/// `md`, computed by swift-crypto's `Insecure.SHA1`.
@discardableResult
public func CC_SHA1(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.SHA1.self, data, len, md)
}

/// A running SHA-1 hash: `CC_SHA1_Init`, any number of `CC_SHA1_Update`, then `CC_SHA1_Final`.
public struct CC_SHA1_CTX: DigestContext {
    var hasher: Insecure.SHA1?

    /// A context to pass to `CC_SHA1_Init`.
    public init() {}
}

/// Starts (or restarts) `c`; returns 1.
@discardableResult
public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    CC_SHA1_CTX.initialize(c)
}

/// Adds `len` bytes at `data` to `c`; returns 1.
@discardableResult
public func CC_SHA1_Update(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32
{
    CC_SHA1_CTX.update(c, data, len)
}

/// Writes the digest of everything `c` was given to `md`; returns 1.
@discardableResult
public func CC_SHA1_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    CC_SHA1_CTX.finish(md, c)
}
