import Foundation
import ImageIO
import UIKit
import UniformTypeIdentifiers

/// A photo's info screen: reads the camera, exposure and location from the file with Image I/O,
/// shows a thumbnail, and saves a copy with the artist changed and the location stripped, as
/// metadata apps write it.
class PhotoInfoViewController: UIViewController {
    var photoURL: URL?
    private let thumbnailView = UIImageView()
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.numberOfLines = 0
        view.addSubview(thumbnailView)
        view.addSubview(summaryLabel)
        if let url = photoURL { show(url) }
    }

    func show(_ url: URL) {
        guard let source = CGImageSourceCreateWithURL(url as CFURL, nil) else { return }
        let type = (CGImageSourceGetType(source) as String?).flatMap { UTType($0) }
        guard CGImageSourceGetStatus(source) == .statusComplete, CGImageSourceGetCount(source) > 0,
            let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any]
        else { return }
        var lines: [String] = []
        if let width = properties[kCGImagePropertyPixelWidth as String] as? Int,
            let height = properties[kCGImagePropertyPixelHeight as String] as? Int
        {
            lines.append("\(width) × \(height) \(type?.localizedDescription ?? "")")
        }
        if let tiff = properties[kCGImagePropertyTIFFDictionary as String] as? [String: Any] {
            let make = tiff[kCGImagePropertyTIFFMake as String] as? String ?? ""
            let model = tiff[kCGImagePropertyTIFFModel as String] as? String ?? ""
            lines.append("\(make) \(model)")
        }
        if let exif = properties[kCGImagePropertyExifDictionary as String] as? [CFString: Any] {
            if let exposure = exif[kCGImagePropertyExifExposureTime] as? Double, exposure > 0 {
                lines.append("1/\(Int((1 / exposure).rounded())) s")
            }
            if let fNumber = exif[kCGImagePropertyExifFNumber] as? Double { lines.append("ƒ\(fNumber)") }
            if let iso = (exif[kCGImagePropertyExifISOSpeedRatings] as? [Int])?.first { lines.append("ISO \(iso)") }
        }
        if let gps = properties[kCGImagePropertyGPSDictionary as String] as? [String: Any],
            var latitude = gps[kCGImagePropertyGPSLatitude as String] as? Double,
            var longitude = gps[kCGImagePropertyGPSLongitude as String] as? Double
        {
            if gps[kCGImagePropertyGPSLatitudeRef as String] as? String == "S" { latitude = -latitude }
            if gps[kCGImagePropertyGPSLongitudeRef as String] as? String == "W" { longitude = -longitude }
            lines.append(String(format: "%.5f, %.5f", latitude, longitude))
        }
        let orientation = (properties[kCGImagePropertyOrientation as String] as? UInt32)
            .flatMap(CGImagePropertyOrientation.init(rawValue:)) ?? .up
        lines.append("orientation \(orientation.rawValue)")
        summaryLabel.text = lines.joined(separator: "\n")

        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: 240,
        ]
        if let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) {
            thumbnailView.image = UIImage(cgImage: thumbnail)
        }
    }

    /// Saves a copy with a new artist and no location.
    func saveCopy(of url: URL, to destinationURL: URL) -> Bool {
        guard let source = CGImageSourceCreateWithURL(url as CFURL, nil),
            let type = CGImageSourceGetType(source),
            let destination = CGImageDestinationCreateWithURL(destinationURL as CFURL, type, 1, nil)
        else { return false }
        let changes: [String: Any] = [
            kCGImagePropertyTIFFDictionary as String: [kCGImagePropertyTIFFArtist as String: "Me"],
            kCGImagePropertyGPSDictionary as String: kCFNull,
        ]
        CGImageDestinationAddImageFromSource(destination, source, 0, changes as CFDictionary)
        return CGImageDestinationFinalize(destination)
    }

    /// Encodes an edited image as JPEG data with its capture date.
    func jpegData(for image: UIImage, taken date: String) -> Data? {
        guard let cgImage = image.cgImage else { return nil }
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, UTType.jpeg.identifier as CFString, 1, nil)
        else { return nil }
        let properties = [
            kCGImageDestinationLossyCompressionQuality: 0.85,
            kCGImagePropertyExifDictionary: [kCGImagePropertyExifDateTimeOriginal: date],
            kCGImagePropertyOrientation: CGImagePropertyOrientation.up.rawValue,
        ] as [CFString: Any]
        CGImageDestinationAddImage(destination, cgImage, properties as CFDictionary)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return data as Data
    }
}

extension UIImage {
    /// Pixels an app draws itself, as a bitmap with the alpha last, through a data provider.
    convenience init?(rgbaPixels pixels: [UInt8], width: Int, height: Int) {
        let alphaInfo = CGImageAlphaInfo.premultipliedLast
        guard pixels.count == width * height * 4,
            let provider = CGDataProvider(data: Data(pixels) as CFData),
            let cgImage = CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: alphaInfo.rawValue),
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return nil }
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    var bitmapBytes: Data? {
        guard let cgImage = cgImage, cgImage.bitmapInfo.contains(.byteOrder32Little),
            cgImage.alphaInfo == .premultipliedFirst
        else { return nil }
        return cgImage.dataProvider?.data as Data?
    }
}

/// Core Foundation names apps reach through Foundation and UIKit.
enum BundleInfo {
    static var identifier: String? { Bundle.main.infoDictionary?[kCFBundleIdentifierKey as String] as? String }
    static var build: String? { Bundle.main.infoDictionary?[kCFBundleVersionKey as String] as? String }
    static var executable: String? { Bundle.main.object(forInfoDictionaryKey: kCFBundleExecutableKey as String) as? String }
    static func isNull(_ value: Any) -> Bool { (value as AnyObject) === kCFNull || value is NSNull }
    static let flags: CFOptionFlags = 0
    static let count: CFIndex = 1
}
