import CryptoKit
import Foundation
import UIKit

/// CryptoKit as apps use it: hashing for cache keys, HMAC-signed requests, sealed boxes for
/// what the app stores, and signatures.
enum RequestSigner {
    static func cacheKey(for url: URL) -> String {
        SHA256.hash(data: Data(url.absoluteString.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func legacyChecksum(_ data: Data) -> String {
        Insecure.MD5.hash(data: data).compactMap { String(format: "%02x", $0) }.joined()
    }

    static func signature(for body: Data, secret: String) -> String {
        let key = SymmetricKey(data: Data(secret.utf8))
        let code = HMAC<SHA256>.authenticationCode(for: body, using: key)
        return Data(code).base64EncodedString()
    }
}

final class VaultViewController: UIViewController {
    private let key = SymmetricKey(size: .bits256)
    private let signingKey = P256.Signing.PrivateKey()
    private let agreementKey = Curve25519.KeyAgreement.PrivateKey()
    private var sealed: Data?

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            let box = try AES.GCM.seal(Data("secret note".utf8), using: key)
            sealed = box.combined
            let opened = try AES.GCM.open(AES.GCM.SealedBox(combined: box.combined ?? Data()), using: key)
            title = String(decoding: opened, as: UTF8.self)
            let chacha = try ChaChaPoly.seal(opened, using: key)
            _ = try ChaChaPoly.open(chacha, using: key)
            let signature = try signingKey.signature(for: opened)
            let valid = signingKey.publicKey.isValidSignature(signature, for: opened)
            print("signed: \(valid), \(SHA256.hash(data: opened).description)")
            let peer = Curve25519.KeyAgreement.PrivateKey().publicKey
            let shared = try agreementKey.sharedSecretFromKeyAgreement(with: peer)
            _ = shared.hkdfDerivedSymmetricKey(
                using: SHA256.self, salt: Data(), sharedInfo: Data(), outputByteCount: 32)
        } catch {
            print("crypto failed: \(error)")
        }
    }
}
