import Crypto

/// Hashes `len` bytes at `data` with MD5 into `md` (`CC_MD5_DIGEST_LENGTH` bytes) and returns
/// `md`, computed by swift-crypto's `Insecure.MD5`.
@discardableResult
public func CC_MD5(
    _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.MD5.self, data, len, md)
}

/// A running MD5 hash: `CC_MD5_Init`, any number of `CC_MD5_Update`, then `CC_MD5_Final`.
public struct CC_MD5_CTX: DigestContext {
    var hasher: Insecure.MD5?

    /// A context to pass to `CC_MD5_Init`.
    public init() {}
}

/// Starts (or restarts) `c`; returns 1.
@discardableResult
public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    CC_MD5_CTX.initialize(c)
}

/// Adds `len` bytes at `data` to `c`; returns 1.
@discardableResult
public func CC_MD5_Update(_ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    CC_MD5_CTX.update(c, data, len)
}

/// Writes the digest of everything `c` was given to `md`; returns 1.
@discardableResult
public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    CC_MD5_CTX.finish(md, c)
}
