import CommonCrypto
import Foundation
import UIKit

/// CommonCrypto as apps call it: MD5 of a string for an API hash (Marvel's), SHA-256 of bytes,
/// HMAC signing and AES with PKCS #7 padding.
extension String {
    var md5Hex: String? {
        let length = Int(CC_MD5_DIGEST_LENGTH)
        guard let messageData = data(using: .utf8) else { return nil }
        var digestData = Data(count: length)
        _ = digestData.withUnsafeMutableBytes { digestBytes -> UInt8 in
            messageData.withUnsafeBytes { messageBytes -> UInt8 in
                if let messageAddress = messageBytes.baseAddress,
                    let digestAddress = digestBytes.bindMemory(to: UInt8.self).baseAddress
                {
                    CC_MD5(messageAddress, CC_LONG(messageData.count), digestAddress)
                }
                return 0
            }
        }
        return digestData.map { String(format: "%02hhx", $0) }.joined()
    }

    func hmacSHA1(key: String) -> String {
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA1), key, key.count, self, self.count, &digest)
        return Data(digest).base64EncodedString()
    }
}

enum Checksums {
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CC_SHA256(bytes, CC_LONG(bytes.count), &hash)
        return hash
    }

    static func streamedSHA512(_ chunks: [Data]) -> [UInt8] {
        var context = CC_SHA512_CTX()
        CC_SHA512_Init(&context)
        for chunk in chunks {
            chunk.withUnsafeBytes { _ = CC_SHA512_Update(&context, $0.baseAddress, CC_LONG(chunk.count)) }
        }
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        CC_SHA512_Final(&digest, &context)
        return digest
    }

    static func derivedKey(password: String, salt: Data) -> Data? {
        var key = Data(repeating: 0, count: kCCKeySizeAES256)
        let status = key.withUnsafeMutableBytes { keyBytes in
            salt.withUnsafeBytes { saltBytes in
                CCKeyDerivationPBKDF(
                    CCPBKDFAlgorithm(kCCPBKDF2), password, password.utf8.count,
                    saltBytes.bindMemory(to: UInt8.self).baseAddress, salt.count,
                    CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), 10_000,
                    keyBytes.bindMemory(to: UInt8.self).baseAddress, kCCKeySizeAES256)
            }
        }
        return status == kCCSuccess ? key : nil
    }

    static func hmac(_ message: String, key: [UInt8]) -> [UInt8] {
        var context = CCHmacContext()
        CCHmacInit(&context, CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count)
        let bytes = Array(message.utf8)
        CCHmacUpdate(&context, bytes, bytes.count)
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmacFinal(&context, &digest)
        return digest
    }
}

final class SecureNoteViewController: UIViewController {
    private let key = [UInt8](repeating: 7, count: kCCKeySizeAES256)
    private let iv = [UInt8](repeating: 1, count: kCCBlockSizeAES128)

    func encrypt(_ plain: Data) -> Data? {
        var output = [UInt8](repeating: 0, count: plain.count + kCCBlockSizeAES128)
        var moved = 0
        let status = plain.withUnsafeBytes { plainBytes in
            CCCrypt(
                CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), key,
                key.count, iv, plainBytes.baseAddress, plain.count, &output, output.count, &moved)
        }
        guard status == kCCSuccess else { return nil }
        return Data(output.prefix(moved))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ts1privatepublic".md5Hex
        if let sealed = encrypt(Data("note".utf8)) { print(sealed.count) }
    }
}
