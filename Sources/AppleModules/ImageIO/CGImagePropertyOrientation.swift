import Foundation
import OpenUIKit

/// How an image's stored pixels must be turned to display upright, with Exif's codes (the
/// values `kCGImagePropertyOrientation` holds).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// The pixels display as they are stored.
    case up = 1
    /// Flipped horizontally.
    case upMirrored = 2
    /// Turned 180°.
    case down = 3
    /// Flipped vertically.
    case downMirrored = 4
    /// Flipped horizontally, then turned 90° counterclockwise.
    case leftMirrored = 5
    /// Turned 90° clockwise to display upright (a phone held upright).
    case right = 6
    /// Flipped horizontally, then turned 90° clockwise.
    case rightMirrored = 7
    /// Turned 90° counterclockwise to display upright.
    case left = 8
}

extension CGImagePropertyOrientation {
    /// UIKit's image orientation for this Exif orientation. Internal: Apple's SDK declares no
    /// conversion, and apps commonly write their own `init(_:)`, which a public one would clash with.
    var uiImageOrientation: UIImage.Orientation {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .upMirrored: .upMirrored
        case .downMirrored: .downMirrored
        case .leftMirrored: .leftMirrored
        case .rightMirrored: .rightMirrored
        }
    }
}
