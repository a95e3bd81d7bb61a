import Crypto

/// The key derivation a call runs (`uint32_t`): `CCPBKDFAlgorithm(kCCPBKDF2)`.
public typealias CCPBKDFAlgorithm = UInt32
/// The pseudorandom function PBKDF2 iterates (`uint32_t`): `CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256)`.
public typealias CCPseudoRandomAlgorithm = UInt32

/// PBKDF2 (RFC 8018), the only derivation CommonCrypto has.
public let kCCPBKDF2: Int = 2
/// HMAC-SHA-1 as PBKDF2's pseudorandom function.
public let kCCPRFHmacAlgSHA1: Int = 1
/// HMAC-SHA-256 as PBKDF2's pseudorandom function.
public let kCCPRFHmacAlgSHA256: Int = 3
/// HMAC-SHA-384 as PBKDF2's pseudorandom function.
public let kCCPRFHmacAlgSHA384: Int = 4
/// HMAC-SHA-512 as PBKDF2's pseudorandom function.
public let kCCPRFHmacAlgSHA512: Int = 5

// kCCPRFHmacAlgSHA224 (2) is left out: swift-crypto has no SHA-224.

/// Derives `derivedKeyLen` bytes into `derivedKey` from the password and salt with PBKDF2 over
/// `prf`'s HMAC, `rounds` iterations, computed here over swift-crypto's `HMAC`. Returns
/// `kCCSuccess`, or `kCCParamError` (leaving `derivedKey` untouched) for another algorithm or
/// function, no rounds or an empty output.
public func CCKeyDerivationPBKDF(
    _ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<CChar>!, _ passwordLen: Int,
    _ salt: UnsafePointer<UInt8>!, _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm, _ rounds: UInt32,
    _ derivedKey: UnsafeMutablePointer<UInt8>!, _ derivedKeyLen: Int
) -> Int32 {
    guard Int(algorithm) == kCCPBKDF2, rounds > 0, derivedKeyLen > 0, let derivedKey else {
        return Int32(kCCParamError)
    }
    let secret = bytes(password.map(UnsafeRawPointer.init), count: passwordLen)
    let saltBytes = Array(bytes(salt.map(UnsafeRawPointer.init), count: saltLen))
    let derived: [UInt8]
    switch Int(prf) {
    case kCCPRFHmacAlgSHA1: derived = pbkdf2(Insecure.SHA1.self, secret, saltBytes, Int(rounds), derivedKeyLen)
    case kCCPRFHmacAlgSHA256: derived = pbkdf2(SHA256.self, secret, saltBytes, Int(rounds), derivedKeyLen)
    case kCCPRFHmacAlgSHA384: derived = pbkdf2(SHA384.self, secret, saltBytes, Int(rounds), derivedKeyLen)
    case kCCPRFHmacAlgSHA512: derived = pbkdf2(SHA512.self, secret, saltBytes, Int(rounds), derivedKeyLen)
    default: return Int32(kCCParamError)
    }
    copy(derived, to: UnsafeMutableRawPointer(derivedKey))
    return Int32(kCCSuccess)
}

/// PBKDF2 over HMAC with `H`: each output block is the XOR of `rounds` chained codes, the first
/// of the salt followed by the block's number.
private func pbkdf2<H: HashFunction>(
    _ function: H.Type, _ password: UnsafeRawBufferPointer, _ salt: [UInt8], _ rounds: Int, _ length: Int
) -> [UInt8] {
    let keyed = HMAC<H>(key: SymmetricKey(data: password))
    var output: [UInt8] = []
    output.reserveCapacity(length)
    var block: UInt32 = 1
    while output.count < length {
        var first = keyed
        first.update(data: salt + withUnsafeBytes(of: block.bigEndian, Array.init))
        var code = Array(first.finalize())
        var sum = code
        for _ in 1..<rounds {
            var next = keyed
            next.update(data: code)
            code = Array(next.finalize())
            for index in sum.indices { sum[index] ^= code[index] }
        }
        output += sum.prefix(length - output.count)
        block += 1
    }
    return output
}
