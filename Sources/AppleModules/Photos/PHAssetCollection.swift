import Foundation
import OpenUIKit

/// An album: a subfolder of the library or an album `Library.json` lists (user albums), a
/// smart album filled by a rule, or a transient album made in memory.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
    enum Kind: Hashable {
        case album(AlbumRecord)
        case smart(PHAssetCollectionSubtype)
        case transient([String], String?)
    }

    let kind: Kind

    init(album: AlbumRecord) {
        kind = .album(album)
        super.init(localIdentifier: album.localIdentifier)
    }

    init(smart subtype: PHAssetCollectionSubtype) {
        kind = .smart(subtype)
        super.init(localIdentifier: "smartAlbum-\(subtype.rawValue)" + PhotoLibraryStore.albumIdentifierSuffix)
    }

    init(transient identifiers: [String], title: String?) {
        kind = .transient(identifiers, title)
        super.init(localIdentifier: UUID().uuidString + PhotoLibraryStore.albumIdentifierSuffix)
    }

    /// The smart albums the folder library fills, as the Simulator's Photos shows them.
    static let smartSubtypes: [PHAssetCollectionSubtype] = [
        .smartAlbumUserLibrary, .smartAlbumFavorites, .smartAlbumVideos, .smartAlbumLivePhotos,
        .smartAlbumScreenshots, .smartAlbumBursts, .smartAlbumRecentlyAdded, .smartAlbumAllHidden,
    ]

    override var contentSignature: AnyHashable { kind }

    override func refreshed(in snapshot: LibrarySnapshot) -> PHObject? {
        switch kind {
        case .album: return snapshot.album(withIdentifier: localIdentifier).map(PHAssetCollection.init(album:))
        case .smart, .transient: return self
        }
    }

    /// Album, smart album or (for a transient collection) album.
    open var assetCollectionType: PHAssetCollectionType {
        if case .smart = kind { return .smartAlbum }
        return .album
    }

    /// Which album or smart album it is.
    open var assetCollectionSubtype: PHAssetCollectionSubtype {
        if case .smart(let subtype) = kind { return subtype }
        return .albumRegular
    }

    open override var localizedTitle: String? {
        switch kind {
        case .album(let album): return album.title
        case .transient(_, let title): return title
        case .smart(let subtype): return Self.smartTitles[subtype]
        }
    }

    private static let smartTitles: [PHAssetCollectionSubtype: String] = [
        .smartAlbumUserLibrary: "Recents", .smartAlbumFavorites: "Favorites", .smartAlbumVideos: "Videos",
        .smartAlbumLivePhotos: "Live Photos", .smartAlbumScreenshots: "Screenshots", .smartAlbumBursts: "Bursts",
        .smartAlbumRecentlyAdded: "Recently Added", .smartAlbumAllHidden: "Hidden",
    ]

    /// A user album's member count when the fetch was made; `NSNotFound` for smart albums, as
    /// Photos answers (fetch the assets to count them).
    open var estimatedAssetCount: Int {
        switch kind {
        case .album(let album): return album.members.count
        case .transient(let identifiers, _): return identifiers.count
        case .smart: return NSNotFound
        }
    }

    /// The oldest member's creation date.
    open var startDate: Date? { members(in: PhotoLibraryStore.current.snapshot()).compactMap(\.creationDate).min() }
    /// The newest member's creation date.
    open var endDate: Date? { members(in: PhotoLibraryStore.current.snapshot()).compactMap(\.creationDate).max() }
    /// Place names; the folder library keeps no locations.
    open var localizedLocationNames: [String] { [] }

    open override var canContainAssets: Bool { true }

    /// User albums can be added to, removed from, renamed and deleted; smart albums cannot be
    /// changed, as in Photos.
    open override func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool {
        if case .album = kind { return true }
        return false
    }

    override var fetchValues: [String: Any] {
        var values = super.fetchValues
        values["estimatedAssetCount"] = estimatedAssetCount
        values["assetCollectionType"] = assetCollectionType.rawValue
        values["assetCollectionSubtype"] = assetCollectionSubtype.rawValue
        return values
    }

    /// The collection's assets as `snapshot` has them (hidden ones too; fetches filter them).
    func members(in snapshot: LibrarySnapshot) -> [AssetRecord] {
        switch kind {
        case .album(let stale):
            let album = snapshot.album(withIdentifier: stale.localIdentifier) ?? stale
            return album.members.compactMap { path in snapshot.assets.first { $0.relativePath == path } }
        case .transient(let identifiers, _):
            return identifiers.compactMap { snapshot.asset(withIdentifier: $0) }
        case .smart(let subtype):
            let assets = snapshot.assets
            switch subtype {
            case .smartAlbumUserLibrary, .smartAlbumGeneric: return assets
            case .smartAlbumFavorites: return assets.filter(\.isFavorite)
            case .smartAlbumVideos: return assets.filter { $0.mediaType == .video }
            case .smartAlbumLivePhotos: return assets.filter { $0.mediaSubtypes.contains(.photoLive) }
            case .smartAlbumScreenshots: return assets.filter { $0.mediaSubtypes.contains(.photoScreenshot) }
            case .smartAlbumBursts: return assets.filter { $0.burstIdentifier != nil }
            case .smartAlbumAllHidden: return assets.filter(\.isHidden)
            case .smartAlbumRecentlyAdded:
                let monthAgo = Date().addingTimeInterval(-30 * 24 * 3600)
                return assets.filter { ($0.modificationDate ?? .distantPast) >= monthAgo }
            default: return []
            }
        }
    }

    // MARK: Fetching

    /// The albums of `type` and `subtype` (`.any` for all): the user's albums for `.album`,
    /// the smart albums this library fills for `.smartAlbum`, none for `.moment`.
    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        fetch(options) { snapshot in
            switch type {
            case .album:
                guard subtype == .any || subtype == .albumRegular else { return [] }
                return snapshot.albums.map(PHAssetCollection.init(album:))
            case .smartAlbum:
                return smartSubtypes.filter { subtype == .any || $0 == subtype }.map(PHAssetCollection.init(smart:))
            case .moment:
                return []
            }
        }
    }

    /// The albums whose identifiers are in `identifiers`, in that order; unknown ones are left out.
    open class func fetchAssetCollections(
        withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
    )
        -> PHFetchResult<PHAssetCollection>
    {
        fetch(options) { snapshot in
            let all =
                snapshot.albums.map(PHAssetCollection.init(album:)) + smartSubtypes.map(PHAssetCollection.init(smart:))
            return identifiers.compactMap { identifier in all.first { $0.localIdentifier == identifier } }
        }
    }

    /// The albums of `type` that hold `asset`.
    open class func fetchAssetCollectionsContaining(
        _ asset: PHAsset, with type: PHAssetCollectionType, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        let identifier = asset.localIdentifier
        return fetch(options) { snapshot in
            let candidates: [PHAssetCollection] =
                switch type {
                case .album: snapshot.albums.map(PHAssetCollection.init(album:))
                case .smartAlbum: smartSubtypes.map(PHAssetCollection.init(smart:))
                case .moment: []
                }
            return candidates.filter { $0.members(in: snapshot).contains { $0.localIdentifier == identifier } }
        }
    }

    /// An album that exists only in memory, holding `assets`.
    open class func transientAssetCollection(with assets: [PHAsset], title: String?) -> PHAssetCollection {
        PHAssetCollection(transient: assets.map(\.localIdentifier), title: title)
    }

    /// An album that exists only in memory, holding the assets of `fetchResult`.
    open class func transientAssetCollection(
        withAssetFetchResult fetchResult: PHFetchResult<PHAsset>, title: String?
    ) -> PHAssetCollection {
        PHAssetCollection(transient: fetchResult.objects.map(\.localIdentifier), title: title)
    }

    static func fetch(
        _ options: PHFetchOptions?, _ collections: @escaping (LibrarySnapshot) -> [PHAssetCollection]
    )
        -> PHFetchResult<PHAssetCollection>
    {
        let options = options?.copy() as? PHFetchOptions
        return PHFetchResult(
            query: { snapshot in
                let found = collections(snapshot)
                return options?.apply(to: found) { $0.fetchValues } ?? found
            }, snapshot: PhotoLibraryStore.current.snapshot())
    }
}
