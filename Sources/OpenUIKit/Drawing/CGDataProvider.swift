import Foundation

/// Core Graphics' source of bytes for an image: here always the bytes themselves, held in
/// memory (a provider made from a URL reads the file once, when it is made).
public final class CGDataProvider: @unchecked Sendable {
    // @unchecked: the bytes never change after init.
    let bytes: Data

    init(bytes: Data) {
        self.bytes = bytes
    }

    /// A provider of the bytes of `data`, copied; nil never here (Core Graphics fails only
    /// when out of memory).
    public convenience init?(data: CFData) {
        self.init(bytes: data as Data)
    }

    /// A provider of the bytes of the file at `url`; nil when it cannot be read.
    public convenience init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(bytes: bytes)
    }

    /// A provider of the bytes of the file at the path `filename`; nil when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: String(cString: filename))) else { return nil }
        self.init(bytes: bytes)
    }

    /// The provider's bytes, a copy as Core Graphics returns.
    public var data: CFData? { bytes as NSData }
}
