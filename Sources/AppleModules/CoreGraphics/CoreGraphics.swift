/// `import CoreGraphics` on Linux: Foundation carries the geometry (`CGFloat`, `CGRect`…) and
/// OpenUIKit the drawing (`CGContext`, `CGPath`, `CGImage`…).
@_exported import OpenUIKit
