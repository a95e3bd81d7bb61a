/// CryptoKit's API is swift-crypto's `Crypto`, the same types and spellings (`SHA256`,
/// `Insecure.MD5`, `HMAC`, `SymmetricKey`, `AES.GCM`, `ChaChaPoly`, `P256`, `Curve25519`) over
/// BoringSSL: importing CryptoKit brings them all, and Foundation's `Data` with them.
@_exported import Crypto
@_exported import Foundation
