import Foundation
import OpenUIKit

/// What an asset holds.
public enum PHAssetMediaType: Int, Sendable {
    /// Neither image, video nor audio.
    case unknown = 0
    /// A still image (a live photo is one too).
    case image = 1
    /// A movie.
    case video = 2
    /// A sound recording.
    case audio = 3
}

/// The kinds of photo and video an asset is, with Apple's raw values.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// A panorama.
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    /// A high-dynamic-range photo.
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    /// A screenshot (here: a file whose name says "screenshot").
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    /// A live photo (here: a still with a `.mov` of the same name beside it).
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    /// A photo taken in portrait mode, with depth.
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    /// A spatial photo.
    public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
    /// A video streamed from the cloud.
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    /// A high-frame-rate video.
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    /// A time-lapse video.
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    /// A video in cinematic mode.
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where an asset comes from; every asset of a folder library is in the user's library.
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Assets in the user's library.
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    /// Assets synced from iTunes or Finder.
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    /// Assets synced from a computer.
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// What may be done to an asset.
public enum PHAssetEditOperation: Int, Sendable {
    /// Deleting it.
    case delete = 1
    /// Changing its content (an edit).
    case content = 2
    /// Changing its properties (favourite, hidden, date).
    case properties = 3
}

/// What may be done to a collection.
public enum PHCollectionEditOperation: Int, Sendable {
    /// Removing assets.
    case deleteContent = 1
    /// Removing assets from the collection only.
    case removeContent = 2
    /// Adding assets.
    case addContent = 3
    /// Creating assets in it.
    case createContent = 4
    /// Reordering assets.
    case rearrangeContent = 5
    /// Deleting the collection.
    case delete = 6
    /// Renaming the collection.
    case rename = 7
}
