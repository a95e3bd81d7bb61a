import Foundation
import OpenUIKit

/// A request, made inside a change block, to create, change or delete a user album.
///
/// Albums made here live in `Library.json`. An album that is a folder of the library takes
/// extra members there too, but its own files stay its members (removing one, renaming or
/// deleting the folder's album fails with `PHPhotosError.Code.changeNotSupported`, since the
/// files would have to move and their identifiers with them).
open class PHAssetCollectionChangeRequest: NSObject, @unchecked Sendable {
    /// The album changed, or nil for a creation.
    let target: String?
    private var newTitle: String?
    private var added: [String] = []
    private var removed: [String] = []
    private let originalTitle: String?

    /// Stands for the album a creation request makes; nil for other requests.
    open private(set) var placeholderForCreatedAssetCollection: PHObjectPlaceholder

    /// The album's title.
    open var title: String {
        get { newTitle ?? originalTitle ?? "" }
        set { newTitle = newValue }
    }

    private init(target: String?, title: String?, transaction: ChangeTransaction?) {
        self.target = target
        originalTitle = title
        placeholderForCreatedAssetCollection = PHObjectPlaceholder(
            localIdentifier: target ?? (UUID().uuidString + PhotoLibraryStore.albumIdentifierSuffix))
        super.init()
        transaction?.collectionRequests.append(self)
    }

    /// A request to make an album titled `title` (outside a change block it makes nothing).
    open class func creationRequestForAssetCollection(withTitle title: String) -> PHAssetCollectionChangeRequest {
        let transaction = ChangeTransaction.current(
            for: "+[PHAssetCollectionChangeRequest creationRequestForAssetCollectionWithTitle:]")
        let request = PHAssetCollectionChangeRequest(target: nil, title: nil, transaction: transaction)
        request.newTitle = title
        return request
    }

    /// A request to change `assetCollection`; nil for a smart album, which cannot be changed,
    /// and outside a change block.
    public convenience init?(for assetCollection: PHAssetCollection) {
        guard case .album = assetCollection.kind,
            let transaction = ChangeTransaction.current(
                for: "+[PHAssetCollectionChangeRequest changeRequestForAssetCollection:]")
        else { return nil }
        self.init(
            target: assetCollection.localIdentifier, title: assetCollection.localizedTitle, transaction: transaction)
    }

    /// As `init(for:)`; `assets` is the album's content the app shows (not needed here).
    public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>) {
        self.init(for: assetCollection)
    }

    /// Deletes the user albums in `assetCollections`.
    open class func deleteAssetCollections(_ assetCollections: any NSFastEnumeration) {
        guard
            let transaction = ChangeTransaction.current(
                for: "+[PHAssetCollectionChangeRequest deleteAssetCollections:]")
        else { return }
        transaction.deletedCollections += assetCollections.fastEnumerationObjects.compactMap {
            ($0 as? PHAssetCollection)?.localIdentifier
        }
    }

    /// Adds `assets` (`PHAsset`s or placeholders of assets created in the same block) at the end.
    open func addAssets(_ assets: any NSFastEnumeration) {
        added += Self.identifiers(assets)
    }

    /// Adds `assets` at `indexes`; the album keeps them at the end here, in order.
    open func insertAssets(_ assets: any NSFastEnumeration, at indexes: IndexSet) {
        added += Self.identifiers(assets)
    }

    /// Removes `assets` from the album (not from the library).
    open func removeAssets(_ assets: any NSFastEnumeration) {
        removed += Self.identifiers(assets)
    }

    private static func identifiers(_ assets: any NSFastEnumeration) -> [String] {
        assets.fastEnumerationObjects.compactMap { ($0 as? PHObject)?.localIdentifier }
    }

    // MARK: Committing

    func problem(in snapshot: LibrarySnapshot, transaction: ChangeTransaction) -> PHPhotosError? {
        let created = Set(transaction.assetRequests.compactMap { $0.createdPath })
        for identifier in added {
            guard let path = PhotoLibraryStore.path(forAssetIdentifier: identifier),
                snapshot.asset(withIdentifier: identifier) != nil || created.contains(path)
            else { return PHPhotosError(.identifierNotFound, "no asset \(identifier)") }
        }
        guard let target else { return nil }
        guard let album = snapshot.album(withIdentifier: target) else {
            return PHPhotosError(.identifierNotFound, "no album \(target)")
        }
        if album.isFolder {
            if let newTitle, newTitle != album.title {
                return PHPhotosError(.changeNotSupported, "the album \"\(album.title)\" is a folder of the library")
            }
            let ownFiles = Set(album.members.filter { $0.hasPrefix(album.title + "/") })
            if removed.contains(where: {
                PhotoLibraryStore.path(forAssetIdentifier: $0).map(ownFiles.contains) ?? false
            }) {
                return PHPhotosError(
                    .changeNotSupported, "a file of the folder \"\(album.title)\" cannot leave its album")
            }
        }
        return nil
    }

    func apply(to index: inout LibraryIndex, snapshot: LibrarySnapshot, transaction: ChangeTransaction) {
        let addedPaths = added.compactMap(PhotoLibraryStore.path(forAssetIdentifier:))
        let removedPaths = Set(removed.compactMap(PhotoLibraryStore.path(forAssetIdentifier:)))
        let identifier = target ?? placeholderForCreatedAssetCollection.localIdentifier
        let isFolder = snapshot.album(withIdentifier: identifier)?.isFolder ?? false
        var album =
            index.albums.first { $0.identifier == identifier }
            ?? LibraryIndex.Album(identifier: identifier, title: isFolder ? "" : title, assets: [])
        if !isFolder { album.title = title }
        for path in addedPaths where !album.assets.contains(path) { album.assets.append(path) }
        album.assets.removeAll(where: removedPaths.contains)
        if let position = index.albums.firstIndex(where: { $0.identifier == identifier }) {
            index.albums[position] = album
        } else {
            index.albums.append(album)
        }
    }
}
