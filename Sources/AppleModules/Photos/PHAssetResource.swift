import Foundation
import OpenUIKit

/// The kinds of file an asset is made of, with Apple's raw values.
public enum PHAssetResourceType: Int, Sendable {
    /// The original photo.
    case photo = 1
    /// The original video.
    case video = 2
    /// The original audio.
    case audio = 3
    /// The data describing an edit.
    case alternatePhoto = 4
    /// The edited photo.
    case fullSizePhoto = 5
    /// The edited video.
    case fullSizeVideo = 6
    /// The data describing an edit.
    case adjustmentData = 7
    /// The unedited photo an edit started from.
    case adjustmentBasePhoto = 8
    /// A live photo's original movie.
    case pairedVideo = 9
    /// A live photo's edited movie.
    case fullSizePairedVideo = 10
    /// The unedited movie of an edited live photo.
    case adjustmentBasePairedVideo = 11
    /// The unedited video an edit started from.
    case adjustmentBaseVideo = 12
    /// A photo's proxy.
    case photoProxy = 19
}

/// One file of an asset: the original, the edited version, a live photo's movie.
open class PHAssetResource: NSObject, @unchecked Sendable {
    /// What the file is.
    public let type: PHAssetResourceType
    /// The identifier of the asset the file belongs to.
    public let assetLocalIdentifier: String
    /// The file's name as it was added to the library.
    public let originalFilename: String
    /// The file's uniform type identifier.
    public let uniformTypeIdentifier: String
    /// The data of the resource: a file, or (for adjustment data) bytes.
    let content: Content

    enum Content {
        case file(URL)
        case bytes(Data)
    }

    init(type: PHAssetResourceType, asset: String, name: String, uniformType: String, content: Content) {
        self.type = type
        assetLocalIdentifier = asset
        originalFilename = name
        uniformTypeIdentifier = uniformType
        self.content = content
        super.init()
    }

    /// The files `asset` is made of: its file as `.photo`/`.video`/`.audio` (the kept original
    /// when it was edited, then the edited file as `.fullSizePhoto`/`.fullSizeVideo` and the
    /// edit's `.adjustmentData`), and a live photo's `.pairedVideo`.
    open class func assetResources(for asset: PHAsset) -> [PHAssetResource] {
        let store = PhotoLibraryStore.current
        let record = store.snapshot().asset(withIdentifier: asset.localIdentifier) ?? asset.record
        let name = (record.relativePath as NSString).lastPathComponent
        let uniformType = UniformTypes.identifier(forExtension: (name as NSString).pathExtension)
        let current = store.url(forRelativePath: record.relativePath)
        let original = store.originalURL(forRelativePath: record.relativePath)
        let baseType: PHAssetResourceType =
            switch record.mediaType {
            case .video: .video
            case .audio: .audio
            default: .photo
            }
        var resources: [PHAssetResource] = []
        let identifier = record.localIdentifier
        if let adjustment = record.adjustment, FileManager.default.fileExists(atPath: original.path) {
            resources.append(
                PHAssetResource(
                    type: baseType, asset: identifier, name: name, uniformType: uniformType, content: .file(original)))
            resources.append(
                PHAssetResource(
                    type: baseType == .video ? .fullSizeVideo : .fullSizePhoto, asset: identifier, name: name,
                    uniformType: uniformType, content: .file(current)))
            resources.append(
                PHAssetResource(
                    type: .adjustmentData, asset: identifier, name: "Adjustments.plist",
                    uniformType: "com.apple.property-list", content: .bytes(adjustment.data)))
        } else {
            resources.append(
                PHAssetResource(
                    type: baseType, asset: identifier, name: name, uniformType: uniformType, content: .file(current)))
        }
        if let video = record.pairedVideoPath {
            let videoName = (video as NSString).lastPathComponent
            resources.append(
                PHAssetResource(
                    type: .pairedVideo, asset: identifier, name: videoName,
                    uniformType: UniformTypes.identifier(forExtension: (videoName as NSString).pathExtension),
                    content: .file(store.url(forRelativePath: video))))
        }
        return resources
    }

    /// The files of `livePhoto`: its still as `.photo` and its movie as `.pairedVideo`.
    open class func assetResources(for livePhoto: PHLivePhoto) -> [PHAssetResource] {
        [
            PHAssetResource(
                type: .photo, asset: "", name: livePhoto.imageURL.lastPathComponent,
                uniformType: UniformTypes.identifier(forExtension: livePhoto.imageURL.pathExtension),
                content: .file(livePhoto.imageURL)),
            PHAssetResource(
                type: .pairedVideo, asset: "", name: livePhoto.videoURL.lastPathComponent,
                uniformType: UniformTypes.identifier(forExtension: livePhoto.videoURL.pathExtension),
                content: .file(livePhoto.videoURL)),
        ]
    }
}

/// Identifies a resource data request, for cancelling it.
public typealias PHAssetResourceDataRequestID = Int32

/// How a resource is read.
open class PHAssetResourceRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Whether iCloud may be asked; every file is local here.
    open var isNetworkAccessAllowed = false
    /// Called while downloading; never, here.
    open var progressHandler: ((Double) -> Void)?

    /// The defaults.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHAssetResourceRequestOptions()
        copy.isNetworkAccessAllowed = isNetworkAccessAllowed
        copy.progressHandler = progressHandler
        return copy
    }
}

/// Reads the files of assets. Handlers run on the main queue on a later turn (Photos runs them
/// on an arbitrary queue): the data in chunks of at most 1 MiB, then the completion.
open class PHAssetResourceManager: NSObject, @unchecked Sendable {
    private static let defaultManager = PHAssetResourceManager()
    static let chunkSize = 1 << 20

    private let lock = NSLock()
    // Guarded by `lock`.
    private var lastRequestID: PHAssetResourceDataRequestID = 0
    // Guarded by `lock`.
    private var cancelled: Set<PHAssetResourceDataRequestID> = []

    /// The manager apps share.
    open class func `default`() -> PHAssetResourceManager { defaultManager }

    private func read(_ resource: PHAssetResource) -> Result<Data, PHPhotosError> {
        switch resource.content {
        case .bytes(let data): return .success(data)
        case .file(let url):
            guard let data = try? Data(contentsOf: url) else {
                return .failure(PHPhotosError(.missingResource, "no file at \(url.path)"))
            }
            return .success(data)
        }
    }

    /// Hands the resource's bytes to `handler` in chunks, then calls `completionHandler` with
    /// nil, or with the error that stopped it (`PHPhotosError.Code.userCancelled` when cancelled).
    @discardableResult
    open func requestData(
        for resource: PHAssetResource, options: PHAssetResourceRequestOptions?,
        dataReceivedHandler handler: @escaping (Data) -> Void, completionHandler: @escaping ((any Error)?) -> Void
    ) -> PHAssetResourceDataRequestID {
        let requestID = lock.withLock {
            lastRequestID = lastRequestID == .max ? 1 : lastRequestID + 1
            return lastRequestID
        }
        let result = UncheckedBox(read(resource))
        let receive = UncheckedBox(handler)
        let complete = UncheckedBox(completionHandler)
        DispatchQueue.main.async {
            if self.takeCancellation(requestID) {
                complete.value(PHPhotosError(.userCancelled, "the request was cancelled"))
                return
            }
            switch result.value {
            case .failure(let error):
                complete.value(error)
            case .success(let data):
                var offset = data.startIndex
                while offset < data.endIndex {
                    let end = min(offset + Self.chunkSize, data.endIndex)
                    receive.value(data.subdata(in: offset..<end))
                    offset = end
                }
                complete.value(nil)
            }
        }
        return requestID
    }

    /// Writes the resource's bytes to `fileURL` (which must not exist yet, as Photos demands),
    /// then calls `completionHandler` on the main queue with nil or the error.
    open func writeData(
        for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?,
        completionHandler: @escaping ((any Error)?) -> Void
    ) {
        let outcome = writeDataSynchronously(for: resource, toFile: fileURL)
        let complete = UncheckedBox(completionHandler)
        let error = UncheckedBox(outcome)
        DispatchQueue.main.async { complete.value(error.value) }
    }

    /// Writes the resource's bytes to `fileURL` on the calling thread: nil, or why it failed.
    package func writeDataSynchronously(for resource: PHAssetResource, toFile fileURL: URL) -> (any Error)? {
        if FileManager.default.fileExists(atPath: fileURL.path) {
            return PHPhotosError(.invalidResource, "a file already exists at \(fileURL.path)")
        }
        switch read(resource) {
        case .failure(let error):
            return error
        case .success(let data):
            do {
                try data.write(to: fileURL)
                return nil
            } catch {
                return error
            }
        }
    }

    /// Stops a request that has not answered yet.
    open func cancelDataRequest(_ requestID: PHAssetResourceDataRequestID) {
        _ = lock.withLock { cancelled.insert(requestID) }
    }

    private func takeCancellation(_ requestID: PHAssetResourceDataRequestID) -> Bool {
        lock.withLock { cancelled.remove(requestID) != nil }
    }
}
