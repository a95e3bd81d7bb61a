import Crypto
import _CryptoExtras

/// AES in electronic codebook or cipher block chaining mode, block by block over swift-crypto's
/// AES permutation, with optional PKCS #7 padding: what `CCCrypt` runs.
struct BlockCipher {
    enum Failure: Error {
        case alignment, decode

        var status: Int { self == .alignment ? kCCAlignmentError : kCCDecodeError }
    }

    static let blockSize = 16
    let key: SymmetricKey
    /// The initialization vector for chaining (zeros past what was given); nil for ECB.
    let chaining: [UInt8]?

    init(key: SymmetricKey, chaining iv: [UInt8]?) {
        self.key = key
        self.chaining = iv.map { $0 + Array(repeating: 0, count: Self.blockSize - $0.count) }
    }

    func encrypt(_ plaintext: [UInt8], padded: Bool) -> Result<[UInt8], Failure> {
        var input = plaintext
        if padded {
            let padding = Self.blockSize - input.count % Self.blockSize
            input += Array(repeating: UInt8(padding), count: padding)
        } else if input.count % Self.blockSize != 0 {
            return .failure(.alignment)
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var previous = chaining
        for start in stride(from: 0, to: input.count, by: Self.blockSize) {
            var block = Array(input[start..<start + Self.blockSize])
            if let previous { for index in block.indices { block[index] ^= previous[index] } }
            // The key's size was checked and a block is 16 bytes, the only sizes permute refuses.
            guard (try? AES.permute(&block, key: key)) != nil else { return .failure(.alignment) }
            if chaining != nil { previous = block }
            output += block
        }
        return .success(output)
    }

    func decrypt(_ ciphertext: [UInt8], padded: Bool) -> Result<[UInt8], Failure> {
        guard ciphertext.count % Self.blockSize == 0 else { return .failure(.alignment) }
        var output: [UInt8] = []
        output.reserveCapacity(ciphertext.count)
        var previous = chaining
        for start in stride(from: 0, to: ciphertext.count, by: Self.blockSize) {
            let encrypted = Array(ciphertext[start..<start + Self.blockSize])
            var block = encrypted
            guard (try? AES.inversePermute(&block, key: key)) != nil else { return .failure(.alignment) }
            if let previous { for index in block.indices { block[index] ^= previous[index] } }
            if chaining != nil { previous = encrypted }
            output += block
        }
        guard padded else { return .success(output) }
        guard let last = output.last, last >= 1, Int(last) <= Self.blockSize, Int(last) <= output.count,
            output.suffix(Int(last)).allSatisfy({ $0 == last })
        else { return .failure(.decode) }
        return .success(Array(output.dropLast(Int(last))))
    }
}
