import Foundation
import OpenUIKit

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a filter's intensity (sepia tone, monochrome).
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius (blurs).
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's saturation (colour controls).
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a filter's brightness (colour controls).
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a filter's contrast (colour controls).
public let kCIInputContrastKey = "inputContrast"
/// The key of a filter's colour (monochrome, constant colour).
public let kCIInputColorKey = "inputColor"
/// The key of a filter's background image (compositing).
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The key of a filter's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's angle.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's centre.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's amount (sharpening, unsharp mask).
public let kCIInputAmountKey = "inputAmount"

/// The category of filters that adjust colour.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// The category of filters that apply colour effects.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// The category of blur filters.
public let kCICategoryBlur = "CICategoryBlur"
/// The category of filters that work on still images.
public let kCICategoryStillImage = "CICategoryStillImage"
/// The category of filters that work on video.
public let kCICategoryVideo = "CICategoryVideo"
/// The category of filters Apple ships.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"

/// The attribute key of a filter's name.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attribute key of a filter's display name.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The attribute key of a filter's categories.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// The attribute key of a parameter's default value.
public let kCIAttributeDefault = "CIAttributeDefault"
/// The attribute key of a parameter's smallest value.
public let kCIAttributeSliderMin = "CIAttributeSliderMin"
/// The attribute key of a parameter's largest value.
public let kCIAttributeSliderMax = "CIAttributeSliderMax"
