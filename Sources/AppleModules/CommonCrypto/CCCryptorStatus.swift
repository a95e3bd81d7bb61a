/// What a cryptor call reports (`int32_t`); compare it with `kCCSuccess` and the errors below.
public typealias CCCryptorStatus = Int32
/// CommonCrypto's general status type, the same `int32_t`.
public typealias CCStatus = Int32

/// The operation succeeded.
public let kCCSuccess: Int = 0
/// A parameter was wrong: a key of the wrong size, an option the algorithm does not take.
public let kCCParamError: Int = -4300
/// The output buffer is too small; the needed size is in `dataOutMoved`.
public let kCCBufferTooSmall: Int = -4301
/// Memory could not be allocated.
public let kCCMemoryFailure: Int = -4302
/// Input of a length the mode cannot take (not whole blocks without padding).
public let kCCAlignmentError: Int = -4303
/// Decrypted data whose padding is malformed.
public let kCCDecodeError: Int = -4304
/// An algorithm or mode not implemented.
public let kCCUnimplemented: Int = -4305
/// A length overflowed.
public let kCCOverflow: Int = -4306
/// The random number generator failed.
public let kCCRNGFailure: Int = -4307
