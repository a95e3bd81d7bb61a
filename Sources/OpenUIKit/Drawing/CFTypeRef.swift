import Foundation

/// Core Foundation's "any CF object", which `CATextLayer.font` is typed as. Linux has no Core
/// Foundation types in Swift, so it is any class instance: a `UIFont`, or a font name as `NSString`.
public typealias CFTypeRef = AnyObject
