import CommonCrypto
import Foundation
import XCTest

private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

/// PBKDF2 vectors: RFC 6070 for HMAC-SHA-1, and the SHA-256 ones published beside it.
final class CCKeyDerivationPBKDFTests: XCTestCase {
    private func derive(
        _ prf: Int, rounds: UInt32, length: Int, password: String = "password", salt: String = "salt"
    )
        -> (Int32, [UInt8])
    {
        var key = [UInt8](repeating: 0, count: length)
        let saltBytes = Array(salt.utf8)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2), password, password.utf8.count, saltBytes, saltBytes.count,
            CCPseudoRandomAlgorithm(prf), rounds, &key, key.count)
        return (status, key)
    }

    func testRFC6070Vectors() {
        XCTAssertEqual(
            hex(derive(kCCPRFHmacAlgSHA1, rounds: 1, length: 20).1), "0c60c80f961f0e71f3a9b524af6012062fe037a6")
        XCTAssertEqual(
            hex(derive(kCCPRFHmacAlgSHA1, rounds: 2, length: 20).1), "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957")
        XCTAssertEqual(
            hex(derive(kCCPRFHmacAlgSHA1, rounds: 4096, length: 20).1), "4b007901b765489abead49d926f721d065a429c1")
        XCTAssertEqual(
            hex(
                derive(
                    kCCPRFHmacAlgSHA1, rounds: 4096, length: 25, password: "passwordPASSWORDpassword",
                    salt: "saltSALTsaltSALTsaltSALTsaltSALTsalt"
                ).1), "3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038")
    }

    func testSHA256Vector() {
        let (status, key) = derive(kCCPRFHmacAlgSHA256, rounds: 1, length: 32)
        XCTAssertEqual(status, Int32(kCCSuccess))
        XCTAssertEqual(hex(key), "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
    }

    func testBadParametersAreRefused() {
        let (status, key) = derive(kCCPRFHmacAlgSHA256, rounds: 0, length: 8)
        XCTAssertEqual(status, Int32(kCCParamError))
        XCTAssertEqual(key, [UInt8](repeating: 0, count: 8))
        XCTAssertEqual(derive(77, rounds: 1, length: 8).0, Int32(kCCParamError))
    }
}
