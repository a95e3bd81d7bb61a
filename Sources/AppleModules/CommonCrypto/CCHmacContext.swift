import Crypto

/// A running HMAC: `CCHmacInit` with the algorithm and key, `CCHmacUpdate` with the message in
/// pieces, `CCHmacFinal` for the code.
public struct CCHmacContext {
    enum State {
        case md5(HMAC<Insecure.MD5>)
        case sha1(HMAC<Insecure.SHA1>)
        case sha256(HMAC<SHA256>)
        case sha384(HMAC<SHA384>)
        case sha512(HMAC<SHA512>)

        init?(_ algorithm: CCHmacAlgorithm, key: UnsafeRawBufferPointer) {
            let key = SymmetricKey(data: key)
            switch Int(algorithm) {
            case kCCHmacAlgMD5: self = .md5(HMAC(key: key))
            case kCCHmacAlgSHA1: self = .sha1(HMAC(key: key))
            case kCCHmacAlgSHA256: self = .sha256(HMAC(key: key))
            case kCCHmacAlgSHA384: self = .sha384(HMAC(key: key))
            case kCCHmacAlgSHA512: self = .sha512(HMAC(key: key))
            default: return nil
            }
        }

        mutating func update(_ data: UnsafeRawBufferPointer) {
            switch self {
            case .md5(var hmac):
                hmac.update(data: data)
                self = .md5(hmac)
            case .sha1(var hmac):
                hmac.update(data: data)
                self = .sha1(hmac)
            case .sha256(var hmac):
                hmac.update(data: data)
                self = .sha256(hmac)
            case .sha384(var hmac):
                hmac.update(data: data)
                self = .sha384(hmac)
            case .sha512(var hmac):
                hmac.update(data: data)
                self = .sha512(hmac)
            }
        }

        func finalize(to out: UnsafeMutableRawPointer?) {
            switch self {
            case .md5(let hmac): copy(hmac.finalize(), to: out)
            case .sha1(let hmac): copy(hmac.finalize(), to: out)
            case .sha256(let hmac): copy(hmac.finalize(), to: out)
            case .sha384(let hmac): copy(hmac.finalize(), to: out)
            case .sha512(let hmac): copy(hmac.finalize(), to: out)
            }
        }
    }

    var state: State?

    /// A context to pass to `CCHmacInit`.
    public init() {}
}

/// Starts `ctx` on `algorithm` with the `keyLength` bytes at `key`. An algorithm this module
/// does not compute (SHA-224) leaves the context unstarted: its `CCHmacFinal` writes nothing.
public func CCHmacInit(
    _ ctx: UnsafeMutablePointer<CCHmacContext>!, _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!,
    _ keyLength: Int
) {
    ctx?.pointee.state = CCHmacContext.State(algorithm, key: bytes(key, count: keyLength))
}

/// Adds the `dataLength` bytes at `data` to the message `ctx` authenticates.
public func CCHmacUpdate(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ data: UnsafeRawPointer!, _ dataLength: Int) {
    ctx?.pointee.state?.update(bytes(data, count: dataLength))
}

/// Writes the code for everything `ctx` was given to `macOut`, the algorithm's digest length.
public func CCHmacFinal(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ macOut: UnsafeMutableRawPointer!) {
    ctx?.pointee.state?.finalize(to: macOut)
}
