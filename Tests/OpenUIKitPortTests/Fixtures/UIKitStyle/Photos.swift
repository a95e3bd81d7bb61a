import Foundation
import Photos
import PhotosUI
import UIKit

/// A photo grid over the library, as apps write one: authorization, a sorted fetch, cached
/// thumbnails, change observation with incremental updates, and a live photo badge.
final class PhotoGridViewController: UICollectionViewController, PHPhotoLibraryChangeObserver {
    private var fetchResult: PHFetchResult<PHAsset> = PHFetchResult()
    private let imageManager = PHCachingImageManager()
    private let thumbnailSize = CGSize(width: 200, height: 200)

    deinit {
        PHPhotoLibrary.shared().unregisterChangeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        PHPhotoLibrary.shared().register(self)
        switch PHPhotoLibrary.authorizationStatus(for: .readWrite) {
        case .authorized, .limited:
            loadPhotos()
        case .notDetermined:
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { [weak self] status in
                DispatchQueue.main.async {
                    if status == .authorized { self?.loadPhotos() }
                }
            }
        case .denied, .restricted:
            break
        @unknown default:
            break
        }
    }

    private func loadPhotos() {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.includeHiddenAssets = false
        options.fetchLimit = 500
        fetchResult = PHAsset.fetchAssets(with: .image, options: options)
        var assets: [PHAsset] = []
        fetchResult.enumerateObjects { asset, _, _ in assets.append(asset) }
        imageManager.allowsCachingHighQualityImages = false
        imageManager.startCachingImages(for: assets, targetSize: thumbnailSize, contentMode: .aspectFill, options: nil)
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fetchResult.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        let asset = fetchResult.object(at: indexPath.item)
        let options = PHImageRequestOptions()
        options.deliveryMode = .opportunistic
        options.resizeMode = .fast
        options.isNetworkAccessAllowed = true
        let requestID = imageManager.requestImage(
            for: asset, targetSize: thumbnailSize, contentMode: .aspectFill, options: options
        ) { image, info in
            let degraded = (info?[PHImageResultIsDegradedKey] as? Bool) ?? false
            if let error = info?[PHImageErrorKey] as? Error { print(error, degraded) }
            cell.backgroundView = UIImageView(image: image)
        }
        if requestID == PHInvalidImageRequestID { print("no request") }
        if asset.mediaSubtypes.contains(.photoLive) {
            cell.contentView.addSubview(UIImageView(image: PHLivePhotoView.livePhotoBadgeImage(options: .overContent)))
        }
        return cell
    }

    func photoLibraryDidChange(_ changeInstance: PHChange) {
        guard let details = changeInstance.changeDetails(for: fetchResult) else { return }
        DispatchQueue.main.async {
            self.fetchResult = details.fetchResultAfterChanges
            guard details.hasIncrementalChanges else {
                self.collectionView.reloadData()
                return
            }
            self.collectionView.performBatchUpdates({
                if let removed = details.removedIndexes {
                    self.collectionView.deleteItems(at: removed.map { IndexPath(item: $0, section: 0) })
                }
                if let inserted = details.insertedIndexes {
                    self.collectionView.insertItems(at: inserted.map { IndexPath(item: $0, section: 0) })
                }
                details.enumerateMoves { from, to in
                    self.collectionView.moveItem(
                        at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
                }
            })
            if let changed = details.changedIndexes {
                self.collectionView.reloadItems(at: changed.map { IndexPath(item: $0, section: 0) })
            }
        }
    }
}

/// Albums, saving into one, favouriting and deleting, as an album screen's model does it.
final class AlbumService {
    func albums() -> [PHAssetCollection] {
        var found: [PHAssetCollection] = []
        let smart = PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .any, options: nil)
        smart.enumerateObjects { collection, _, _ in
            if collection.assetCollectionSubtype != .smartAlbumAllHidden { found.append(collection) }
        }
        let user = PHCollectionList.fetchTopLevelUserCollections(with: nil)
        for index in 0..<user.count {
            if let album = user[index] as? PHAssetCollection, album.estimatedAssetCount > 0 {
                found.append(album)
            } else if let folder = user[index] as? PHCollectionList {
                PHCollection.fetchCollections(in: folder, options: nil).enumerateObjects { child, _, _ in
                    if let album = child as? PHAssetCollection { found.append(album) }
                }
            }
        }
        return found
    }

    func newestPhoto(in album: PHAssetCollection) -> PHAsset? {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 1
        return PHAsset.fetchAssets(in: album, options: options).firstObject
    }

    func save(_ image: UIImage, toAlbumTitled title: String) async throws -> String? {
        var placeholder: PHObjectPlaceholder?
        try await PHPhotoLibrary.shared().performChanges {
            let asset = PHAssetChangeRequest.creationRequestForAsset(from: image)
            asset.creationDate = Date()
            let album = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: title)
            if let created = asset.placeholderForCreatedAsset {
                album.addAssets([created] as NSArray)
            }
            placeholder = asset.placeholderForCreatedAsset
        }
        return placeholder?.localIdentifier
    }

    func toggleFavorite(_ asset: PHAsset, completion: @escaping (Bool) -> Void) {
        PHPhotoLibrary.shared().performChanges({
            let request = PHAssetChangeRequest(for: asset)
            request.isFavorite = !asset.isFavorite
        }, completionHandler: { success, _ in completion(success) })
    }

    func delete(_ assets: [PHAsset]) throws {
        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest.deleteAssets(assets as NSArray)
        }
    }

    func remove(_ asset: PHAsset, from album: PHAssetCollection) {
        PHPhotoLibrary.shared().performChanges {
            PHAssetCollectionChangeRequest(for: album)?.removeAssets([asset] as NSFastEnumeration)
        }
    }
}

/// Editing a photo through content editing input and output.
final class PhotoEditor {
    func applyEdit(to asset: PHAsset, render: @escaping (URL, URL) -> Bool) {
        let options = PHContentEditingInputRequestOptions()
        options.isNetworkAccessAllowed = true
        options.canHandleAdjustmentData = { $0.formatIdentifier == "com.example.editor" }
        asset.requestContentEditingInput(with: options) { input, info in
            if let error = info[PHContentEditingInputErrorKey] as? Error {
                print(error)
                return
            }
            if (info[PHContentEditingInputResultIsInCloudKey] as? Bool) == true { return }
            guard let input, let source = input.fullSizeImageURL else { return }
            let output = PHContentEditingOutput(contentEditingInput: input)
            guard render(source, output.renderedContentURL) else { return }
            output.adjustmentData = PHAdjustmentData(
                formatIdentifier: "com.example.editor", formatVersion: "1.0", data: Data("crop".utf8))
            PHPhotoLibrary.shared().performChanges({
                PHAssetChangeRequest(for: asset).contentEditingOutput = output
            }) { success, error in
                print(success, error as Any, input.mediaType == .image, input.uniformTypeIdentifier ?? "")
            }
        }
    }

    func originalBytes(of asset: PHAsset, completion: @escaping (Data) -> Void) {
        guard let resource = PHAssetResource.assetResources(for: asset).first(where: { $0.type == .photo }) else {
            return
        }
        var data = Data()
        PHAssetResourceManager.default().requestData(for: resource, options: nil, dataReceivedHandler: { chunk in
            data.append(chunk)
        }) { error in
            if error == nil { completion(data) }
        }
        print(resource.originalFilename, resource.uniformTypeIdentifier)
        if let type = asset.value(forKey: "uniformTypeIdentifier") as? String { print(type) }
    }
}

/// A detail screen with a live photo view and a system picker.
final class PhotoDetailViewController: UIViewController, PHPickerViewControllerDelegate, PHLivePhotoViewDelegate {
    private let livePhotoView = PHLivePhotoView()
    var asset: PHAsset?

    override func viewDidLoad() {
        super.viewDidLoad()
        livePhotoView.contentMode = .scaleAspectFit
        livePhotoView.delegate = self
        livePhotoView.frame = view.bounds
        view.addSubview(livePhotoView)
        guard let asset, asset.mediaSubtypes.contains(.photoLive) else { return }
        let options = PHLivePhotoRequestOptions()
        options.deliveryMode = .highQualityFormat
        options.isNetworkAccessAllowed = true
        PHImageManager.default().requestLivePhoto(
            for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: options
        ) { [weak self] livePhoto, _ in
            self?.livePhotoView.livePhoto = livePhoto
            self?.livePhotoView.startPlayback(with: .hint)
        }
    }

    func livePhotoView(_ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle) {
        print("played", playbackStyle == .full)
    }

    func pickPhotos() {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 3
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        let identifiers = results.compactMap(\.assetIdentifier)
        let assets = PHAsset.fetchAssets(withLocalIdentifiers: identifiers, options: nil)
        print(assets.count)
        for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
            result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                DispatchQueue.main.async {
                    if let image = object as? UIImage { self.view.addSubview(UIImageView(image: image)) }
                }
            }
        }
    }
}
