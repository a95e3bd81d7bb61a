import Foundation

/// The TIFF/Exif/GPS tags read into and written from property dictionaries: one table serves
/// both directions, so what a destination writes reads back under the same key.
struct ExifTag: Sendable {
    /// Which IFD a tag lives in, and so which dictionary its key belongs to.
    enum Directory: Sendable {
        case tiff, exif, gps
    }

    /// How a value is presented in the dictionary and stored in the file.
    enum Kind: Sendable {
        case ascii
        case short
        case long
        case rational
        case srational
        /// Several SHORTs, presented as an array.
        case shorts
        /// Several RATIONALs, presented as an array.
        case rationals
        /// One BYTE.
        case byte
        /// Four BYTEs, presented as an array (the GPS version).
        case bytes
        /// Four ASCII digits in an UNDEFINED field, presented as an array of digits.
        case version
        /// UNDEFINED bytes presented as an array of numbers.
        case undefinedBytes
        /// One UNDEFINED byte presented as a number.
        case undefinedByte
        /// Eight bytes of character code, then text.
        case userComment
        /// Degrees, minutes, seconds: three RATIONALs, presented as degrees.
        case coordinate
        /// Hours, minutes, seconds: three RATIONALs, presented as `HH:mm:ss`.
        case time
    }

    let tag: UInt16
    let directory: Directory
    let key: String
    let kind: Kind

    static let all: [ExifTag] = tiff + exif + gps

    static let tiff: [ExifTag] = [
        ExifTag(tag: 0x010E, directory: .tiff, key: "ImageDescription", kind: .ascii),
        ExifTag(tag: 0x010F, directory: .tiff, key: "Make", kind: .ascii),
        ExifTag(tag: 0x0110, directory: .tiff, key: "Model", kind: .ascii),
        ExifTag(tag: 0x0112, directory: .tiff, key: "Orientation", kind: .short),
        ExifTag(tag: 0x011A, directory: .tiff, key: "XResolution", kind: .rational),
        ExifTag(tag: 0x011B, directory: .tiff, key: "YResolution", kind: .rational),
        ExifTag(tag: 0x0128, directory: .tiff, key: "ResolutionUnit", kind: .short),
        ExifTag(tag: 0x0131, directory: .tiff, key: "Software", kind: .ascii),
        ExifTag(tag: 0x0132, directory: .tiff, key: "DateTime", kind: .ascii),
        ExifTag(tag: 0x013B, directory: .tiff, key: "Artist", kind: .ascii),
        ExifTag(tag: 0x013C, directory: .tiff, key: "HostComputer", kind: .ascii),
        ExifTag(tag: 0x8298, directory: .tiff, key: "Copyright", kind: .ascii),
    ]

    static let exif: [ExifTag] = [
        ExifTag(tag: 0x829A, directory: .exif, key: "ExposureTime", kind: .rational),
        ExifTag(tag: 0x829D, directory: .exif, key: "FNumber", kind: .rational),
        ExifTag(tag: 0x8822, directory: .exif, key: "ExposureProgram", kind: .short),
        ExifTag(tag: 0x8827, directory: .exif, key: "ISOSpeedRatings", kind: .shorts),
        ExifTag(tag: 0x9000, directory: .exif, key: "ExifVersion", kind: .version),
        ExifTag(tag: 0x9003, directory: .exif, key: "DateTimeOriginal", kind: .ascii),
        ExifTag(tag: 0x9004, directory: .exif, key: "DateTimeDigitized", kind: .ascii),
        ExifTag(tag: 0x9010, directory: .exif, key: "OffsetTime", kind: .ascii),
        ExifTag(tag: 0x9011, directory: .exif, key: "OffsetTimeOriginal", kind: .ascii),
        ExifTag(tag: 0x9012, directory: .exif, key: "OffsetTimeDigitized", kind: .ascii),
        ExifTag(tag: 0x9101, directory: .exif, key: "ComponentsConfiguration", kind: .undefinedBytes),
        ExifTag(tag: 0x9201, directory: .exif, key: "ShutterSpeedValue", kind: .srational),
        ExifTag(tag: 0x9202, directory: .exif, key: "ApertureValue", kind: .rational),
        ExifTag(tag: 0x9203, directory: .exif, key: "BrightnessValue", kind: .srational),
        ExifTag(tag: 0x9204, directory: .exif, key: "ExposureBiasValue", kind: .srational),
        ExifTag(tag: 0x9205, directory: .exif, key: "MaxApertureValue", kind: .rational),
        ExifTag(tag: 0x9206, directory: .exif, key: "SubjectDistance", kind: .rational),
        ExifTag(tag: 0x9207, directory: .exif, key: "MeteringMode", kind: .short),
        ExifTag(tag: 0x9208, directory: .exif, key: "LightSource", kind: .short),
        ExifTag(tag: 0x9209, directory: .exif, key: "Flash", kind: .short),
        ExifTag(tag: 0x920A, directory: .exif, key: "FocalLength", kind: .rational),
        ExifTag(tag: 0x9286, directory: .exif, key: "UserComment", kind: .userComment),
        ExifTag(tag: 0x9291, directory: .exif, key: "SubsecTimeOriginal", kind: .ascii),
        ExifTag(tag: 0xA000, directory: .exif, key: "FlashPixVersion", kind: .version),
        ExifTag(tag: 0xA001, directory: .exif, key: "ColorSpace", kind: .short),
        ExifTag(tag: 0xA002, directory: .exif, key: "PixelXDimension", kind: .long),
        ExifTag(tag: 0xA003, directory: .exif, key: "PixelYDimension", kind: .long),
        ExifTag(tag: 0xA217, directory: .exif, key: "SensingMethod", kind: .short),
        ExifTag(tag: 0xA301, directory: .exif, key: "SceneType", kind: .undefinedByte),
        ExifTag(tag: 0xA402, directory: .exif, key: "ExposureMode", kind: .short),
        ExifTag(tag: 0xA403, directory: .exif, key: "WhiteBalance", kind: .short),
        ExifTag(tag: 0xA404, directory: .exif, key: "DigitalZoomRatio", kind: .rational),
        ExifTag(tag: 0xA405, directory: .exif, key: "FocalLenIn35mmFilm", kind: .short),
        ExifTag(tag: 0xA406, directory: .exif, key: "SceneCaptureType", kind: .short),
        ExifTag(tag: 0xA408, directory: .exif, key: "Contrast", kind: .short),
        ExifTag(tag: 0xA409, directory: .exif, key: "Saturation", kind: .short),
        ExifTag(tag: 0xA40A, directory: .exif, key: "Sharpness", kind: .short),
        ExifTag(tag: 0xA430, directory: .exif, key: "CameraOwnerName", kind: .ascii),
        ExifTag(tag: 0xA431, directory: .exif, key: "BodySerialNumber", kind: .ascii),
        ExifTag(tag: 0xA432, directory: .exif, key: "LensSpecification", kind: .rationals),
        ExifTag(tag: 0xA433, directory: .exif, key: "LensMake", kind: .ascii),
        ExifTag(tag: 0xA434, directory: .exif, key: "LensModel", kind: .ascii),
        ExifTag(tag: 0xA435, directory: .exif, key: "LensSerialNumber", kind: .ascii),
    ]

    static let gps: [ExifTag] = [
        ExifTag(tag: 0x0000, directory: .gps, key: "GPSVersion", kind: .bytes),
        ExifTag(tag: 0x0001, directory: .gps, key: "LatitudeRef", kind: .ascii),
        ExifTag(tag: 0x0002, directory: .gps, key: "Latitude", kind: .coordinate),
        ExifTag(tag: 0x0003, directory: .gps, key: "LongitudeRef", kind: .ascii),
        ExifTag(tag: 0x0004, directory: .gps, key: "Longitude", kind: .coordinate),
        ExifTag(tag: 0x0005, directory: .gps, key: "AltitudeRef", kind: .byte),
        ExifTag(tag: 0x0006, directory: .gps, key: "Altitude", kind: .rational),
        ExifTag(tag: 0x0007, directory: .gps, key: "TimeStamp", kind: .time),
        ExifTag(tag: 0x0008, directory: .gps, key: "Satellites", kind: .ascii),
        ExifTag(tag: 0x0009, directory: .gps, key: "Status", kind: .ascii),
        ExifTag(tag: 0x000A, directory: .gps, key: "MeasureMode", kind: .ascii),
        ExifTag(tag: 0x000B, directory: .gps, key: "DOP", kind: .rational),
        ExifTag(tag: 0x000C, directory: .gps, key: "SpeedRef", kind: .ascii),
        ExifTag(tag: 0x000D, directory: .gps, key: "Speed", kind: .rational),
        ExifTag(tag: 0x000E, directory: .gps, key: "TrackRef", kind: .ascii),
        ExifTag(tag: 0x000F, directory: .gps, key: "Track", kind: .rational),
        ExifTag(tag: 0x0010, directory: .gps, key: "ImgDirectionRef", kind: .ascii),
        ExifTag(tag: 0x0011, directory: .gps, key: "ImgDirection", kind: .rational),
        ExifTag(tag: 0x0012, directory: .gps, key: "MapDatum", kind: .ascii),
        ExifTag(tag: 0x001D, directory: .gps, key: "DateStamp", kind: .ascii),
        ExifTag(tag: 0x001F, directory: .gps, key: "HPositioningError", kind: .rational),
    ]

    /// IFD0's pointers to the Exif and GPS IFDs, and IFD1's to an embedded JPEG thumbnail.
    static let exifPointer: UInt16 = 0x8769
    static let gpsPointer: UInt16 = 0x8825
    static let thumbnailOffset: UInt16 = 0x0201
    static let thumbnailLength: UInt16 = 0x0202

    private static let byDirectory: [Directory: [UInt16: ExifTag]] = {
        var map: [Directory: [UInt16: ExifTag]] = [:]
        for tag in all { map[tag.directory, default: [:]][tag.tag] = tag }
        return map
    }()

    static func lookup(_ tag: UInt16, in directory: Directory) -> ExifTag? { byDirectory[directory]?[tag] }
}
