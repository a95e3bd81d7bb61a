/// `import QuartzCore` on Linux: OpenUIKit's `CALayer`, `CATransform3D` and the rest come with it.
@_exported import OpenUIKit
