import Foundation
import OpenUIKit

/// Identifies a content editing input request, for cancelling it.
public typealias PHContentEditingInputRequestID = Int

/// Info key: why there is no input (an `Error`).
public let PHContentEditingInputErrorKey = "PHContentEditingInputErrorKey"
/// Info key: whether the file is in iCloud only (a `Bool`; never, here).
public let PHContentEditingInputResultIsInCloudKey = "PHContentEditingInputResultIsInCloudKey"
/// Info key: whether the request was cancelled (a `Bool`).
public let PHContentEditingInputCancelledKey = "PHContentEditingInputCancelledKey"

/// How an app asks to edit an asset.
open class PHContentEditingInputRequestOptions: NSObject, @unchecked Sendable {
    /// Whether iCloud may be asked; every file is local here.
    open var isNetworkAccessAllowed = false
    /// Whether the app can continue an earlier edit described by this adjustment data: then the
    /// input is the original file with the adjustment data, else the edited file without it.
    open var canHandleAdjustmentData: (PHAdjustmentData) -> Bool = { _ in false }
    /// Called while downloading; never, here.
    open var progressHandler: ((Double, UnsafeMutablePointer<ObjCBool>) -> Void)?

    /// The defaults: no earlier edit is continued.
    public override init() {
        super.init()
    }
}

/// What an app edits: the file to read (in the library folder, or its kept original) and
/// what describes an earlier edit.
open class PHContentEditingInput: NSObject, @unchecked Sendable {
    let record: AssetRecord

    /// The image file to read.
    open private(set) var fullSizeImageURL: URL?
    /// The EXIF orientation of the file (1 is upright), as Core Graphics numbers it.
    open private(set) var fullSizeImageOrientation: Int32 = 1
    /// The earlier edit this input continues, or nil.
    open private(set) var adjustmentData: PHAdjustmentData?

    init(record: AssetRecord, url: URL, adjustmentData: PHAdjustmentData?) {
        self.record = record
        fullSizeImageURL = url
        self.adjustmentData = adjustmentData
        super.init()
        fullSizeImageOrientation = Self.exifOrientation(UIImage(contentsOfFile: url.path)?.imageOrientation ?? .up)
    }

    /// The image, scaled to fit a screen (at most 1 024 pixels on its long side).
    open var displaySizeImage: UIImage? {
        guard let url = fullSizeImageURL else { return nil }
        return try? ImageRendering.image(
            at: url, targetSize: CGSize(width: 1024, height: 1024), contentMode: .aspectFit, resizeMode: .fast,
            crop: .zero
        ).get()
    }

    /// Image, video or audio.
    open var mediaType: PHAssetMediaType { record.mediaType }
    /// The asset's kinds.
    open var mediaSubtypes: PHAssetMediaSubtype { record.mediaSubtypes }
    /// When the asset was taken.
    open var creationDate: Date? { record.creationDate }
    /// The file's uniform type identifier.
    open var uniformTypeIdentifier: String? {
        fullSizeImageURL.map { UniformTypes.identifier(forExtension: $0.pathExtension) }
    }

    private static func exifOrientation(_ orientation: UIImage.Orientation) -> Int32 {
        switch orientation {
        case .up: return 1
        case .upMirrored: return 2
        case .down: return 3
        case .downMirrored: return 4
        case .leftMirrored: return 5
        case .right: return 6
        case .rightMirrored: return 7
        case .left: return 8
        }
    }
}

/// Where an app writes its edit: the rendered file (at `renderedContentURL`, in a temporary
/// folder) and the adjustment data describing it, handed to `PHAssetChangeRequest`.
open class PHContentEditingOutput: NSObject, @unchecked Sendable {
    /// The file to write the edited image to.
    public let renderedContentURL: URL
    /// What describes the edit; a change request with an output lacking it fails.
    open var adjustmentData: PHAdjustmentData?

    /// An output for an edit of `contentEditingInput`, writing a file of the input's type.
    public init(contentEditingInput: PHContentEditingInput) {
        let fileExtension = contentEditingInput.fullSizeImageURL?.pathExtension ?? "jpg"
        renderedContentURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("PHContentEditingOutput-\(UUID().uuidString)")
            .appendingPathExtension(fileExtension.isEmpty ? "jpg" : fileExtension)
        super.init()
    }

    /// An output for an asset a creation request makes (written as a JPEG).
    public init(placeholderForCreatedAsset placeholder: PHObjectPlaceholder) {
        renderedContentURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("PHContentEditingOutput-\(UUID().uuidString).jpg")
        super.init()
    }
}

/// What describes an edit, so the app that made it can continue it later.
open class PHAdjustmentData: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The app's name for its edit format (a reverse-DNS string).
    public let formatIdentifier: String
    /// The format's version.
    public let formatVersion: String
    /// The edit, in the app's format.
    public let data: Data

    /// Adjustment data of `formatIdentifier` and `formatVersion`.
    public init(formatIdentifier: String, formatVersion: String, data: Data) {
        self.formatIdentifier = formatIdentifier
        self.formatVersion = formatVersion
        self.data = data
        super.init()
    }

    /// Always true.
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(formatIdentifier, forKey: "formatIdentifier")
        coder.encode(formatVersion, forKey: "formatVersion")
        coder.encode(data, forKey: "data")
    }

    /// Adjustment data from an archive; nil when a key is missing.
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "formatIdentifier") as? String,
            let version = coder.decodeObject(forKey: "formatVersion") as? String,
            let data = coder.decodeObject(forKey: "data") as? Data
        else { return nil }
        formatIdentifier = identifier
        formatVersion = version
        self.data = data
        super.init()
    }
}

extension PHAsset {
    private static let editingLock = NSLock()
    nonisolated(unsafe) private static var lastEditingRequest = 0
    nonisolated(unsafe) private static var cancelledEditingRequests: Set<Int> = []

    /// The input for editing the asset, handed to `completionHandler` on the main queue on a
    /// later turn, as Photos does. With an earlier edit the app says it can continue
    /// (`canHandleAdjustmentData`), the input is the original file and that edit's data.
    @discardableResult
    public func requestContentEditingInput(
        with options: PHContentEditingInputRequestOptions?,
        completionHandler: @escaping (PHContentEditingInput?, [AnyHashable: Any]) -> Void
    ) -> PHContentEditingInputRequestID {
        let requestID = Self.editingLock.withLock {
            Self.lastEditingRequest += 1
            return Self.lastEditingRequest
        }
        let store = PhotoLibraryStore.current
        let current = store.snapshot().asset(withIdentifier: localIdentifier) ?? record
        var input: PHContentEditingInput?
        var info: [AnyHashable: Any] = [PHContentEditingInputResultIsInCloudKey: false]
        let file = store.url(forRelativePath: current.relativePath)
        if !FileManager.default.fileExists(atPath: file.path) {
            info[PHContentEditingInputErrorKey] = PHPhotosError(.missingResource, "no file at \(file.path)")
        } else if let stored = current.adjustment {
            let data = PHAdjustmentData(
                formatIdentifier: stored.formatIdentifier, formatVersion: stored.formatVersion, data: stored.data)
            let original = store.originalURL(forRelativePath: current.relativePath)
            if (options ?? PHContentEditingInputRequestOptions()).canHandleAdjustmentData(data),
                FileManager.default.fileExists(atPath: original.path)
            {
                input = PHContentEditingInput(record: current, url: original, adjustmentData: data)
            } else {
                input = PHContentEditingInput(record: current, url: file, adjustmentData: nil)
            }
        } else {
            input = PHContentEditingInput(record: current, url: file, adjustmentData: nil)
        }
        let handler = UncheckedBox(completionHandler)
        let result = UncheckedBox(input)
        let details = UncheckedBox(info)
        DispatchQueue.main.async {
            if PHAsset.takeEditingCancellation(requestID) {
                handler.value(nil, [PHContentEditingInputCancelledKey: true])
            } else {
                handler.value(result.value, details.value)
            }
        }
        return requestID
    }

    private static func takeEditingCancellation(_ requestID: Int) -> Bool {
        editingLock.withLock { cancelledEditingRequests.remove(requestID) != nil }
    }

    /// Stops a request that has not answered yet: it answers with
    /// `PHContentEditingInputCancelledKey`.
    public func cancelContentEditingInputRequest(_ requestID: PHContentEditingInputRequestID) {
        _ = Self.editingLock.withLock { Self.cancelledEditingRequests.insert(requestID) }
    }
}
