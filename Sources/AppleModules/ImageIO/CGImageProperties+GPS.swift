import Foundation
import OpenUIKit

/// The GPS tag version, an array of four numbers.
public let kCGImagePropertyGPSVersion: CFString = "GPSVersion"
/// `N` or `S`: which side of the equator `Latitude` is.
public let kCGImagePropertyGPSLatitudeRef: CFString = "LatitudeRef"
/// The latitude in degrees, a positive number (`LatitudeRef` gives the hemisphere).
public let kCGImagePropertyGPSLatitude: CFString = "Latitude"
/// `E` or `W`: which side of Greenwich `Longitude` is.
public let kCGImagePropertyGPSLongitudeRef: CFString = "LongitudeRef"
/// The longitude in degrees, a positive number (`LongitudeRef` gives the side).
public let kCGImagePropertyGPSLongitude: CFString = "Longitude"
/// 0 above sea level, 1 below.
public let kCGImagePropertyGPSAltitudeRef: CFString = "AltitudeRef"
/// The altitude in metres.
public let kCGImagePropertyGPSAltitude: CFString = "Altitude"
/// The time of the fix in UTC, `HH:mm:ss` (with hundredths when the seconds have them).
public let kCGImagePropertyGPSTimeStamp: CFString = "TimeStamp"
/// The satellites used for the fix.
public let kCGImagePropertyGPSSatellites: CFString = "Satellites"
/// The receiver's status: `A` measuring, `V` interrupted.
public let kCGImagePropertyGPSStatus: CFString = "Status"
/// `2` or `3`: a two- or three-dimensional fix.
public let kCGImagePropertyGPSMeasureMode: CFString = "MeasureMode"
/// The dilution of precision.
public let kCGImagePropertyGPSDOP: CFString = "DOP"
/// The unit of `Speed`: `K`, `M` or `N`.
public let kCGImagePropertyGPSSpeedRef: CFString = "SpeedRef"
/// The receiver's speed.
public let kCGImagePropertyGPSSpeed: CFString = "Speed"
/// `T` (true) or `M` (magnetic): the reference of `Track`.
public let kCGImagePropertyGPSTrackRef: CFString = "TrackRef"
/// The direction of movement in degrees.
public let kCGImagePropertyGPSTrack: CFString = "Track"
/// `T` (true) or `M` (magnetic): the reference of `ImgDirection`.
public let kCGImagePropertyGPSImgDirectionRef: CFString = "ImgDirectionRef"
/// The direction the camera pointed, in degrees.
public let kCGImagePropertyGPSImgDirection: CFString = "ImgDirection"
/// The geodetic datum, such as `WGS-84`.
public let kCGImagePropertyGPSMapDatum: CFString = "MapDatum"
/// The date of the fix in UTC, `yyyy:MM:dd`.
public let kCGImagePropertyGPSDateStamp: CFString = "DateStamp"
/// The horizontal positioning error in metres.
public let kCGImagePropertyGPSHPositioningError: CFString = "HPositioningError"
