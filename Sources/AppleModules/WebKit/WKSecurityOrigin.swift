import Foundation

/// The scheme, host and port of a frame's document.
@preconcurrency @MainActor
open class WKSecurityOrigin: NSObject {
    /// The origin's scheme (`https`), empty for an opaque origin.
    open private(set) var `protocol`: String
    /// The origin's host, empty when it has none.
    open private(set) var host: String
    /// The origin's port, 0 when it is the scheme's default.
    open private(set) var port: Int

    init(url: URL?) {
        `protocol` = url?.scheme ?? ""
        host = url?.host ?? ""
        port = url?.port ?? 0
        super.init()
    }
}
