/// `import UIKit` brings Foundation (and Core Graphics' geometry, which Foundation carries on
/// Linux) with it; `import OpenUIKit` does the same, so UIKit code compiles unchanged. On Linux
/// URL loading (`URLSession`, `URLRequest`, `HTTPURLResponse`) lives in FoundationNetworking,
/// which Apple's Foundation includes; it comes along too.
@_exported import Foundation
/// Foundation names Linux's Foundation lacks (`RelativeDateTimeFormatter`), as iOS's has them.
@_exported import OpenUIKitFoundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
