import Foundation

/// Core Foundation's array, as Core Graphics code names it at call sites
/// (`CGGradient(colorsSpace: nil, colors: [top, bottom] as CFArray, locations: nil)`). Linux's
/// Foundation has no `CFArray`, so the spelling stands for a Swift array: the literal converts
/// with `as` just as it bridges on Apple platforms.
public typealias CFArray = [Any]
