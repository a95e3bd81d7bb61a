import Crypto
import _CryptoExtras

/// Encrypts or decrypts the `dataInLength` bytes at `dataIn` in one call, into `dataOut`
/// (`dataOutAvailable` bytes), setting `dataOutMoved` to the bytes written. AES only, in cipher
/// block chaining mode (a nil `iv` is 16 zero bytes, as on iOS) or `kCCOptionECBMode`, with
/// `kCCOptionPKCS7Padding` or whole blocks; each block goes through swift-crypto's AES block
/// function. Other algorithms answer `kCCUnimplemented`; a key that is not 16, 24 or 32 bytes
/// `kCCParamError`; a small output buffer `kCCBufferTooSmall` with the size needed in
/// `dataOutMoved`; bad padding `kCCDecodeError`, and nothing is written then.
public func CCCrypt(
    _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!, _ keyLength: Int,
    _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int, _ dataOut: UnsafeMutableRawPointer!,
    _ dataOutAvailable: Int, _ dataOutMoved: UnsafeMutablePointer<Int>!
) -> CCCryptorStatus {
    guard Int(alg) == kCCAlgorithmAES else { return CCCryptorStatus(kCCUnimplemented) }
    guard Int(op) == kCCEncrypt || Int(op) == kCCDecrypt else { return CCCryptorStatus(kCCParamError) }
    guard [kCCKeySizeAES128, kCCKeySizeAES192, kCCKeySizeAES256].contains(keyLength), dataInLength >= 0
    else { return CCCryptorStatus(kCCParamError) }
    let cipher = BlockCipher(
        key: SymmetricKey(data: bytes(key, count: keyLength)),
        chaining: Int(options) & kCCOptionECBMode == 0 ? Array(bytes(iv, count: kCCBlockSizeAES128)) : nil)
    let padded = Int(options) & kCCOptionPKCS7Padding != 0
    let input = Array(bytes(dataIn, count: dataInLength))
    let result: Result<[UInt8], BlockCipher.Failure> =
        Int(op) == kCCEncrypt ? cipher.encrypt(input, padded: padded) : cipher.decrypt(input, padded: padded)
    switch result {
    case .failure(let failure):
        return CCCryptorStatus(failure.status)
    case .success(let output):
        guard output.count <= dataOutAvailable else {
            dataOutMoved?.pointee = output.count
            return CCCryptorStatus(kCCBufferTooSmall)
        }
        copy(output, to: dataOut)
        dataOutMoved?.pointee = output.count
        return CCCryptorStatus(kCCSuccess)
    }
}
