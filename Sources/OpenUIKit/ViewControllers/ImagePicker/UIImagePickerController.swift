import Foundation

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
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera, savedPhotosAlbum
    }

    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum QualityType: Int, Sendable {
        case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }

    /// The keys of the dictionary the delegate gets.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
    }

    /// The folder shown as the photo library; see the class's discussion.
    public static var photoLibraryFolder: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["OPENUIKIT_PHOTO_LIBRARY"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let folder = environment["XDG_PICTURES_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }()

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

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

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

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
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

public extension UIImagePickerControllerDelegate {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.presentingViewController?.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}
