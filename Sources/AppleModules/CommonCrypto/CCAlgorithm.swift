/// The block cipher a cryptor runs (`uint32_t`): `CCAlgorithm(kCCAlgorithmAES)`.
public typealias CCAlgorithm = UInt32

/// AES with a 128-, 192- or 256-bit key (the key's length decides).
public let kCCAlgorithmAES: Int = 0
/// AES, the older name: the key's length still decides its size.
public let kCCAlgorithmAES128: Int = 0
/// DES: `CCCrypt` answers `kCCUnimplemented` for it here.
public let kCCAlgorithmDES: Int = 1
/// Triple DES: `CCCrypt` answers `kCCUnimplemented` for it here.
public let kCCAlgorithm3DES: Int = 2
/// CAST: `CCCrypt` answers `kCCUnimplemented` for it here.
public let kCCAlgorithmCAST: Int = 3
/// RC4: `CCCrypt` answers `kCCUnimplemented` for it here.
public let kCCAlgorithmRC4: Int = 4
/// RC2: `CCCrypt` answers `kCCUnimplemented` for it here.
public let kCCAlgorithmRC2: Int = 5
/// Blowfish: `CCCrypt` answers `kCCUnimplemented` for it here.
public let kCCAlgorithmBlowfish: Int = 6

/// AES-128's key size in bytes.
public let kCCKeySizeAES128: Int = 16
/// AES-192's key size in bytes.
public let kCCKeySizeAES192: Int = 24
/// AES-256's key size in bytes.
public let kCCKeySizeAES256: Int = 32
/// DES's key size in bytes.
public let kCCKeySizeDES: Int = 8
/// Triple DES's key size in bytes.
public let kCCKeySize3DES: Int = 24
/// AES's block size in bytes, whatever its key size.
public let kCCBlockSizeAES128: Int = 16
/// DES's and triple DES's block size in bytes.
public let kCCBlockSizeDES: Int = 8
