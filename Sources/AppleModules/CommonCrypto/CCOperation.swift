/// Whether a cryptor encrypts or decrypts (`uint32_t`): `CCOperation(kCCEncrypt)`.
public typealias CCOperation = UInt32

/// Encrypt.
public let kCCEncrypt: Int = 0
/// Decrypt.
public let kCCDecrypt: Int = 1
