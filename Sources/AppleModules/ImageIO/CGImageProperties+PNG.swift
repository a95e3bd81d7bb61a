import Foundation
import OpenUIKit

/// The gamma the image was encoded with (`gAMA`), such as 0.45455.
public let kCGImagePropertyPNGGamma: CFString = "Gamma"
/// The white point and primaries (`cHRM`): eight numbers, white x, y then red, green, blue x, y.
public let kCGImagePropertyPNGChromaticities: CFString = "Chromaticities"
/// The rendering intent of an sRGB image (`sRGB`).
public let kCGImagePropertyPNGsRGBIntent: CFString = "sRGBIntent"
/// 0 not interlaced, 1 Adam7.
public let kCGImagePropertyPNGInterlaceType: CFString = "InterlaceType"
/// Pixels per metre across (`pHYs`).
public let kCGImagePropertyPNGXPixelsPerMeter: CFString = "XPixelsPerMeter"
/// Pixels per metre down (`pHYs`).
public let kCGImagePropertyPNGYPixelsPerMeter: CFString = "YPixelsPerMeter"
/// The `Author` text chunk.
public let kCGImagePropertyPNGAuthor: CFString = "Author"
/// The `Copyright` text chunk.
public let kCGImagePropertyPNGCopyright: CFString = "Copyright"
/// The `Description` text chunk.
public let kCGImagePropertyPNGDescription: CFString = "Description"
/// The `Software` text chunk.
public let kCGImagePropertyPNGSoftware: CFString = "Software"
/// The `Title` text chunk.
public let kCGImagePropertyPNGTitle: CFString = "Title"
/// The `Comment` text chunk.
public let kCGImagePropertyPNGComment: CFString = "Comment"
/// The `Creation Time` text chunk.
public let kCGImagePropertyPNGCreationTime: CFString = "CreationTime"
