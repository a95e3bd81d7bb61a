import CoreImage
import ImageIO
import UIKit

/// A photo filter picker: a strip of filter names, the chosen filter applied to the photo with
/// Core Image, an intensity slider for sepia, as photo apps write it.
class PhotoFilterViewController: UIViewController {
    let filterNames = ["CIPhotoEffectMono", "CISepiaTone", "CIPhotoEffectNoir", "CIGaussianBlur", "CIColorInvert"]
    var photo: UIImage?
    private let imageView = UIImageView()
    private let slider = UISlider()
    private let context = CIContext(options: [.useSoftwareRenderer: false])
    private var currentFilter: CIFilter?

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.contentMode = .scaleAspectFit
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.value = 1
        slider.addAction(UIAction { [weak self] action in
            if let slider = action.sender as? UISlider { self?.intensityChanged(slider) }
        }, for: .valueChanged)
        view.addSubview(imageView)
        view.addSubview(slider)
        imageView.image = photo
    }

    func apply(filterNamed name: String) {
        guard let photo = photo, let input = CIImage(image: photo, options: nil), let filter = CIFilter(name: name) else { return }
        filter.setValue(input, forKey: kCIInputImageKey)
        if filter.inputKeys.contains(kCIInputIntensityKey) {
            filter.setValue(slider.value, forKey: kCIInputIntensityKey)
        }
        if name == "CIGaussianBlur" {
            filter.setValue(8, forKey: kCIInputRadiusKey)
        }
        currentFilter = filter
        render(filter.outputImage, like: photo)
    }

    func intensityChanged(_ sender: UISlider) {
        currentFilter?.setValue(sender.value, forKey: kCIInputIntensityKey)
        if let photo = photo { render(currentFilter?.outputImage, like: photo) }
    }

    private func render(_ output: CIImage?, like photo: UIImage) {
        guard let output = output, let cgImage = context.createCGImage(output, from: output.extent) else { return }
        imageView.image = UIImage(cgImage: cgImage, scale: photo.scale, orientation: photo.imageOrientation)
    }

    /// Brightens, desaturates and crops, chaining filters on the image as the newer API does.
    func adjusted(_ image: CIImage) -> UIImage {
        let adjusted = image
            .applyingFilter("CIColorControls", parameters: [
                kCIInputSaturationKey: 0.5, kCIInputBrightnessKey: 0.1, kCIInputContrastKey: 1.2,
            ])
            .cropped(to: image.extent.insetBy(dx: 10, dy: 10))
            .transformed(by: CGAffineTransform(scaleX: 0.5, y: 0.5))
        return UIImage(ciImage: adjusted)
    }

    /// Loads a photo upright and writes it back out as JPEG.
    func reencode(_ url: URL) -> Data? {
        guard let image = CIImage(contentsOf: url, options: [.applyOrientationProperty: true]) else { return nil }
        let orientation = image.properties[kCGImagePropertyOrientation as String] as? Int32 ?? 1
        let upright = CIImage(contentsOf: url)?.oriented(forExifOrientation: orientation) ?? image
        return context.jpegRepresentation(of: upright, colorSpace: CGColorSpaceCreateDeviceRGB())
    }
}
