import Foundation
import OpenUIKit

/// The image's title or description (TIFF tag 270).
public let kCGImagePropertyTIFFImageDescription: CFString = "ImageDescription"
/// The camera's manufacturer (TIFF tag 271).
public let kCGImagePropertyTIFFMake: CFString = "Make"
/// The camera's model (TIFF tag 272).
public let kCGImagePropertyTIFFModel: CFString = "Model"
/// The Exif orientation of the image (TIFF tag 274).
public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"
/// Pixels per resolution unit across (TIFF tag 282).
public let kCGImagePropertyTIFFXResolution: CFString = "XResolution"
/// Pixels per resolution unit down (TIFF tag 283).
public let kCGImagePropertyTIFFYResolution: CFString = "YResolution"
/// The unit of the resolutions: 2 inches, 3 centimetres (TIFF tag 296).
public let kCGImagePropertyTIFFResolutionUnit: CFString = "ResolutionUnit"
/// The software that made the image (TIFF tag 305).
public let kCGImagePropertyTIFFSoftware: CFString = "Software"
/// When the image was last changed, `yyyy:MM:dd HH:mm:ss` (TIFF tag 306).
public let kCGImagePropertyTIFFDateTime: CFString = "DateTime"
/// Who made the image (TIFF tag 315).
public let kCGImagePropertyTIFFArtist: CFString = "Artist"
/// The computer the image was made on (TIFF tag 316).
public let kCGImagePropertyTIFFHostComputer: CFString = "HostComputer"
/// The copyright notice (TIFF tag 33432).
public let kCGImagePropertyTIFFCopyright: CFString = "Copyright"
