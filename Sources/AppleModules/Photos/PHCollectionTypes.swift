import Foundation
import OpenUIKit

/// The kinds of asset collection.
public enum PHAssetCollectionType: Int, Sendable {
    /// An album the user made (here: a subfolder of the library, or one a change request made).
    case album = 1
    /// An album Photos fills by a rule (all photos, favourites, videos…).
    case smartAlbum = 2
    /// A moment; deprecated by Apple, and never fetched here.
    case moment = 3
}

/// The kinds of album and smart album, with Apple's raw values.
public enum PHAssetCollectionSubtype: Int, Sendable {
    /// An album the user made.
    case albumRegular = 2
    /// An album synced from a computer.
    case albumSyncedEvent = 3
    /// Faces synced from a computer.
    case albumSyncedFaces = 4
    /// An album synced from a computer.
    case albumSyncedAlbum = 5
    /// An album imported from a camera.
    case albumImported = 6
    /// My Photo Stream.
    case albumMyPhotoStream = 100
    /// A shared album.
    case albumCloudShared = 101
    /// Generic smart album.
    case smartAlbumGeneric = 200
    /// Panoramas.
    case smartAlbumPanoramas = 201
    /// Videos.
    case smartAlbumVideos = 202
    /// Favourites.
    case smartAlbumFavorites = 203
    /// Time-lapses.
    case smartAlbumTimelapses = 204
    /// Hidden assets.
    case smartAlbumAllHidden = 205
    /// Recently added.
    case smartAlbumRecentlyAdded = 206
    /// Bursts.
    case smartAlbumBursts = 207
    /// Slow-motion videos.
    case smartAlbumSlomoVideos = 208
    /// Recents: every asset of the library.
    case smartAlbumUserLibrary = 209
    /// Selfies.
    case smartAlbumSelfPortraits = 210
    /// Screenshots.
    case smartAlbumScreenshots = 211
    /// Portraits.
    case smartAlbumDepthEffect = 212
    /// Live photos.
    case smartAlbumLivePhotos = 213
    /// Animated images.
    case smartAlbumAnimated = 214
    /// Long exposures.
    case smartAlbumLongExposures = 215
    /// Unable to upload.
    case smartAlbumUnableToUpload = 216
    /// RAW photos.
    case smartAlbumRAW = 217
    /// Cinematic videos.
    case smartAlbumCinematic = 218
    /// Spatial media.
    case smartAlbumSpatial = 219
    /// Screen recordings.
    case smartAlbumScreenRecordings = 220
    /// Any subtype (for fetching).
    case any = 9_223_372_036_854_775_807
}

/// The kinds of collection list.
public enum PHCollectionListType: Int, Sendable {
    /// A list of moments.
    case momentList = 1
    /// A folder of albums the user made.
    case folder = 2
    /// A list Photos makes.
    case smartFolder = 3
}

/// The kinds of collection list, with Apple's raw values.
public enum PHCollectionListSubtype: Int, Sendable {
    /// Moments grouped by year.
    case momentListCluster = 1
    /// Moments grouped by year.
    case momentListYear = 2
    /// A folder the user made.
    case regularFolder = 100
    /// Events synced from a computer.
    case smartFolderEvents = 200
    /// Faces synced from a computer.
    case smartFolderFaces = 201
    /// Any subtype (for fetching).
    case any = 9_223_372_036_854_775_807
}
