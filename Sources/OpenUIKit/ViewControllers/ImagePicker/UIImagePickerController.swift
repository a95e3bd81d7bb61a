import Foundation
import OpenUIKitContracts

/// Picks a photo, as UIKit's picker does: presented by the app, it shows the photo library as a
/// grid; a tap on a photo hands it to the delegate (`imagePickerController(_:didFinishPickingMediaWithInfo:)`),
/// Cancel calls `imagePickerControllerDidCancel(_:)`.
///
/// On Linux the photo library is a folder of images: `UIImagePickerController.photoLibraryFolder`,
/// by default `$OPENUIKIT_PHOTO_LIBRARY`, else the desktop's pictures folder (`$XDG_PICTURES_DIR`,
/// else `~/Pictures`); its PNG, JPEG and GIF files, newest first. There is no camera, so
/// `isSourceTypeAvailable(.camera)` is false, as on a simulator.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes its media from.
    public enum SourceType: Int, Sendable {
        /// The photo library: the photo library folder here.
        case photoLibrary = 0
        /// The device's camera; never available here.
        case camera
        /// The saved photos album; shown as the photo library folder here.
        case savedPhotosAlbum
    }

    /// Which camera the picker uses.
    public enum CameraDevice: Int, Sendable {
        /// The camera on the back of the device.
        case rear
        /// The camera on the front of the device.
        case front
    }
    /// Whether the camera takes photos or movies.
    public enum CameraCaptureMode: Int, Sendable {
        /// Take still photos.
        case photo
        /// Record movies.
        case video
    }
    /// The quality movies are recorded at.
    public enum QualityType: Int, Sendable {
        /// The highest quality the camera offers.
        case typeHigh
        /// Medium quality, suitable for sharing over Wi-Fi.
        case typeMedium
        /// Low quality, suitable for sharing over a cellular network.
        case typeLow
        /// VGA quality, 640 by 480 pixels.
        case type640x480
        /// iFrame at 1280 by 720 pixels, for editing.
        case typeIFrame1280x720
        /// iFrame at 960 by 540 pixels, for editing.
        case typeIFrame960x540
    }

    /// The keys of the dictionary the delegate gets.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The kind of media picked, a type identifier; always `"public.image"` here.
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        /// The photo as picked, a `UIImage`.
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        /// The photo as edited, a `UIImage`, when `allowsEditing` is on; here, with no editor, the original image.
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// The part of the original image kept by editing, an `NSValue` holding a `CGRect`; the whole image here.
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        /// The file URL of a picked movie; never given here, where only photos are picked.
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        /// The file URL of the picked image: its file in the photo library folder here.
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        /// The metadata of a photo taken with the camera; never given here, where there is no camera.
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
    }

    /// The folder shown as the photo library; see the class's discussion.
    public static var photoLibraryFolder: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment[.photoLibrary], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let folder = environment["XDG_PICTURES_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }()

    /// Where the picker takes its media from; stored but not used here, where the picker always shows the photo
    /// library folder.
    open var sourceType: SourceType = .photoLibrary
    /// The type identifiers of the media the picker offers; stored but not used here, where it offers images only.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop the picked photo; here there is no editor, but the delegate also gets
    /// `.editedImage` (the original) and `.cropRect`.
    open var allowsEditing = false
    /// The camera the picker uses; stored but not used here, where there is no camera.
    open var cameraDevice: CameraDevice = .rear
    /// Whether the camera takes photos or movies; stored but not used here, where there is no camera.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The quality movies are recorded at; stored but not used here, where there is no camera.
    open var videoQuality: QualityType = .typeMedium
    /// Whether the picker shows its own camera controls; stored but not used here, where there is no camera.
    open var showsCameraControls = true

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker that shows the photo library folder as a grid.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setViewControllers([PhotoLibraryViewController()], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([PhotoLibraryViewController()], animated: false)
    }

    /// The photo library is always there; the camera never is.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types a source offers: `["public.image"]`, or `nil` for the camera, which is never available here.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Whether the device has the given camera; always `false` here.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The image files of the photo library folder, newest first.
    static func libraryImages() -> [URL] {
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        let files =
            (try? FileManager.default.contentsOfDirectory(at: photoLibraryFolder, includingPropertiesForKeys: keys))
            ?? []
        let images = files.filter { ["png", "jpg", "jpeg", "gif"].contains($0.pathExtension.lowercased()) }
        func date(_ url: URL) -> Date {
            (try? url.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast
        }
        return images.sorted { (date($0), $1.lastPathComponent) > (date($1), $0.lastPathComponent) }
    }

    /// The delegate the app set (`delegate` is the navigation controller's, as in UIKit the
    /// picker's delegate is both).
    var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    func finishPicking(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else { return }
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image, .imageURL: url]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }

    func cancel() {
        if let pickerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }
}

/// What hears about the picked photo. A delegate that does not implement a method gets UIKit's
/// default: the picker is dismissed.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// Tells the delegate that the user picked a photo, with the image and its details; the delegate dismisses
    /// the picker.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Tells the delegate that the user canceled; the delegate dismisses the picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

public extension UIImagePickerControllerDelegate {
    /// Dismisses the picker.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.presentingViewController?.dismiss(animated: true)
    }

    /// Dismisses the picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}
