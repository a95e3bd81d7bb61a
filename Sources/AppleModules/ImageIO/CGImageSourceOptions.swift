import Foundation
import OpenUIKit

/// The largest side, in pixels, of a thumbnail `CGImageSourceCreateThumbnailAtIndex` makes.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Make the thumbnail from the full image even when the file embeds one.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Make the thumbnail from the full image when the file embeds none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Turn the thumbnail upright by the image's orientation.
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Whether decoded images are cached. Images here always keep their pixels once decoded.
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Decode when the image is made rather than when first drawn.
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Whether floating-point pixels are allowed; every image here has 8-bit pixels.
public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// The type identifier to try first; the file's signature decides here.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// A factor by which JPEG and HEIF images are scaled down while decoding.
public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

/// How far an image source got with its bytes, with Image I/O's raw values.
public enum CGImageSourceStatus: Int32, Sendable {
    /// The file ended before its image did.
    case statusUnexpectedEOF = -5
    /// The bytes are of a known type but cannot be read.
    case statusInvalidData = -4
    /// The bytes are of no type Image I/O knows.
    case statusUnknownType = -3
    /// The header is being read (incremental sources only).
    case statusReadingHeader = -2
    /// The image is incomplete: a truncated file.
    case statusIncomplete = -1
    /// The image is complete.
    case statusComplete = 0
}
