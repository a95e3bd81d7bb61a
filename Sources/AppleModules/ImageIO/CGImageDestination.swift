import Foundation
import OpenUIKit

/// Image I/O's writer of image files: JPEG and PNG, with the metadata dictionaries passed.
///
/// Pixels are encoded by OpenUIKit's installed renderer (`UIImage.jpegData`, `pngData`), so
/// headless a destination can write only what needs no encoding: a PNG image made from PNG
/// bytes, or an image added from a source of the destination's own type, whose compressed
/// bytes are copied without re-encoding. Metadata is written in Swift: for JPEG an APP1 Exif
/// segment built from the `{TIFF}`, `{Exif}` and `{GPS}` dictionaries (and `Orientation`) and an
/// APP13 segment of IPTC records from `{IPTC}` (other Photoshop resources are not kept), for
/// PNG an `eXIf` chunk and `tEXt` chunks from `{PNG}`, so a source reads them back.
public final class CGImageDestination: @unchecked Sendable {
    // @unchecked: used from one thread at a time, as Image I/O documents.
    enum Target {
        case url(URL)
        case data(NSMutableData)
    }

    struct Item {
        /// The image to encode, or the source whose bytes to copy.
        var image: CGImage?
        var source: CGImageSource?
        var properties: [String: Any]
    }

    let target: Target
    let type: String
    let capacity: Int
    var items: [Item] = []
    var fileProperties: [String: Any] = [:]
    var isFinalized = false

    init(target: Target, type: String, capacity: Int) {
        self.target = target
        self.type = type
        self.capacity = capacity
    }

    static let writableTypes = [ImageFileInfo.jpegType, ImageFileInfo.pngType]

    // MARK: Writing

    func finalize() -> Bool {
        guard !isFinalized, let item = items.first else { return false }
        isFinalized = true
        var properties = fileProperties
        merge(item.properties, into: &properties)
        guard let bytes = encode(item, properties: properties) else { return false }
        switch target {
        case .url(let url):
            do { try Data(bytes).write(to: url, options: .atomic) } catch { return false }
        case .data(let data):
            data.append(Data(bytes))
        }
        return true
    }

    private func encode(_ item: Item, properties: [String: Any]) -> [UInt8]? {
        let quality =
            PropertyValue.number(properties[kCGImageDestinationLossyCompressionQuality]).map { min(max($0, 0), 1) }
            ?? 0.8
        var base: [UInt8]?
        if let source = item.source, source.info.type == type {
            base = [UInt8](source.bytes)
        } else if var image = item.image ?? item.source?.image(at: 0) {
            if let limit = PropertyValue.pixelCount(properties[kCGImageDestinationImageMaxPixelSize]),
                let scaled = PixelTransforms.thumbnail(of: image, maxPixelSize: limit, orientation: .up)
            {
                image = scaled
            }
            let uiImage = UIImage(cgImage: image)
            let data =
                type == ImageFileInfo.jpegType
                ? uiImage.jpegData(compressionQuality: CGFloat(quality)) : uiImage.pngData()
            base = data.map { [UInt8]($0) }
        }
        guard let base else { return nil }
        let tiff = TIFFMetadataWriter.build(
            tiff: tiffDictionary(properties), exif: PropertyValue.dictionary(properties["{Exif}"]) ?? [:],
            gps: PropertyValue.dictionary(properties["{GPS}"]) ?? [:])
        if type == ImageFileInfo.jpegType {
            let iptc = PropertyValue.dictionary(properties["{IPTC}"]).flatMap(IPTCReader.photoshopBlock)
            return JPEGContainer.replacingExif(in: base, with: tiff, iptc: iptc)
        }
        let png = PropertyValue.dictionary(properties["{PNG}"]) ?? [:]
        let text: [(String, String)] = ImageFileInfo.pngTextKeys.sorted { $0.key < $1.key }.compactMap { keyword, key in
            PropertyValue.string(png[key]).map { (keyword, $0) }
        }
        return PNGContainer.replacingMetadata(in: base, tiff: tiff, text: text)
    }

    /// `{TIFF}` with the top-level orientation, which is where Exif keeps it.
    private func tiffDictionary(_ properties: [String: Any]) -> [String: Any] {
        var tiff = PropertyValue.dictionary(properties["{TIFF}"]) ?? [:]
        if let orientation = properties["Orientation"] {
            if orientation is NSNull { tiff["Orientation"] = nil } else { tiff["Orientation"] = orientation }
        }
        return tiff
    }

    /// `overlay` laid over `base`: nested dictionaries merged key by key; `kCFNull` (any
    /// `NSNull`) removes a key, as Image I/O documents.
    func merge(_ overlay: [String: Any], into base: inout [String: Any]) {
        for (key, value) in overlay {
            if value is NSNull {
                base[key] = nil
            } else if let nested = PropertyValue.dictionary(value), !(value is [Any]) {
                var existing = PropertyValue.dictionary(base[key]) ?? [:]
                merge(nested, into: &existing)
                base[key] = existing
            } else {
                base[key] = value
            }
        }
    }
}

/// A destination writing one image of `type` (`public.jpeg` or `public.png`) to the file at
/// `url` when finalized; nil for other types or a count below 1.
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard count >= 1, CGImageDestination.writableTypes.contains(type) else { return nil }
    return CGImageDestination(target: .url(url), type: type, capacity: count)
}

/// A destination appending the encoded image to `data` when finalized; nil for types other
/// than `public.jpeg` and `public.png` or a count below 1.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard count >= 1, CGImageDestination.writableTypes.contains(type) else { return nil }
    return CGImageDestination(target: .data(data), type: type, capacity: count)
}

/// Adds `image` with `properties` (metadata dictionaries, compression quality). Refused once
/// `count` images were added or after finalizing, as Image I/O refuses it. JPEG and PNG hold
/// one image, so only the first is written.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    guard !idst.isFinalized, idst.items.count < idst.capacity else { return }
    idst.items.append(.init(image: image, source: nil, properties: PropertyValue.dictionary(properties) ?? [:]))
}

/// Adds the image at `index` of `isrc` with its metadata, overlaid with `properties` (a
/// `kCFNull` value removes a key). A source of the destination's type is copied without
/// re-encoding, its metadata replaced; others are decoded and encoded.
public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
    guard !idst.isFinalized, idst.items.count < idst.capacity, index >= 0, index < isrc.info.imageCount else { return }
    var merged = isrc.info.properties
    idst.merge(PropertyValue.dictionary(properties) ?? [:], into: &merged)
    idst.items.append(.init(image: nil, source: isrc, properties: merged))
}

/// Properties for the whole file, under each image's own.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    guard !idst.isFinalized else { return }
    idst.fileProperties = PropertyValue.dictionary(properties) ?? [:]
}

/// Writes the file; false when no image was added, it was finalized already, the image could
/// not be encoded (headless, with no renderer) or the file could not be written.
@discardableResult
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}

/// The type identifiers a destination can write.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    CGImageDestination.writableTypes
}
