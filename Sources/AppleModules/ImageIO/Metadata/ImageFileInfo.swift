import Foundation

/// What a source learns from an image file's bytes: its type identifier, its properties
/// (Image I/O's keys), an embedded thumbnail, and how whole the file is.
struct ImageFileInfo {
    static let jpegType = "public.jpeg"
    static let pngType = "public.png"
    static let gifType = "com.compuserve.gif"
    static let heicType = "public.heic"
    static let heifType = "public.heif"
    static let tiffType = "public.tiff"
    static let bmpType = "com.microsoft.bmp"
    static let webpType = "org.webmproject.webp"

    enum Health {
        case complete, incomplete, invalid, unknownType
    }

    var type: String?
    var properties: [String: Any] = [:]
    var thumbnail: [UInt8]?
    var health: Health = .unknownType
    var imageCount = 0

    init(_ bytes: [UInt8]) {
        let cursor = ByteCursor(bytes)
        type = Self.type(of: cursor)
        switch type {
        case Self.jpegType: readJPEG(cursor)
        case Self.pngType: readPNG(cursor)
        case Self.gifType: readGIF(cursor)
        case nil: health = .unknownType
        default:
            // Recognised by its signature, not read: HEIF and the rest have no reader here.
            health = .complete
            imageCount = 1
        }
    }

    /// The type by the file's signature.
    static func type(of cursor: ByteCursor) -> String? {
        if JPEGContainer.isJPEG(cursor) { return jpegType }
        if PNGContainer.isPNG(cursor) { return pngType }
        if cursor.matches(Array("GIF87a".utf8), at: 0) || cursor.matches(Array("GIF89a".utf8), at: 0) { return gifType }
        if cursor.matches(Array("ftyp".utf8), at: 4), let brand = cursor.slice(8, 4) {
            switch String(decoding: brand, as: UTF8.self) {
            case "heic", "heix", "hevc", "heim", "heis": return heicType
            case "mif1", "msf1": return heifType
            default: return nil
            }
        }
        if cursor.matches([0x49, 0x49, 0x2A, 0x00], at: 0) || cursor.matches([0x4D, 0x4D, 0x00, 0x2A], at: 0) {
            return tiffType
        }
        if cursor.matches(Array("BM".utf8), at: 0), cursor.count > 26 { return bmpType }
        if cursor.matches(Array("RIFF".utf8), at: 0), cursor.matches(Array("WEBP".utf8), at: 8) { return webpType }
        return nil
    }

    // MARK: JPEG

    private mutating func readJPEG(_ cursor: ByteCursor) {
        guard let jpeg = JPEGContainer(cursor), let frame = jpeg.frame, frame.width > 0, frame.height > 0 else {
            health = .invalid
            return
        }
        health = jpeg.isComplete ? .complete : .incomplete
        imageCount = 1
        properties["PixelWidth"] = PropertyValue.make(frame.width)
        properties["PixelHeight"] = PropertyValue.make(frame.height)
        properties["Depth"] = PropertyValue.make(frame.precision)
        properties["ColorModel"] = frame.components == 1 ? "Gray" : frame.components == 4 ? "CMYK" : "RGB"
        var dpi: (Double, Double) = (72, 72)
        if let jfif = jpeg.jfif {
            var dictionary: [String: Any] = [
                "JFIFVersion": [jfif.major, jfif.minor / 10, jfif.minor % 10].map { PropertyValue.make($0) },
                "XDensity": PropertyValue.make(jfif.xDensity),
                "YDensity": PropertyValue.make(jfif.yDensity),
                "DensityUnit": PropertyValue.make(jfif.unit),
            ]
            if frame.isProgressive { dictionary["IsProgressive"] = PropertyValue.make(true) }
            properties["{JFIF}"] = dictionary
            if jfif.unit == 1 { dpi = (Double(jfif.xDensity), Double(jfif.yDensity)) }
            if jfif.unit == 2 { dpi = (Double(jfif.xDensity) * 2.54, Double(jfif.yDensity) * 2.54) }
        }
        if let block = jpeg.exif, let exif = TIFFMetadataReader.read(block) {
            apply(exif, dpi: &dpi)
        }
        properties["DPIWidth"] = PropertyValue.make(dpi.0)
        properties["DPIHeight"] = PropertyValue.make(dpi.1)
        if let block = jpeg.iptc {
            let iptc = IPTCReader.read(photoshop: block)
            if !iptc.isEmpty { properties["{IPTC}"] = iptc }
        }
        if !jpeg.icc.isEmpty, let name = ICCProfile.name(jpeg.icc) { properties["ProfileName"] = name }
    }

    private mutating func apply(_ exif: ExifMetadata, dpi: inout (Double, Double)) {
        if !exif.tiff.isEmpty { properties["{TIFF}"] = exif.tiff }
        if !exif.exif.isEmpty { properties["{Exif}"] = exif.exif }
        if !exif.gps.isEmpty { properties["{GPS}"] = exif.gps }
        if let orientation = (exif.tiff["Orientation"] as? NSNumber)?.intValue, (1...8).contains(orientation) {
            properties["Orientation"] = PropertyValue.make(orientation)
        }
        if let x = (exif.tiff["XResolution"] as? NSNumber)?.doubleValue,
            let y = (exif.tiff["YResolution"] as? NSNumber)?.doubleValue, x > 0, y > 0
        {
            let unit = (exif.tiff["ResolutionUnit"] as? NSNumber)?.intValue ?? 2
            if unit == 2 { dpi = (x, y) }
            if unit == 3 { dpi = (x * 2.54, y * 2.54) }
        }
        thumbnail = exif.thumbnail
    }

    // MARK: PNG

    private mutating func readPNG(_ cursor: ByteCursor) {
        guard let png = PNGContainer(cursor) else {
            health = .invalid
            return
        }
        health = png.isComplete ? .complete : .incomplete
        imageCount = 1
        properties["PixelWidth"] = PropertyValue.make(png.width)
        properties["PixelHeight"] = PropertyValue.make(png.height)
        properties["Depth"] = PropertyValue.make(png.bitDepth)
        properties["ColorModel"] = png.colorType == 0 || png.colorType == 4 ? "Gray" : "RGB"
        properties["HasAlpha"] = PropertyValue.make(png.colorType == 4 || png.colorType == 6 || png.hasTransparency)
        if png.colorType == 3 { properties["IsIndexed"] = PropertyValue.make(true) }
        var dictionary: [String: Any] = ["InterlaceType": PropertyValue.make(png.interlace)]
        if let gamma = png.gamma { dictionary["Gamma"] = PropertyValue.make(gamma) }
        if let chromaticities = png.chromaticities {
            dictionary["Chromaticities"] = chromaticities.map { PropertyValue.make($0) }
        }
        if let intent = png.sRGBIntent { dictionary["sRGBIntent"] = PropertyValue.make(intent) }
        if let ppm = png.pixelsPerMeter {
            dictionary["XPixelsPerMeter"] = PropertyValue.make(ppm.x)
            dictionary["YPixelsPerMeter"] = PropertyValue.make(ppm.y)
        }
        for (keyword, value) in png.text {
            if let key = Self.pngTextKeys[keyword] { dictionary[key] = value }
        }
        properties["{PNG}"] = dictionary
        var dpi: (Double, Double) = (72, 72)
        var hasDPI = false
        if let ppm = png.pixelsPerMeter, ppm.x > 0, ppm.y > 0 {
            dpi = ((Double(ppm.x) * 0.0254).rounded(), (Double(ppm.y) * 0.0254).rounded())
            hasDPI = true
        }
        if let block = png.exif, let exif = TIFFMetadataReader.read(block) {
            let before = dpi
            apply(exif, dpi: &dpi)
            hasDPI = hasDPI || dpi != before
        }
        if hasDPI {
            properties["DPIWidth"] = PropertyValue.make(dpi.0)
            properties["DPIHeight"] = PropertyValue.make(dpi.1)
        }
        if let name = png.profileName { properties["ProfileName"] = name }
    }

    /// PNG text keywords and the `{PNG}` keys they read into.
    static let pngTextKeys: [String: String] = [
        "Author": "Author", "Copyright": "Copyright", "Description": "Description", "Software": "Software",
        "Title": "Title", "Comment": "Comment", "Creation Time": "CreationTime",
    ]

    // MARK: GIF

    private mutating func readGIF(_ cursor: ByteCursor) {
        guard let width = cursor.uint16(6, littleEndian: true), let height = cursor.uint16(8, littleEndian: true),
            width > 0, height > 0
        else {
            health = .invalid
            return
        }
        health = cursor.byte(cursor.count - 1) == 0x3B ? .complete : .incomplete
        imageCount = 1
        properties["PixelWidth"] = PropertyValue.make(width)
        properties["PixelHeight"] = PropertyValue.make(height)
        properties["Depth"] = PropertyValue.make(8)
        properties["ColorModel"] = "RGB"
        properties["IsIndexed"] = PropertyValue.make(true)
        properties["{GIF}"] = [String: Any]()
    }
}
