import Foundation
import OpenUIKit

// The keys of the dictionaries `CGImageSourceCopyPropertiesAtIndex` returns and
// `CGImageDestinationAddImage` takes, with Apple's string values, so dictionaries built by
// hand (`["{Exif}": …]`) and keys spelled as constants mean the same thing.

// MARK: Format dictionaries

/// The key of the TIFF dictionary (IFD0 of a JPEG's Exif block): camera, software, dates, resolution.
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
/// The key of the Exif dictionary: exposure, lens and capture details.
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
/// The key of the auxiliary Exif dictionary; nothing here fills it.
public let kCGImagePropertyExifAuxDictionary: CFString = "{ExifAux}"
/// The key of the GPS dictionary: where and when the picture was taken.
public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"
/// The key of the IPTC dictionary: byline, copyright, keywords, caption (JPEG APP13).
public let kCGImagePropertyIPTCDictionary: CFString = "{IPTC}"
/// The key of the JFIF dictionary (a JPEG's APP0 segment): version and density.
public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
/// The key of the PNG dictionary: gamma, chromaticities, text chunks.
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
/// The key of the GIF dictionary.
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// The key of Apple's maker-note dictionary. Its contents are Apple's private format, which
/// is not decoded here, so a read dictionary never has it.
public let kCGImagePropertyMakerAppleDictionary: CFString = "{MakerApple}"

// MARK: Top-level properties

/// The size of the image file in bytes (container properties only).
public let kCGImagePropertyFileSize: CFString = "FileSize"
/// The width of the image in pixels, as the codec header gives it.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The height of the image in pixels, as the codec header gives it.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// The horizontal resolution in dots per inch.
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// The vertical resolution in dots per inch.
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// The number of bits in each colour component.
public let kCGImagePropertyDepth: CFString = "Depth"
/// The Exif orientation (1–8) of the image; see `CGImagePropertyOrientation`.
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Whether the image has an alpha channel.
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// Whether the components are floating-point numbers.
public let kCGImagePropertyIsFloat: CFString = "IsFloat"
/// Whether the pixels are indices into a palette.
public let kCGImagePropertyIsIndexed: CFString = "IsIndexed"
/// The colour model: one of the `kCGImagePropertyColorModel…` values.
public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// The name of the embedded ICC colour profile (its description tag).
public let kCGImagePropertyProfileName: CFString = "ProfileName"

/// The RGB colour model.
public let kCGImagePropertyColorModelRGB: CFString = "RGB"
/// The grayscale colour model.
public let kCGImagePropertyColorModelGray: CFString = "Gray"
/// The CMYK colour model.
public let kCGImagePropertyColorModelCMYK: CFString = "CMYK"
/// The CIE Lab colour model.
public let kCGImagePropertyColorModelLab: CFString = "Lab"
