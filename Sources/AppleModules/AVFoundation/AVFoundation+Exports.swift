/// Foundation, which `import AVFoundation` brings along on iOS: a file that imports only this framework
/// still sees `URL`, `Data` and `NSObject`.
@_exported import Foundation
