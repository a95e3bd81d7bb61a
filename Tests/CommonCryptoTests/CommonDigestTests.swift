import CommonCrypto
import Foundation
import XCTest

private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

final class CommonDigestTests: XCTestCase {
    private let abc = Array("abc".utf8)

    func testOneShotDigestsOfABCAreTheFIPSVectors() {
        var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        var sha384 = [UInt8](repeating: 0, count: Int(CC_SHA384_DIGEST_LENGTH))
        var sha512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        CC_MD5(abc, CC_LONG(abc.count), &md5)
        CC_SHA1(abc, CC_LONG(abc.count), &sha1)
        CC_SHA256(abc, CC_LONG(abc.count), &sha256)
        CC_SHA384(abc, CC_LONG(abc.count), &sha384)
        CC_SHA512(abc, CC_LONG(abc.count), &sha512)
        XCTAssertEqual(hex(md5), "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(hex(sha1), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(hex(sha256), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            hex(sha384),
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        XCTAssertEqual(
            hex(sha512),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
    }

    func testTheReturnedPointerIsTheOutputBuffer() {
        var digest = [UInt8](repeating: 0, count: 16)
        digest.withUnsafeMutableBufferPointer { buffer in
            XCTAssertEqual(CC_MD5(abc, 3, buffer.baseAddress), buffer.baseAddress)
        }
    }

    func testMarvelStyleMD5OfAStringThroughData() {
        // The way MarvelApp builds its API hash: Data(count:) filled through bound pointers.
        let message = "1abcd1234"
        let messageData = Data(message.utf8)
        var digestData = Data(count: Int(CC_MD5_DIGEST_LENGTH))
        digestData.withUnsafeMutableBytes { digestBytes in
            messageData.withUnsafeBytes { messageBytes in
                _ = CC_MD5(
                    messageBytes.baseAddress, CC_LONG(messageData.count),
                    digestBytes.bindMemory(to: UInt8.self).baseAddress)
            }
        }
        XCTAssertEqual(digestData.map { String(format: "%02hhx", $0) }.joined(), "ffd275c5130566a2916217b101f26150")
    }

    func testEmptyInputHashesToTheEmptyDigest() {
        var digest = [UInt8](repeating: 0, count: 32)
        CC_SHA256(nil, 0, &digest)
        XCTAssertEqual(hex(digest), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testIncrementalContextsMatchTheOneShotDigest() {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        var context = CC_SHA256_CTX()
        XCTAssertEqual(CC_SHA256_Init(&context), 1)
        for chunk in stride(from: 0, to: message.count, by: 7) {
            let piece = Array(message[chunk..<min(chunk + 7, message.count)])
            XCTAssertEqual(CC_SHA256_Update(&context, piece, CC_LONG(piece.count)), 1)
        }
        var digest = [UInt8](repeating: 0, count: 32)
        XCTAssertEqual(CC_SHA256_Final(&digest, &context), 1)
        XCTAssertEqual(hex(digest), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")

        var md5 = CC_MD5_CTX()
        CC_MD5_Init(&md5)
        CC_MD5_Update(&md5, abc, 1)
        CC_MD5_Update(&md5, Array(abc.dropFirst()), 2)
        var md5Digest = [UInt8](repeating: 0, count: 16)
        CC_MD5_Final(&md5Digest, &md5)
        XCTAssertEqual(hex(md5Digest), "900150983cd24fb0d6963f7d28e17f72")

        var sha384 = CC_SHA512_CTX()
        CC_SHA384_Init(&sha384)
        CC_SHA384_Update(&sha384, abc, 3)
        var sha384Digest = [UInt8](repeating: 0, count: 48)
        CC_SHA384_Final(&sha384Digest, &sha384)
        XCTAssertTrue(hex(sha384Digest).hasPrefix("cb00753f45a35e8bb5a03d699ac65007"))
    }
}
