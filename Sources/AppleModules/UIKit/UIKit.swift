/// `import UIKit` on Linux: OpenUIKit under UIKit's module name, so an app's files keep the
/// import they were written with.
@_exported import OpenUIKit
