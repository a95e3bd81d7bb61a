/// `import UIKit` brings Foundation (and Core Graphics' geometry, which Foundation carries on
/// Linux) with it; `import OpenUIKit` does the same, so UIKit code compiles unchanged.
@_exported import Foundation
