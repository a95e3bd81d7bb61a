import Foundation
import OpenUIKit

/// The requests one change block makes, and how they are written to the library folder.
final class ChangeTransaction: @unchecked Sendable {
    private static let threadKey = "OpenUIKit.PHPhotoLibrary.transaction"

    let store: PhotoLibraryStore
    var assetRequests: [PHAssetChangeRequest] = []
    var collectionRequests: [PHAssetCollectionChangeRequest] = []
    var deletedAssets: [String] = []
    var deletedCollections: [String] = []
    /// Paths given to assets created in this block, so two creations never share one.
    var reservedPaths: Set<String> = []

    init(store: PhotoLibraryStore) {
        self.store = store
    }

    var hasRequests: Bool {
        !assetRequests.isEmpty || !collectionRequests.isEmpty || !deletedAssets.isEmpty || !deletedCollections.isEmpty
    }

    static func begin(_ transaction: ChangeTransaction) {
        Thread.current.threadDictionary[threadKey] = transaction
    }

    static func end() {
        Thread.current.threadDictionary.removeObject(forKey: threadKey)
    }

    /// The change block running on this thread, or nil (and Photos' exception reported) when
    /// `method` is called outside one.
    static func current(for method: String) -> ChangeTransaction? {
        if let transaction = Thread.current.threadDictionary[threadKey] as? ChangeTransaction { return transaction }
        reportMisuse(
            "\(method) can only be called from inside of -[PHPhotoLibrary performChanges:completionHandler:] or -[PHPhotoLibrary performChangesAndWait:error:]"
        )
        return nil
    }

    /// A free path for a new asset named like `name` (`IMG_0001.png`).
    func reservePath(extension fileExtension: String) -> String {
        var counter = 1
        while true {
            let candidate = String(format: "IMG_%04d.%@", counter, fileExtension)
            if !reservedPaths.contains(candidate),
                !FileManager.default.fileExists(atPath: store.url(forRelativePath: candidate).path)
            {
                reservedPaths.insert(candidate)
                return candidate
            }
            counter += 1
        }
    }

    // MARK: Committing

    /// Checks every request, then writes them: assets created and changed, albums created and
    /// changed, then deletions. Nothing is written when a check fails.
    func commit() -> Result<Void, PHPhotosError> {
        let index: LibraryIndex
        switch store.readIndex() {
        case .success(let read): index = read
        case .failure(let error): return .failure(error)
        }
        let snapshot = store.snapshot()
        for request in assetRequests {
            if let problem = request.problem(in: snapshot) { return .failure(problem) }
        }
        for request in collectionRequests {
            if let problem = request.problem(in: snapshot, transaction: self) { return .failure(problem) }
        }
        for identifier in deletedCollections {
            guard let album = snapshot.album(withIdentifier: identifier) else {
                return .failure(PHPhotosError(.identifierNotFound, "no album \(identifier)"))
            }
            if album.isFolder {
                return .failure(
                    PHPhotosError(.changeNotSupported, "the album \"\(album.title)\" is a folder of the library"))
            }
        }
        do {
            var updated = index
            for request in assetRequests { try request.apply(to: &updated, store: store) }
            for request in collectionRequests { request.apply(to: &updated, snapshot: snapshot, transaction: self) }
            updated.albums.removeAll { deletedCollections.contains($0.identifier) }
            for identifier in deletedAssets {
                guard let path = PhotoLibraryStore.path(forAssetIdentifier: identifier),
                    let record = snapshot.asset(withIdentifier: identifier)
                else { continue }
                let manager = FileManager.default
                try? manager.removeItem(at: store.url(forRelativePath: path))
                if let video = record.pairedVideoPath { try? manager.removeItem(at: store.url(forRelativePath: video)) }
                try? manager.removeItem(at: store.originalURL(forRelativePath: path))
                updated.assets[path] = nil
                for position in updated.albums.indices { updated.albums[position].assets.removeAll { $0 == path } }
            }
            if updated != index { try store.writeIndex(updated) }
            return .success(())
        } catch let error as PHPhotosError {
            return .failure(error)
        } catch {
            return .failure(PHPhotosError(.internalError, "the library folder cannot be written: \(error)"))
        }
    }
}
