import Foundation
import OpenUIKit

/// What albums and folders of albums have in common.
open class PHCollection: PHObject, @unchecked Sendable {
    /// Whether the collection holds assets (an album) rather than collections.
    open var canContainAssets: Bool { false }
    /// Whether the collection holds other collections (a folder).
    open var canContainCollections: Bool { false }
    /// The title shown to the user.
    open var localizedTitle: String? { nil }

    /// Whether `anOperation` may be done to the collection.
    open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { false }

    /// The user's top-level albums and folders: the library's subfolders and the albums change
    /// requests made, by title. Folders of albums are not kept here, so there are only albums.
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        let options = options?.copy() as? PHFetchOptions
        return PHFetchResult(
            query: { snapshot in
                let albums = snapshot.albums.map { PHAssetCollection(album: $0) }
                let kept = options?.apply(to: albums) { $0.fetchValues } ?? albums
                return kept.map { $0 as PHCollection }
            }, snapshot: PhotoLibraryStore.current.snapshot())
    }

    /// The collections in `collectionList`; a folder library keeps no folders of albums, so
    /// a list (only ever transient here) holds what it was made with.
    open class func fetchCollections(
        in collectionList: PHCollectionList, options: PHFetchOptions?
    )
        -> PHFetchResult<PHCollection>
    {
        let children = collectionList.transientChildren
        let options = options?.copy() as? PHFetchOptions
        return PHFetchResult(
            query: { _ in options?.apply(to: children) { ($0 as? PHAssetCollection)?.fetchValues ?? [:] } ?? children },
            snapshot: LibrarySnapshot())
    }

    override var keyValues: [String: Any] { fetchValues }

    /// The keys fetch options read.
    var fetchValues: [String: Any] {
        var values: [String: Any] = ["localIdentifier": localIdentifier]
        values["localizedTitle"] = localizedTitle
        values["title"] = localizedTitle
        return values
    }
}

/// A folder of collections. The folder library has none of its own (its albums are one level
/// deep); `transientCollectionList(with:title:)` makes one.
open class PHCollectionList: PHCollection, @unchecked Sendable {
    let transientChildren: [PHCollection]
    let title: String?

    init(children: [PHCollection], title: String?) {
        transientChildren = children
        self.title = title
        super.init(localIdentifier: UUID().uuidString + "/L0/050")
    }

    /// A folder, the kind users make.
    open var collectionListType: PHCollectionListType { .folder }
    /// A regular folder.
    open var collectionListSubtype: PHCollectionListSubtype { .regularFolder }
    /// The oldest asset's date across the folder's albums.
    open var startDate: Date? { transientChildren.compactMap { ($0 as? PHAssetCollection)?.startDate }.min() }
    /// The newest asset's date across the folder's albums.
    open var endDate: Date? { transientChildren.compactMap { ($0 as? PHAssetCollection)?.endDate }.max() }
    open override var canContainCollections: Bool { true }
    open override var localizedTitle: String? { title }

    /// The library's folders of `type`: none, since a folder library keeps albums one level deep.
    open class func fetchCollectionLists(
        with collectionListType: PHCollectionListType, subtype: PHCollectionListSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHCollectionList> {
        PHFetchResult()
    }

    /// The folders holding `collection`: none in a folder library.
    open class func fetchCollectionListsContaining(
        _ collection: PHCollection, options: PHFetchOptions?
    )
        -> PHFetchResult<PHCollectionList>
    {
        PHFetchResult()
    }

    /// A folder that exists only in memory, holding `collections`.
    open class func transientCollectionList(with collections: [PHCollection], title: String?) -> PHCollectionList {
        PHCollectionList(children: collections, title: title)
    }
}
