// CommonDigest.h's sizes, as Swift imports its macros: `Int32`, so apps write
// `Int(CC_SHA256_DIGEST_LENGTH)`.

/// MD5's digest size in bytes.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// MD5's block size in bytes.
public let CC_MD5_BLOCK_BYTES: Int32 = 64
/// SHA-1's digest size in bytes.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// SHA-1's block size in bytes.
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
/// SHA-256's digest size in bytes.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// SHA-256's block size in bytes.
public let CC_SHA256_BLOCK_BYTES: Int32 = 64
/// SHA-384's digest size in bytes.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// SHA-384's block size in bytes.
public let CC_SHA384_BLOCK_BYTES: Int32 = 128
/// SHA-512's digest size in bytes.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64
/// SHA-512's block size in bytes.
public let CC_SHA512_BLOCK_BYTES: Int32 = 128
