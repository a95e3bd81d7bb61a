import Foundation
import OpenUIKit

/// The exposure time in seconds.
public let kCGImagePropertyExifExposureTime: CFString = "ExposureTime"
/// The f-number.
public let kCGImagePropertyExifFNumber: CFString = "FNumber"
/// The exposure program (0–8, Exif's codes).
public let kCGImagePropertyExifExposureProgram: CFString = "ExposureProgram"
/// The ISO speed ratings, an array of numbers.
public let kCGImagePropertyExifISOSpeedRatings: CFString = "ISOSpeedRatings"
/// The Exif version, an array of digits (`[2, 3, 2]` for 0232).
public let kCGImagePropertyExifVersion: CFString = "ExifVersion"
/// When the picture was taken, `yyyy:MM:dd HH:mm:ss`.
public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"
/// When the picture was digitized, `yyyy:MM:dd HH:mm:ss`.
public let kCGImagePropertyExifDateTimeDigitized: CFString = "DateTimeDigitized"
/// The time zone offset of `DateTime`, such as `+02:00`.
public let kCGImagePropertyExifOffsetTime: CFString = "OffsetTime"
/// The time zone offset of `DateTimeOriginal`.
public let kCGImagePropertyExifOffsetTimeOriginal: CFString = "OffsetTimeOriginal"
/// The time zone offset of `DateTimeDigitized`.
public let kCGImagePropertyExifOffsetTimeDigitized: CFString = "OffsetTimeDigitized"
/// The components' order, an array of codes.
public let kCGImagePropertyExifComponentsConfiguration: CFString = "ComponentsConfiguration"
/// The shutter speed as an APEX value.
public let kCGImagePropertyExifShutterSpeedValue: CFString = "ShutterSpeedValue"
/// The aperture as an APEX value.
public let kCGImagePropertyExifApertureValue: CFString = "ApertureValue"
/// The brightness as an APEX value.
public let kCGImagePropertyExifBrightnessValue: CFString = "BrightnessValue"
/// The exposure bias in EV.
public let kCGImagePropertyExifExposureBiasValue: CFString = "ExposureBiasValue"
/// The lens's widest aperture as an APEX value.
public let kCGImagePropertyExifMaxApertureValue: CFString = "MaxApertureValue"
/// The distance to the subject in metres.
public let kCGImagePropertyExifSubjectDistance: CFString = "SubjectDistance"
/// The metering mode (Exif's codes).
public let kCGImagePropertyExifMeteringMode: CFString = "MeteringMode"
/// The light source (Exif's codes).
public let kCGImagePropertyExifLightSource: CFString = "LightSource"
/// The flash status bits (Exif's codes).
public let kCGImagePropertyExifFlash: CFString = "Flash"
/// The lens's focal length in millimetres.
public let kCGImagePropertyExifFocalLength: CFString = "FocalLength"
/// A comment, stored with Exif's character-code prefix.
public let kCGImagePropertyExifUserComment: CFString = "UserComment"
/// Fractions of a second of `DateTimeOriginal`.
public let kCGImagePropertyExifSubsecTimeOriginal: CFString = "SubsecTimeOriginal"
/// The FlashPix version, an array of digits.
public let kCGImagePropertyExifFlashPixVersion: CFString = "FlashPixVersion"
/// The colour space: 1 sRGB, 65535 uncalibrated.
public let kCGImagePropertyExifColorSpace: CFString = "ColorSpace"
/// The width of the image in pixels, as the Exif block records it.
public let kCGImagePropertyExifPixelXDimension: CFString = "PixelXDimension"
/// The height of the image in pixels, as the Exif block records it.
public let kCGImagePropertyExifPixelYDimension: CFString = "PixelYDimension"
/// The sensor type (Exif's codes).
public let kCGImagePropertyExifSensingMethod: CFString = "SensingMethod"
/// The scene type (1: photographed directly).
public let kCGImagePropertyExifSceneType: CFString = "SceneType"
/// The exposure mode: 0 auto, 1 manual, 2 bracket.
public let kCGImagePropertyExifExposureMode: CFString = "ExposureMode"
/// The white balance: 0 auto, 1 manual.
public let kCGImagePropertyExifWhiteBalance: CFString = "WhiteBalance"
/// The digital zoom ratio.
public let kCGImagePropertyExifDigitalZoomRatio: CFString = "DigitalZoomRatio"
/// The focal length the lens would have on 35 mm film, in millimetres.
public let kCGImagePropertyExifFocalLenIn35mmFilm: CFString = "FocalLenIn35mmFilm"
/// The scene capture type (Exif's codes).
public let kCGImagePropertyExifSceneCaptureType: CFString = "SceneCaptureType"
/// The contrast processing (Exif's codes).
public let kCGImagePropertyExifContrast: CFString = "Contrast"
/// The saturation processing (Exif's codes).
public let kCGImagePropertyExifSaturation: CFString = "Saturation"
/// The sharpness processing (Exif's codes).
public let kCGImagePropertyExifSharpness: CFString = "Sharpness"
/// The camera owner's name.
public let kCGImagePropertyExifCameraOwnerName: CFString = "CameraOwnerName"
/// The camera body's serial number.
public let kCGImagePropertyExifBodySerialNumber: CFString = "BodySerialNumber"
/// The lens's focal lengths and apertures, four numbers.
public let kCGImagePropertyExifLensSpecification: CFString = "LensSpecification"
/// The lens's manufacturer.
public let kCGImagePropertyExifLensMake: CFString = "LensMake"
/// The lens's model.
public let kCGImagePropertyExifLensModel: CFString = "LensModel"
/// The lens's serial number.
public let kCGImagePropertyExifLensSerialNumber: CFString = "LensSerialNumber"
