import Foundation
import OpenUIKit

/// Identifies an image request, for cancelling it.
public typealias PHImageRequestID = Int32

/// The identifier no request has.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// The target size that asks for the image at its full size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Info key: whether the image is a low-quality stand-in a better one follows (a `Bool`).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// Info key: why there is no image (an `Error`).
public let PHImageErrorKey = "PHImageErrorKey"
/// Info key: whether the request was cancelled (a `Bool`).
public let PHImageCancelledKey = "PHImageCancelledKey"
/// Info key: whether the full image is in iCloud only (a `Bool`; never, here).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
/// Info key: the request's `PHImageRequestID`.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"

/// How the image fills the target size.
public enum PHImageContentMode: Int, Sendable {
    /// The whole image inside the target size.
    case aspectFit = 0
    /// The target size covered by the image.
    case aspectFill = 1
    /// Aspect fit.
    public static var `default`: PHImageContentMode { .aspectFit }
}

/// Which version of an edited asset to read.
public enum PHImageRequestOptionsVersion: Int, Sendable {
    /// With every edit.
    case current = 0
    /// Without edits (the original file, which the library keeps).
    case unadjusted = 1
    /// The original file.
    case original = 2
}

/// Quality against speed.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    /// Photos may deliver a quick image first; here every image is the final one.
    case opportunistic = 0
    /// The best image, once.
    case highQualityFormat = 1
    /// A fast image, once.
    case fastFormat = 2
}

/// How exactly the image matches the target size.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    /// The image at its own size.
    case none = 0
    /// Scaled to about the target size (here: exactly as `.exact`, but not cropped).
    case fast = 1
    /// Scaled to the target size; an aspect-fill image is cropped to it.
    case exact = 2
}

/// Told how far a download from iCloud has come; never called here, where every file is local.
public typealias PHAssetImageProgressHandler = (
    Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?
)
    -> Void

/// How an image request reads and sizes the image.
open class PHImageRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Which version of an edited asset.
    open var version: PHImageRequestOptionsVersion = .current
    /// Quality against speed.
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    /// How exactly the target size is matched.
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    /// The part of the image to return, in unit coordinates (`.exact` resizing only); zero is all.
    open var normalizedCropRect: CGRect = .zero
    /// Whether iCloud may be asked; every file is local here.
    open var isNetworkAccessAllowed = false
    /// Whether the result handler runs before the request returns, on the calling thread.
    open var isSynchronous = false
    /// Called while downloading; never, here.
    open var progressHandler: PHAssetImageProgressHandler?
    /// Whether a second degraded image may come first; every image is the final one here.
    open var allowSecondaryDegradedImage = false

    /// The defaults: current version, opportunistic, fast resizing, asynchronous.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHImageRequestOptions()
        copy.version = version
        copy.deliveryMode = deliveryMode
        copy.resizeMode = resizeMode
        copy.normalizedCropRect = normalizedCropRect
        copy.isNetworkAccessAllowed = isNetworkAccessAllowed
        copy.isSynchronous = isSynchronous
        copy.progressHandler = progressHandler
        copy.allowSecondaryDegradedImage = allowSecondaryDegradedImage
        return copy
    }
}

/// How a live photo request reads the live photo.
open class PHLivePhotoRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Which version of an edited asset.
    open var version: PHImageRequestOptionsVersion = .current
    /// Quality against speed.
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    /// Whether iCloud may be asked; every file is local here.
    open var isNetworkAccessAllowed = false
    /// Called while downloading; never, here.
    open var progressHandler: PHAssetImageProgressHandler?

    /// The defaults.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHLivePhotoRequestOptions()
        copy.version = version
        copy.deliveryMode = deliveryMode
        copy.isNetworkAccessAllowed = isNetworkAccessAllowed
        copy.progressHandler = progressHandler
        return copy
    }
}
