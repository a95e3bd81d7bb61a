/// A cryptor's options (`uint32_t`), combined with `|`: `CCOptions(kCCOptionPKCS7Padding)`.
public typealias CCOptions = UInt32

/// Pads the plaintext to whole blocks with PKCS #7 (and removes the padding on decrypting).
public let kCCOptionPKCS7Padding: Int = 1
/// Electronic codebook mode: each block on its own, no initialization vector. Without it the
/// mode is cipher block chaining.
public let kCCOptionECBMode: Int = 2
