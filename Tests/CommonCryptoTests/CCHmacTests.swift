import CommonCrypto
import Foundation
import XCTest

private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

final class CCHmacTests: XCTestCase {
    func testRFC4231TestCaseOneAndTwoForSHA256() {
        let key = [UInt8](repeating: 0x0b, count: 20)
        let data = Array("Hi There".utf8)
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, data, data.count, &mac)
        XCTAssertEqual(hex(mac), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")

        // Strings passed straight as the key and data, as apps write it.
        let jefe = "Jefe"
        let message = "what do ya want for nothing?"
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), jefe, jefe.utf8.count, message, message.utf8.count, &mac)
        XCTAssertEqual(hex(mac), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    func testRFC4231CaseTwoForSHA512AndRFC2104ForMD5() {
        let key = Array("Jefe".utf8)
        let data = Array("what do ya want for nothing?".utf8)
        var sha512 = [UInt8](repeating: 0, count: 64)
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA512), key, key.count, data, data.count, &sha512)
        XCTAssertEqual(
            hex(sha512),
            "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
                + "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
        var md5 = [UInt8](repeating: 0, count: 16)
        CCHmac(CCHmacAlgorithm(kCCHmacAlgMD5), key, key.count, data, data.count, &md5)
        XCTAssertEqual(hex(md5), "750c783e6ab0b503eaa86e310a5db738")
    }

    func testContextInPiecesMatchesTheOneShot() {
        let key = Array("Jefe".utf8)
        var context = CCHmacContext()
        CCHmacInit(&context, CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count)
        for word in ["what do ya ", "want for ", "nothing?"] {
            let bytes = Array(word.utf8)
            CCHmacUpdate(&context, bytes, bytes.count)
        }
        var mac = [UInt8](repeating: 0, count: 32)
        CCHmacFinal(&context, &mac)
        XCTAssertEqual(hex(mac), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    func testAnUnknownAlgorithmLeavesTheOutputUntouched() {
        var mac = [UInt8](repeating: 0xAA, count: 32)
        CCHmac(CCHmacAlgorithm(99), "k", 1, "m", 1, &mac)
        XCTAssertEqual(mac, [UInt8](repeating: 0xAA, count: 32))
    }
}
