import CryptoKit
import Foundation
import XCTest

final class CryptoKitTests: XCTestCase {
    func testDigestsPrintAndIterateAsOnIOS() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        let hex = digest.map { String(format: "%02x", $0) }.joined()
        XCTAssertEqual(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(digest.description, "SHA256 digest: " + hex)
        XCTAssertEqual(Array(digest).count, SHA256.byteCount)
        XCTAssertEqual(
            Insecure.MD5.hash(data: Data("abc".utf8)).map { String(format: "%02x", $0) }.joined(),
            "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(
            Insecure.SHA1.hash(data: Data("abc".utf8)).compactMap { String(format: "%02x", $0) }.joined(),
            "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    func testHMACSHA256IsRFC4231CaseTwo() {
        let key = SymmetricKey(data: Data("Jefe".utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: key)
        XCTAssertEqual(
            Data(code).map { String(format: "%02x", $0) }.joined(),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertTrue(
            HMAC<SHA256>.isValidAuthenticationCode(
                code, authenticating: Data("what do ya want for nothing?".utf8), using: key))
        XCTAssertFalse(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("other".utf8), using: key))
    }

    func testSealedBoxesOpenWithTheirKeyAndRefuseTampering() throws {
        let key = SymmetricKey(size: .bits256)
        let message = Data("meet at noon".utf8)
        let box = try AES.GCM.seal(message, using: key)
        let combined = try XCTUnwrap(box.combined)
        XCTAssertEqual(try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key), message)
        var tampered = combined
        tampered[tampered.startIndex + 12] ^= 1
        XCTAssertThrowsError(try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: key))
        XCTAssertThrowsError(try AES.GCM.open(box, using: SymmetricKey(size: .bits256)))

        let chacha = try ChaChaPoly.seal(message, using: key)
        XCTAssertEqual(try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: chacha.combined), using: key), message)
    }

    func testSignaturesAndKeyAgreement() throws {
        let signer = P256.Signing.PrivateKey()
        let message = Data("signed".utf8)
        let signature = try signer.signature(for: message)
        XCTAssertTrue(signer.publicKey.isValidSignature(signature, for: message))
        XCTAssertFalse(signer.publicKey.isValidSignature(signature, for: Data("forged".utf8)))

        let alice = Curve25519.KeyAgreement.PrivateKey()
        let bob = Curve25519.KeyAgreement.PrivateKey()
        let one = try alice.sharedSecretFromKeyAgreement(with: bob.publicKey)
        let two = try bob.sharedSecretFromKeyAgreement(with: alice.publicKey)
        XCTAssertEqual(one, two)
        let edKey = Curve25519.Signing.PrivateKey()
        let edSignature = try edKey.signature(for: message)
        XCTAssertTrue(edKey.publicKey.isValidSignature(edSignature, for: message))
    }
}
