import Foundation
import OpenUIKit

/// Image I/O's reader of image files: the type, the properties (codec header, JFIF, Exif,
/// GPS, IPTC, PNG chunks) and the images of a file's bytes.
///
/// The metadata is read here, in Swift, from the bytes (every offset checked: a damaged file
/// gives fewer properties, never a crash). Images are `CGImage`s over the encoded bytes,
/// decoded by the installed renderer when their pixels are needed, as `UIImage(data:)` is;
/// JPEG, PNG and GIF decode. HEIC files are recognised (`public.heic`) but have no decoder
/// here: their properties are empty and no image is made, as on a Simulator without the codec.
public final class CGImageSource: @unchecked Sendable {
    // @unchecked: every stored property is immutable after init.
    let bytes: Data
    let info: ImageFileInfo

    init(bytes: Data) {
        self.bytes = bytes
        info = ImageFileInfo([UInt8](bytes))
    }

    /// The source's image at `index` as Core Graphics' image, pixels not yet decoded.
    func image(at index: Int) -> CGImage? {
        guard index >= 0, index < info.imageCount,
            info.type == ImageFileInfo.jpegType || info.type == ImageFileInfo.pngType
                || info.type == ImageFileInfo.gifType
        else { return nil }
        return UIImage(data: bytes)?.cgImage
    }

    var orientation: CGImagePropertyOrientation {
        (info.properties["Orientation"] as? NSNumber).flatMap { CGImagePropertyOrientation(rawValue: $0.uint32Value) }
            ?? .up
    }
}

/// A source over `data`; nil for empty data. A source is made for bytes of any kind:
/// `CGImageSourceGetStatus` and `CGImageSourceGetType` say what they are.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    let bytes = data as Data
    guard !bytes.isEmpty else { return nil }
    return CGImageSource(bytes: bytes)
}

/// A source over the file at `url`, read at once; nil when it cannot be read or is empty.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let bytes = try? Data(contentsOf: url), !bytes.isEmpty else { return nil }
    return CGImageSource(bytes: bytes)
}

/// The uniform type identifier of the source's file (`public.jpeg`, `public.png`, …), from its
/// signature; nil for bytes of no known type.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.info.type
}

/// The number of images in the source: 1 for a readable file, 0 otherwise. An animated GIF
/// counts as one image here (its first frame), as `UIImage(data:)` shows it.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.info.imageCount
}

/// The index of the primary image: always 0.
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int { 0 }

/// How complete the source's bytes are: complete, incomplete (truncated), invalid (a known
/// type that cannot be read) or of an unknown type.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    switch isrc.info.health {
    case .complete: .statusComplete
    case .incomplete: .statusIncomplete
    case .invalid: .statusInvalidData
    case .unknownType: .statusUnknownType
    }
}

/// The status of the image at `index`: the source's status, or invalid for an index out of range.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    guard index >= 0, index < max(isrc.info.imageCount, 1) else { return .statusInvalidData }
    return CGImageSourceGetStatus(isrc)
}

/// The properties of the file as a whole: its size, and the format dictionary.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard isrc.info.type != nil else { return nil }
    var properties: [String: Any] = ["FileSize": PropertyValue.make(isrc.bytes.count)]
    for key in ["{JFIF}", "{PNG}", "{GIF}"] where isrc.info.properties[key] != nil {
        properties[key] = isrc.info.properties[key]
    }
    return properties
}

/// The properties of the image at `index`: pixel size, depth, colour model, alpha, DPI,
/// orientation, profile name and the `{TIFF}`, `{Exif}`, `{GPS}`, `{IPTC}`, `{JFIF}` and
/// `{PNG}` dictionaries the file holds. Numbers are `NSNumber`s, so they cast to `Int`,
/// `Double` or `UInt32`; nil for an index out of range or a file that cannot be read.
public func CGImageSourceCopyPropertiesAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CFDictionary? {
    guard index >= 0, index < isrc.info.imageCount, !isrc.info.properties.isEmpty else { return nil }
    return isrc.info.properties
}

/// The image at `index`, its pixels decoded when first needed; nil out of range and for
/// types with no decoder here (HEIC, TIFF, BMP, WebP).
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    isrc.image(at: index)
}

/// A thumbnail of the image at `index`: the one the file embeds (a JPEG's Exif IFD1) unless
/// `kCGImageSourceCreateThumbnailFromImageAlways` is set, else one made from the image when
/// `…FromImageIfAbsent` or `…FromImageAlways` is set; no larger than
/// `kCGImageSourceThumbnailMaxPixelSize` on its longer side, and turned upright with
/// `kCGImageSourceCreateThumbnailWithTransform`. Making one needs the pixels, so headless (no
/// decoder installed) only an embedded thumbnail can be returned, and that undecoded.
public func CGImageSourceCreateThumbnailAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
    guard index >= 0, index < isrc.info.imageCount else { return nil }
    let options = PropertyValue.dictionary(options) ?? [:]
    func flag(_ key: String) -> Bool {
        (options[key] as? Bool) ?? (PropertyValue.number(options[key]).map { $0 != 0 } ?? false)
    }
    let maxSize = PropertyValue.pixelCount(options[kCGImageSourceThumbnailMaxPixelSize])
    let always = flag(kCGImageSourceCreateThumbnailFromImageAlways)
    let ifAbsent = flag(kCGImageSourceCreateThumbnailFromImageIfAbsent)
    let transform = flag(kCGImageSourceCreateThumbnailWithTransform)
    var image: CGImage?
    if !always, let embedded = isrc.info.thumbnail {
        image = UIImage(data: Data(embedded))?.cgImage
    }
    if image == nil, always || ifAbsent {
        image = isrc.image(at: index)
    }
    guard let image else { return nil }
    return PixelTransforms.thumbnail(
        of: image, maxPixelSize: maxSize, orientation: transform ? isrc.orientation : .up)
}

/// The type identifiers a source can read: what `CGImageSourceGetType` may answer and a
/// `CGImage` can be made from.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    [ImageFileInfo.jpegType, ImageFileInfo.pngType, ImageFileInfo.gifType]
}
