import CommonCrypto
import Foundation
import XCTest

private func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        result.append(UInt8(hex[index..<next], radix: 16) ?? 0)
        index = next
    }
    return result
}

/// AES vectors from NIST SP 800-38A (F.1.1 ECB-AES128, F.2.1 CBC-AES128).
final class CCCryptTests: XCTestCase {
    private let key = bytes("2b7e151628aed2a6abf7158809cf4f3c")
    private let iv = bytes("000102030405060708090a0b0c0d0e0f")
    private let plain = bytes("6bc1bee22e409f96e93d7e117393172a" + "ae2d8a571e03ac9c9eb76fac45af8e51")

    private func crypt(
        _ operation: Int, options: Int, iv: [UInt8]?, _ input: [UInt8], room: Int? = nil, key: [UInt8]? = nil
    ) -> (CCCryptorStatus, [UInt8], Int) {
        let key = key ?? self.key
        var output = [UInt8](repeating: 0, count: room ?? input.count + kCCBlockSizeAES128)
        var moved = 0
        let status = CCCrypt(
            CCOperation(operation), CCAlgorithm(kCCAlgorithmAES), CCOptions(options), key, key.count, iv, input,
            input.count, &output, output.count, &moved)
        return (status, Array(output.prefix(moved)), moved)
    }

    func testECBMatchesSP80038A() {
        let (status, output, _) = crypt(kCCEncrypt, options: kCCOptionECBMode, iv: nil, Array(plain.prefix(16)))
        XCTAssertEqual(status, CCCryptorStatus(kCCSuccess))
        XCTAssertEqual(output, bytes("3ad77bb40d7a3660a89ecaf32466ef97"))
    }

    func testCBCMatchesSP80038AAndDecryptsBack() {
        let (status, output, _) = crypt(kCCEncrypt, options: 0, iv: iv, plain)
        XCTAssertTrue(status == kCCSuccess)
        XCTAssertEqual(output, bytes("7649abac8119b246cee98e9b12e9197d" + "5086cb9b507219ee95db113a917678b2"))
        let (back, decrypted, _) = crypt(kCCDecrypt, options: 0, iv: iv, output)
        XCTAssertTrue(back == kCCSuccess)
        XCTAssertEqual(decrypted, plain)
    }

    func testPKCS7PaddingAddsAWholeBlockAndIsRemoved() {
        let message = Array("attack at dawn".utf8)
        let (status, sealed, moved) = crypt(
            kCCEncrypt, options: kCCOptionPKCS7Padding, iv: iv, message, key: [UInt8](repeating: 9, count: 32))
        XCTAssertTrue(status == kCCSuccess)
        XCTAssertEqual(moved, 16)
        let (back, opened, _) = crypt(
            kCCDecrypt, options: kCCOptionPKCS7Padding, iv: iv, sealed, key: [UInt8](repeating: 9, count: 32))
        XCTAssertTrue(back == kCCSuccess)
        XCTAssertEqual(opened, message)
        let (full, block, _) = crypt(kCCEncrypt, options: kCCOptionPKCS7Padding, iv: iv, Array(plain.prefix(16)))
        XCTAssertTrue(full == kCCSuccess)
        XCTAssertEqual(block.count, 32)
    }

    func testErrorsAreReportedNotCrashed() {
        XCTAssertTrue(crypt(kCCEncrypt, options: 0, iv: iv, [1, 2, 3]).0 == kCCAlignmentError)
        XCTAssertTrue(crypt(kCCEncrypt, options: 0, iv: iv, plain, key: [1, 2, 3]).0 == kCCParamError)
        let small = crypt(kCCEncrypt, options: 0, iv: iv, plain, room: 8)
        XCTAssertTrue(small.0 == kCCBufferTooSmall)
        XCTAssertEqual(small.2, 32)
        // Wrong key: the last block's padding does not check out.
        let sealed = crypt(kCCEncrypt, options: kCCOptionPKCS7Padding, iv: iv, Array("x".utf8)).1
        let wrong = crypt(
            kCCDecrypt, options: kCCOptionPKCS7Padding, iv: iv, sealed, key: [UInt8](repeating: 1, count: 16))
        XCTAssertTrue(wrong.0 == kCCDecodeError || wrong.1 != Array("x".utf8))
        var output = [UInt8](repeating: 0, count: 16)
        var moved = 0
        let des = CCCrypt(
            CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmDES), 0, key, 8, nil, plain, 16, &output, 16, &moved)
        XCTAssertTrue(des == kCCUnimplemented)
    }
}
