/// Computes the HMAC of the `dataLength` bytes at `data` under the `keyLength` bytes at `key`
/// with `algorithm`'s hash, into `macOut` (that hash's digest length), with swift-crypto's
/// `HMAC`. An algorithm this module does not compute (SHA-224) leaves `macOut` untouched.
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!,
    _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
    guard var state = CCHmacContext.State(algorithm, key: bytes(key, count: keyLength)) else { return }
    state.update(bytes(data, count: dataLength))
    state.finalize(to: macOut)
}
