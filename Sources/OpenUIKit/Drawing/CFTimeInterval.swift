import Foundation

/// Core Foundation's interval in seconds, as Core Animation's API names it
/// (`CACurrentMediaTime()`, `CADisplayLink.timestamp`). Linux's Foundation does not carry Core
/// Foundation's names along, so `import UIKit` provides the spelling, a `Double` as on Apple
/// platforms.
public typealias CFTimeInterval = Double
