/// Foundation, which `import ImageIO` brings along on iOS: a file that imports only this framework
/// still sees `URL`, `Data` and `NSObject`.
@_exported import Foundation
/// Core Graphics' and Core Foundation's names (`CGImage`, `CFString`), which its API is made of.
@_exported import OpenUIKit
