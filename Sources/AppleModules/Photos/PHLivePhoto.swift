import Foundation
import OpenUIKit

/// Identifies a live photo request, for cancelling it.
public typealias PHLivePhotoRequestID = Int32

/// The identifier no live photo request has.
public let PHLivePhotoRequestIDInvalid: PHLivePhotoRequestID = 0

/// Info key: why there is no live photo (an `Error`).
public let PHLivePhotoInfoErrorKey = "PHLivePhotoInfoErrorKey"
/// Info key: whether the live photo is a low-quality stand-in (a `Bool`).
public let PHLivePhotoInfoIsDegradedKey = "PHLivePhotoInfoIsDegradedKey"
/// Info key: whether the request was cancelled (a `Bool`).
public let PHLivePhotoInfoCancelledKey = "PHLivePhotoInfoCancelledKey"

/// A photo with the seconds of movie around it. In a folder library a live photo is a still
/// and a `.mov` of the same name beside it; the still is what views show, since no decoder here
/// plays the movie.
open class PHLivePhoto: NSObject, NSCopying, @unchecked Sendable {
    /// The still, sized as requested.
    package let stillImage: UIImage?
    /// The still's file.
    package let imageURL: URL
    /// The movie's file.
    package let videoURL: URL
    private let pixelSize: CGSize

    package init(stillImage: UIImage?, imageURL: URL, videoURL: URL, pixelSize: CGSize) {
        self.stillImage = stillImage
        self.imageURL = imageURL
        self.videoURL = videoURL
        self.pixelSize = pixelSize
        super.init()
    }

    /// An empty live photo.
    public override init() {
        stillImage = nil
        imageURL = URL(fileURLWithPath: "/dev/null")
        videoURL = URL(fileURLWithPath: "/dev/null")
        pixelSize = .zero
        super.init()
    }

    /// The full size of the photo in pixels.
    open var size: CGSize { pixelSize }

    /// Live photos never change, so a copy is the live photo itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var lastRequestID: PHLivePhotoRequestID = 0
    nonisolated(unsafe) private static var cancelled: Set<PHLivePhotoRequestID> = []

    /// A live photo made from an image file and a movie file (`fileURLs` holds both), its still
    /// scaled to `targetSize` as `PHImageManager` scales images. `resultHandler` runs on the
    /// main queue on a later turn, once; an error under `PHLivePhotoInfoErrorKey` when a file
    /// is missing or the image cannot be read.
    @discardableResult
    open class func request(
        withResourceFileURLs fileURLs: [URL], placeholderImage image: UIImage?, targetSize: CGSize,
        contentMode: PHImageContentMode, resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]) -> Void
    ) -> PHLivePhotoRequestID {
        let requestID = lock.withLock {
            lastRequestID = lastRequestID == .max ? 1 : lastRequestID + 1
            return lastRequestID
        }
        let still = fileURLs.first { PhotoLibraryStore.imageExtensions.contains($0.pathExtension.lowercased()) }
        let video = fileURLs.first { PhotoLibraryStore.videoExtensions.contains($0.pathExtension.lowercased()) }
        var result: PHLivePhoto?
        var info: [AnyHashable: Any] = [PHLivePhotoInfoIsDegradedKey: false]
        if let still, let video, FileManager.default.fileExists(atPath: video.path),
            let source = UIImage(contentsOfFile: still.path)
        {
            let pixels = CGSize(width: source.size.width * source.scale, height: source.size.height * source.scale)
            let scaled = ImageRendering.image(
                at: still, targetSize: targetSize, contentMode: contentMode, resizeMode: .fast, crop: .zero)
            result = PHLivePhoto(stillImage: try? scaled.get(), imageURL: still, videoURL: video, pixelSize: pixels)
        } else {
            info[PHLivePhotoInfoErrorKey] = PHPhotosError(
                .invalidResource, "a live photo needs a readable image file and a movie file")
        }
        let handler = UncheckedBox(resultHandler)
        let livePhoto = UncheckedBox(result)
        let details = UncheckedBox(info)
        DispatchQueue.main.async {
            if PHLivePhoto.takeCancellation(requestID) {
                handler.value(nil, [PHLivePhotoInfoCancelledKey: true])
            } else {
                handler.value(livePhoto.value, details.value)
            }
        }
        return requestID
    }

    private static func takeCancellation(_ requestID: PHLivePhotoRequestID) -> Bool {
        lock.withLock { cancelled.remove(requestID) != nil }
    }

    /// Stops a request that has not answered yet: it answers with `PHLivePhotoInfoCancelledKey`.
    open class func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) {
        _ = lock.withLock { cancelled.insert(requestID) }
    }
}
