import Foundation
import OpenUIKit

/// Images of assets at the size an app shows them: the file decoded with OpenUIKit's image
/// reader and drawn at the target size with its image renderer (headless, without a renderer
/// installed, the images have the right size but no pixels).
///
/// Result handlers run on the main queue on a later turn, as Photos runs them, unless the
/// options ask for `isSynchronous`, which runs them on the calling thread before the request
/// returns. The image is drawn off the main thread. Each request answers once, with the final
/// image (`PHImageResultIsDegradedKey` false): every file is local, so there is no quick
/// stand-in to send first. A cancelled request answers with no image and
/// `PHImageCancelledKey`.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let defaultManager = PHImageManager()

    private let lock = NSLock()
    // Guarded by `lock`.
    private var lastRequestID: PHImageRequestID = 0
    // Guarded by `lock`.
    private var cancelled: Set<PHImageRequestID> = []

    /// The manager apps share.
    open class func `default`() -> PHImageManager { defaultManager }

    /// A manager of one's own.
    public override init() {
        super.init()
    }

    private func nextRequestID() -> PHImageRequestID {
        lock.withLock {
            lastRequestID = lastRequestID == .max ? 1 : lastRequestID + 1
            return lastRequestID
        }
    }

    /// Stops a request that has not answered yet: it answers with `PHImageCancelledKey`.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {
        _ = lock.withLock { cancelled.insert(requestID) }
    }

    private func takeCancellation(_ requestID: PHImageRequestID) -> Bool {
        lock.withLock { cancelled.remove(requestID) != nil }
    }

    /// Runs `work` and hands its result to `deliver` as the options say: at once for a
    /// synchronous request, else drawn on a background queue and delivered on the main queue.
    private func perform<Value>(
        _ requestID: PHImageRequestID, synchronous: Bool, _ work: @escaping @Sendable () -> Value,
        deliver: @escaping (Value, Bool) -> Void
    ) -> PHImageRequestID {
        if synchronous {
            deliver(work(), false)
            return requestID
        }
        let box = UncheckedBox(deliver)
        DispatchQueue.global(qos: .userInitiated).async {
            let value = UncheckedBox(work())
            DispatchQueue.main.async {
                box.value(value.value, self.takeCancellation(requestID))
            }
        }
        return requestID
    }

    // MARK: Images

    /// The image of `asset` for `targetSize` pixels: scaled (never up) so it fits inside
    /// (`.aspectFit`) or covers (`.aspectFill`) the target; with `.exact` resizing an
    /// aspect-fill image is cropped to the target. `PHImageManagerMaximumSize` or `.none`
    /// resizing is the full image. The image's scale is 1, so its size is in pixels.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let settings = (options?.copy() as? PHImageRequestOptions) ?? PHImageRequestOptions()
        let key = ImageCacheKey(
            identifier: asset.localIdentifier, record: asset.record, targetSize: targetSize, contentMode: contentMode)
        let record = asset.record
        let version = settings.version, resizeMode = settings.resizeMode, crop = settings.normalizedCropRect
        let requestID = nextRequestID()
        return perform(
            requestID, synchronous: settings.isSynchronous,
            { [self] in
                if version == .current, let cached = cachedImage(for: key) {
                    return Result<UIImage, PHPhotosError>.success(cached)
                }
                return ImageRendering.image(
                    of: record, targetSize: targetSize, contentMode: contentMode, version: version,
                    resizeMode: resizeMode,
                    crop: crop)
            }
        ) { result, wasCancelled in
            var info: [AnyHashable: Any] = [
                PHImageResultRequestIDKey: requestID, PHImageResultIsDegradedKey: false,
                PHImageResultIsInCloudKey: false,
            ]
            if wasCancelled {
                info[PHImageCancelledKey] = true
                resultHandler(nil, info)
                return
            }
            switch result {
            case .success(let image):
                resultHandler(image, info)
            case .failure(let error):
                info[PHImageErrorKey] = error
                resultHandler(nil, info)
            }
        }
    }

    /// The bytes of `asset`'s file, its uniform type identifier and orientation.
    @discardableResult
    open func requestImageData(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, UIImage.Orientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let settings = (options?.copy() as? PHImageRequestOptions) ?? PHImageRequestOptions()
        let record = asset.record
        let version = settings.version
        let requestID = nextRequestID()
        return perform(
            requestID, synchronous: settings.isSynchronous,
            {
                () -> Result<(Data, String, UIImage.Orientation), PHPhotosError> in
                let url = ImageRendering.fileURL(of: record, version: version)
                guard let data = try? Data(contentsOf: url) else {
                    return .failure(PHPhotosError(.missingResource, "no file at \(url.path)"))
                }
                let orientation = UIImage(data: data)?.imageOrientation ?? .up
                return .success((data, UniformTypes.identifier(forExtension: url.pathExtension), orientation))
            }
        ) { result, wasCancelled in
            var info: [AnyHashable: Any] = [PHImageResultRequestIDKey: requestID, PHImageResultIsInCloudKey: false]
            if wasCancelled {
                info[PHImageCancelledKey] = true
                resultHandler(nil, nil, .up, info)
                return
            }
            switch result {
            case .success(let (data, type, orientation)):
                resultHandler(data, type, orientation, info)
            case .failure(let error):
                info[PHImageErrorKey] = error
                resultHandler(nil, nil, .up, info)
            }
        }
    }

    /// The live photo of `asset` (its still sized as `requestImage` sizes it, and its movie);
    /// nil with `PHImageErrorKey` for an asset that is not a live photo.
    @discardableResult
    open func requestLivePhoto(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHLivePhotoRequestOptions?,
        resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let record = asset.record
        let version = options?.version ?? .current
        let requestID = nextRequestID()
        return perform(
            requestID, synchronous: false,
            {
                () -> Result<PHLivePhoto, PHPhotosError> in
                guard let video = record.pairedVideoPath else {
                    return .failure(
                        PHPhotosError(.requestNotSupportedForAsset, "\(record.relativePath) is not a live photo"))
                }
                let still = ImageRendering.image(
                    of: record, targetSize: targetSize, contentMode: contentMode, version: version, resizeMode: .fast,
                    crop: .zero)
                return still.map { image in
                    PHLivePhoto(
                        stillImage: image, imageURL: ImageRendering.fileURL(of: record, version: version),
                        videoURL: PhotoLibraryStore.current.url(forRelativePath: video),
                        pixelSize: CGSize(width: record.pixelWidth, height: record.pixelHeight))
                }
            }
        ) { result, wasCancelled in
            var info: [AnyHashable: Any] = [PHImageResultRequestIDKey: requestID, PHImageResultIsDegradedKey: false]
            if wasCancelled {
                info[PHImageCancelledKey] = true
                resultHandler(nil, info)
                return
            }
            switch result {
            case .success(let livePhoto):
                resultHandler(livePhoto, info)
            case .failure(let error):
                info[PHImageErrorKey] = error
                resultHandler(nil, info)
            }
        }
    }

    /// The cache `PHCachingImageManager` fills; the plain manager keeps none.
    func cachedImage(for key: ImageCacheKey) -> UIImage? { nil }
}

/// One cached image: the asset as it was (so an edited asset is drawn again), size and mode.
struct ImageCacheKey: Hashable, @unchecked Sendable {
    let identifier: String
    let record: AssetRecord
    let targetSize: CGSize
    let contentMode: PHImageContentMode

    static func == (left: ImageCacheKey, right: ImageCacheKey) -> Bool {
        left.identifier == right.identifier && left.record == right.record && left.targetSize == right.targetSize
            && left.contentMode == right.contentMode
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(targetSize.width)
        hasher.combine(targetSize.height)
        hasher.combine(contentMode)
    }
}

/// An image manager that draws the images an app is about to show ahead of time and keeps
/// them until told to stop, so the later requests for them answer from memory.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    private let cacheLock = NSLock()
    // Guarded by `cacheLock`.
    private var cache: [ImageCacheKey: UIImage] = [:]

    /// Whether the cache keeps full-quality images; every cached image here is the final one.
    open var allowsCachingHighQualityImages = true

    /// A manager with an empty cache.
    public override init() {
        super.init()
    }

    /// Draws the images of `assets` at `targetSize` now, on the calling thread, and keeps them.
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {
        let settings = options ?? PHImageRequestOptions()
        for asset in assets {
            let key = ImageCacheKey(
                identifier: asset.localIdentifier, record: asset.record, targetSize: targetSize,
                contentMode: contentMode)
            if cacheLock.withLock({ cache[key] }) != nil { continue }
            let image = try? ImageRendering.image(
                of: asset.record, targetSize: targetSize, contentMode: contentMode, version: .current,
                resizeMode: settings.resizeMode, crop: settings.normalizedCropRect
            ).get()
            if let image { cacheLock.withLock { cache[key] = image } }
        }
    }

    /// Forgets the images of `assets` at `targetSize`.
    open func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {
        let identifiers = Set(assets.map(\.localIdentifier))
        cacheLock.withLock {
            cache = cache.filter { key, _ in
                !(identifiers.contains(key.identifier) && key.targetSize == targetSize
                    && key.contentMode == contentMode)
            }
        }
    }

    /// Forgets every cached image.
    open func stopCachingImagesForAllAssets() {
        cacheLock.withLock { cache.removeAll() }
    }

    /// How many images the cache holds.
    var cachedImageCount: Int { cacheLock.withLock { cache.count } }

    override func cachedImage(for key: ImageCacheKey) -> UIImage? {
        cacheLock.withLock { cache[key] }
    }
}

/// Reading and sizing an asset's image.
enum ImageRendering {
    /// The file to read: the kept original for `.original` and `.unadjusted`, when there is one.
    static func fileURL(of record: AssetRecord, version: PHImageRequestOptionsVersion) -> URL {
        let store = PhotoLibraryStore.current
        let original = store.originalURL(forRelativePath: record.relativePath)
        if version != .current, FileManager.default.fileExists(atPath: original.path) { return original }
        return store.url(forRelativePath: record.relativePath)
    }

    static func image(
        of record: AssetRecord, targetSize: CGSize, contentMode: PHImageContentMode,
        version: PHImageRequestOptionsVersion, resizeMode: PHImageRequestOptionsResizeMode, crop: CGRect
    ) -> Result<UIImage, PHPhotosError> {
        guard record.mediaType == .image else {
            return .failure(PHPhotosError(.requestNotSupportedForAsset, "no decoder reads \(record.relativePath)"))
        }
        return image(
            at: fileURL(of: record, version: version), targetSize: targetSize, contentMode: contentMode,
            resizeMode: resizeMode, crop: crop)
    }

    /// The image file at `url` sized as `PHImageManager.requestImage` sizes it.
    static func image(
        at url: URL, targetSize: CGSize, contentMode: PHImageContentMode, resizeMode: PHImageRequestOptionsResizeMode,
        crop: CGRect
    ) -> Result<UIImage, PHPhotosError> {
        guard let source = UIImage(contentsOfFile: url.path) else {
            return .failure(PHPhotosError(.invalidResource, "\(url.lastPathComponent) is not an image OpenUIKit reads"))
        }
        let full = CGSize(width: source.size.width * source.scale, height: source.size.height * source.scale)
        guard full.width > 0, full.height > 0 else {
            return .failure(PHPhotosError(.invalidResource, "\(url.lastPathComponent) has no pixels"))
        }
        let wantsFull = targetSize.width <= 0 || targetSize.height <= 0 || resizeMode == .none
        var region = CGRect(origin: .zero, size: full)
        if resizeMode == .exact, crop.width > 0, crop.height > 0 {
            region = CGRect(
                x: crop.minX * full.width, y: crop.minY * full.height, width: crop.width * full.width,
                height: crop.height * full.height)
        }
        var factor: CGFloat = 1
        if !wantsFull {
            let across = targetSize.width / region.width, down = targetSize.height / region.height
            factor = min(contentMode == .aspectFill ? max(across, down) : min(across, down), 1)
        }
        let scaled = CGSize(
            width: max((region.width * factor).rounded(), 1), height: max((region.height * factor).rounded(), 1))
        var canvas = scaled
        if !wantsFull, resizeMode == .exact, contentMode == .aspectFill {
            canvas = CGSize(
                width: min(scaled.width, targetSize.width.rounded()),
                height: min(scaled.height, targetSize.height.rounded()))
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = CGRect(
            x: (canvas.width - scaled.width) / 2 - region.minX * factor,
            y: (canvas.height - scaled.height) / 2 - region.minY * factor,
            width: full.width * factor, height: full.height * factor)
        let image = UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            source.draw(in: drawn)
        }
        return .success(image)
    }
}
