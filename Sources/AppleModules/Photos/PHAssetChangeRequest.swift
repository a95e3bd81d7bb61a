import Foundation
import OpenUIKit

/// A request, made inside a change block, to create, change or delete assets.
///
/// Creating writes a file into the library folder (`IMG_0001.png`); changing properties writes
/// `Library.json`; an edit (`contentEditingOutput`) moves the untouched file to `.originals/` and
/// puts the rendered file in its place; deleting removes the file (Photos first asks the user,
/// and the Simulator's prompt is answered "Delete").
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    enum Source {
        case image(UIImage)
        case file(URL, PHAssetMediaType)
    }

    /// The asset changed, or nil for a creation.
    let target: String?
    private(set) var source: Source?
    /// The path a created asset gets.
    private(set) var createdPath: String?
    private var newCreationDate: Date??
    private var newFavorite: Bool?
    private var newHidden: Bool?
    private var reverts = false

    /// The date the asset was taken.
    open var creationDate: Date? {
        get { newCreationDate ?? original?.creationDate }
        set { newCreationDate = .some(newValue) }
    }

    /// Whether the asset is a favourite.
    open var isFavorite: Bool {
        get { newFavorite ?? original?.isFavorite ?? false }
        set { newFavorite = newValue }
    }

    /// Whether the asset is hidden.
    open var isHidden: Bool {
        get { newHidden ?? original?.isHidden ?? false }
        set { newHidden = newValue }
    }

    /// The edit to apply: its rendered file replaces the asset's, its adjustment data is kept.
    open var contentEditingOutput: PHContentEditingOutput?

    /// Stands for the asset a creation request makes; nil for other requests.
    open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?

    private let original: AssetRecord?

    /// A request that changes nothing: what a creation method fills in, and what one made
    /// outside a change block stays.
    public required override init() {
        target = nil
        original = nil
        super.init()
    }

    /// A request to change `asset`. Made outside a change block, it changes nothing (Photos
    /// raises an exception; the diagnostic says so).
    public init(for asset: PHAsset) {
        target = asset.localIdentifier
        original = asset.record
        super.init()
        ChangeTransaction.current(for: "+[PHAssetChangeRequest changeRequestForAsset:]")?.assetRequests.append(self)
    }

    /// A request to add `image` to the library, as a PNG (JPEG when it has only JPEG bytes).
    open class func creationRequestForAsset(from image: UIImage) -> Self {
        guard
            let transaction = ChangeTransaction.current(
                for: "+[PHAssetChangeRequest creationRequestForAssetFromImage:]")
        else { return Self() }
        let fileExtension = image.pngData() == nil && image.jpegData(compressionQuality: 0.9) != nil ? "jpg" : "png"
        let request = Self()
        request.creating(.image(image), path: transaction.reservePath(extension: fileExtension))
        transaction.assetRequests.append(request)
        return request
    }

    /// A request to add the image file at `fileURL` (copied into the library); nil outside a
    /// change block.
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
        creation(fileURL, .image, "+[PHAssetChangeRequest creationRequestForAssetFromImageAtFileURL:]")
    }

    /// A request to add the movie file at `fileURL` (copied into the library); nil outside a
    /// change block.
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
        creation(fileURL, .video, "+[PHAssetChangeRequest creationRequestForAssetFromVideoAtFileURL:]")
    }

    private class func creation(_ url: URL, _ type: PHAssetMediaType, _ method: String) -> Self? {
        guard let transaction = ChangeTransaction.current(for: method) else { return nil }
        let fileExtension =
            url.pathExtension.isEmpty ? (type == .video ? "mov" : "png") : url.pathExtension.lowercased()
        let request = Self()
        request.creating(.file(url, type), path: transaction.reservePath(extension: fileExtension))
        transaction.assetRequests.append(request)
        return request
    }

    private func creating(_ source: Source, path: String) {
        self.source = source
        createdPath = path
        placeholderForCreatedAsset = PHObjectPlaceholder(
            localIdentifier: PhotoLibraryStore.assetIdentifier(forPath: path))
    }

    /// Deletes the assets in `assets` (`PHAsset`s, in an array or fetch result).
    open class func deleteAssets(_ assets: any NSFastEnumeration) {
        guard let transaction = ChangeTransaction.current(for: "+[PHAssetChangeRequest deleteAssets:]") else { return }
        transaction.deletedAssets += assets.fastEnumerationObjects.compactMap { ($0 as? PHAsset)?.localIdentifier }
    }

    /// Undoes every edit: the original file comes back and the adjustment data goes.
    open func revertAssetContentToOriginal() {
        reverts = true
    }

    // MARK: Committing

    /// Why the request cannot be applied, or nil.
    func problem(in snapshot: LibrarySnapshot) -> PHPhotosError? {
        if let target {
            guard let record = snapshot.asset(withIdentifier: target) else {
                return PHPhotosError(.identifierNotFound, "no asset \(target)")
            }
            if let output = contentEditingOutput {
                guard FileManager.default.fileExists(atPath: output.renderedContentURL.path) else {
                    return PHPhotosError(.missingResource, "nothing was written to renderedContentURL")
                }
                if record.mediaType == .image, UIImage(contentsOfFile: output.renderedContentURL.path) == nil {
                    return PHPhotosError(.invalidResource, "renderedContentURL holds no image")
                }
                if output.adjustmentData == nil {
                    return PHPhotosError(.invalidResource, "the content editing output has no adjustment data")
                }
            }
            return nil
        }
        switch source {
        case .image(let image):
            if image.pngData() == nil, image.jpegData(compressionQuality: 0.9) == nil {
                return PHPhotosError(.invalidResource, "the image has no pixels to save (no renderer is installed)")
            }
        case .file(let url, let type):
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                return PHPhotosError(.missingResource, "no file at \(url.path)")
            }
            if type == .image, UIImage(contentsOfFile: url.path) == nil {
                return PHPhotosError(.invalidResource, "\(url.lastPathComponent) is not an image")
            }
        case nil:
            break
        }
        return nil
    }

    func apply(to index: inout LibraryIndex, store: PhotoLibraryStore) throws {
        let manager = FileManager.default
        let path: String
        if let target {
            guard let found = PhotoLibraryStore.path(forAssetIdentifier: target) else { return }
            path = found
        } else if let createdPath, let source {
            path = createdPath
            let destination = store.url(forRelativePath: path)
            try manager.createDirectory(at: store.root, withIntermediateDirectories: true)
            switch source {
            case .image(let image):
                guard let data = image.pngData() ?? image.jpegData(compressionQuality: 0.9) else { return }
                try data.write(to: destination, options: .atomic)
            case .file(let url, _):
                try manager.copyItem(at: url, to: destination)
            }
        } else {
            return
        }
        var entry = index.assets[path] ?? LibraryIndex.Asset()
        if let newCreationDate { entry.creationDate = newCreationDate }
        if let newFavorite { entry.favorite = newFavorite }
        if let newHidden { entry.hidden = newHidden }
        let file = store.url(forRelativePath: path)
        let original = store.originalURL(forRelativePath: path)
        if reverts, manager.fileExists(atPath: original.path) {
            try? manager.removeItem(at: file)
            try manager.moveItem(at: original, to: file)
            entry.adjustment = nil
        }
        if let output = contentEditingOutput, let adjustment = output.adjustmentData {
            if !manager.fileExists(atPath: original.path) {
                try manager.createDirectory(at: original.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: file, to: original)
            }
            let replacement = try Data(contentsOf: output.renderedContentURL)
            try replacement.write(to: file, options: .atomic)
            entry.adjustment = LibraryIndex.Adjustment(
                formatIdentifier: adjustment.formatIdentifier, formatVersion: adjustment.formatVersion,
                data: adjustment.data)
        }
        index.assets[path] = entry == LibraryIndex.Asset() ? nil : entry
    }
}
