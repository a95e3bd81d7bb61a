import Foundation
import OpenUIKit

/// The JFIF version as an array of digits: `[1, 0, 2]` for 1.02.
public let kCGImagePropertyJFIFVersion: CFString = "JFIFVersion"
/// The horizontal pixel density.
public let kCGImagePropertyJFIFXDensity: CFString = "XDensity"
/// The vertical pixel density.
public let kCGImagePropertyJFIFYDensity: CFString = "YDensity"
/// The density unit: 0 aspect ratio only, 1 dots per inch, 2 dots per centimetre.
public let kCGImagePropertyJFIFDensityUnit: CFString = "DensityUnit"
/// Whether the JPEG is progressive.
public let kCGImagePropertyJFIFIsProgressive: CFString = "IsProgressive"
