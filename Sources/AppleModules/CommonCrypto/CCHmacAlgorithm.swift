/// Which hash an HMAC runs on (`uint32_t`); apps write `CCHmacAlgorithm(kCCHmacAlgSHA256)`.
public typealias CCHmacAlgorithm = UInt32

/// HMAC over SHA-1.
public let kCCHmacAlgSHA1: Int = 0
/// HMAC over MD5.
public let kCCHmacAlgMD5: Int = 1
/// HMAC over SHA-256.
public let kCCHmacAlgSHA256: Int = 2
/// HMAC over SHA-384.
public let kCCHmacAlgSHA384: Int = 3
/// HMAC over SHA-512.
public let kCCHmacAlgSHA512: Int = 4

// kCCHmacAlgSHA224 (5) is left out: swift-crypto has no SHA-224 to compute it with.
