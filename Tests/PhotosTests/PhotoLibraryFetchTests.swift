import Foundation
import OpenUIKit
import Photos
import XCTest

final class PhotoLibraryFetchTests: XCTestCase {
    private var library: PhotoLibraryFixture!

    override func setUpWithError() throws {
        library = try PhotoLibraryFixture()
    }

    override func tearDown() {
        library.remove()
    }

    func testAMissingFolderIsAnEmptyLibrary() {
        setenv("OPENUIKIT_PHOTO_LIBRARY", library.root.appendingPathComponent("absent").path, 1)
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 0)
        XCTAssertEqual(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil).count, 0)
        XCTAssertNil(PHAsset.fetchAssets(with: nil).firstObject)
    }

    func testFilesAreAssetsWithTheirHeaderSizesAndFoldersAreAlbums() throws {
        try library.writeImage("wide.png", width: 40, height: 30)
        try library.writeImage("small.jpg", width: 20, height: 10)
        try library.writeImage("Trips/beach.png", width: 16, height: 24)
        try library.writeImage("live.png", width: 12, height: 12)
        try library.writeMovie("live.mov")
        try library.writeMovie("clip.mp4")
        try Data("notes".utf8).write(to: library.root.appendingPathComponent("notes.txt"))

        let all = PHAsset.fetchAssets(with: nil)
        XCTAssertEqual(all.count, 5, "four images and a movie; the live photo's .mov and the text file are no assets")
        var byName: [String: PHAsset] = [:]
        all.enumerateObjects { asset, _, _ in byName[asset.localIdentifier] = asset }
        let wide = try XCTUnwrap(byName["wide.png/L0/001"])
        XCTAssertEqual([wide.pixelWidth, wide.pixelHeight], [40, 30])
        XCTAssertEqual(wide.mediaType, .image)
        let jpeg = try XCTUnwrap(byName["small.jpg/L0/001"])
        XCTAssertEqual([jpeg.pixelWidth, jpeg.pixelHeight], [20, 10])
        XCTAssertEqual(jpeg.value(forKey: "uniformTypeIdentifier") as? String, "public.jpeg")
        XCTAssertEqual(jpeg.value(forKey: "filename") as? String, "small.jpg")
        XCTAssertNil(jpeg.value(forKey: "noSuchKey"))
        XCTAssertEqual(byName["clip.mp4/L0/001"]?.mediaType, .video)
        XCTAssertEqual(byName["live.png/L0/001"]?.mediaSubtypes, .photoLive)
        XCTAssertEqual(byName["Trips/beach.png/L0/001"]?.pixelHeight, 24)
        XCTAssertEqual(PHAsset.fetchAssets(with: .video, options: nil).count, 1)
        XCTAssertEqual(all.countOfAssets(with: .image), 4)

        let albums = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)
        XCTAssertEqual(albums.count, 1)
        let trips = try XCTUnwrap(albums.firstObject)
        XCTAssertEqual(trips.localizedTitle, "Trips")
        XCTAssertEqual(trips.estimatedAssetCount, 1)
        XCTAssertEqual(trips.assetCollectionType, .album)
        XCTAssertEqual(
            PHAsset.fetchAssets(in: trips, options: nil).firstObject?.localIdentifier, "Trips/beach.png/L0/001")
        XCTAssertEqual(PHCollectionList.fetchTopLevelUserCollections(with: nil).firstObject?.localizedTitle, "Trips")

        let smart = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumLivePhotos, options: nil)
        let livePhotos = try XCTUnwrap(smart.firstObject)
        XCTAssertEqual(livePhotos.estimatedAssetCount, NSNotFound, "Photos does not estimate smart albums")
        XCTAssertEqual(
            PHAsset.fetchAssets(in: livePhotos, options: nil).firstObject?.localIdentifier, "live.png/L0/001")
        let found = PHAssetCollection.fetchAssetCollections(withLocalIdentifiers: [trips.localIdentifier], options: nil)
        XCTAssertEqual(found.firstObject, trips)
    }

    func testSortDescriptorsLimitsPredicatesAndHiddenAssets() throws {
        for (name, width) in [("a.png", 10), ("b.png", 30), ("c.png", 50), ("d.png", 70)] {
            try library.writeImage(name, width: width, height: 8)
        }
        try library.writeIndex(
            """
            { "assets": {
                "a.png": { "creationDate": "2024-01-03T00:00:00Z", "favorite": true },
                "b.png": { "creationDate": "2024-01-01T00:00:00Z" },
                "c.png": { "creationDate": "2024-01-04T00:00:00Z", "hidden": true },
                "d.png": { "creationDate": "2024-01-02T00:00:00Z", "favorite": true } } }
            """)
        func names(_ result: PHFetchResult<PHAsset>) -> [String] {
            (0..<result.count).map { String(result[$0].localIdentifier.prefix(1)) }
        }
        XCTAssertEqual(names(PHAsset.fetchAssets(with: nil)), ["b", "d", "a"], "oldest first, the hidden one left out")

        let newestFirst = PHFetchOptions()
        newestFirst.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        XCTAssertEqual(names(PHAsset.fetchAssets(with: newestFirst)), ["a", "d", "b"])
        newestFirst.includeHiddenAssets = true
        XCTAssertEqual(names(PHAsset.fetchAssets(with: newestFirst)), ["c", "a", "d", "b"])
        newestFirst.fetchLimit = 2
        XCTAssertEqual(names(PHAsset.fetchAssets(with: newestFirst)), ["c", "a"])

        let wide = PHFetchOptions()
        wide.predicate = NSPredicate { values, _ in ((values as? [String: Any])?["pixelWidth"] as? Int ?? 0) > 20 }
        wide.sortDescriptors = [NSSortDescriptor(key: "pixelWidth", ascending: false)]
        XCTAssertEqual(names(PHAsset.fetchAssets(with: wide)), ["d", "b"])
        let byKeyPath = PHFetchOptions()
        byKeyPath.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending: false)]
        XCTAssertEqual(names(PHAsset.fetchAssets(with: byKeyPath)), ["d", "b", "a"], "a Swift key path sorts too")

        let favorites = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        XCTAssertEqual(names(PHAsset.fetchAssets(in: try XCTUnwrap(favorites.firstObject), options: nil)), ["d", "a"])
        let hidden = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumAllHidden, options: nil)
        XCTAssertEqual(names(PHAsset.fetchAssets(in: try XCTUnwrap(hidden.firstObject), options: nil)), ["c"])

        let picked = PHAsset.fetchAssets(
            withLocalIdentifiers: ["d.png/L0/001", "missing/L0/001", "c.png/L0/001"], options: nil)
        XCTAssertEqual(names(picked), ["d", "c"], "unknown identifiers are left out; asked-for hidden ones are found")
        let asset = picked[0]
        XCTAssertTrue(asset.isFavorite)
        XCTAssertEqual(picked.index(of: asset), 0)
        XCTAssertTrue(picked.contains(PHAsset.fetchAssets(withLocalIdentifiers: ["c.png/L0/001"], options: nil)[0]))
        XCTAssertEqual(asset.creationDate, ISO8601DateFormatter().date(from: "2024-01-02T00:00:00Z"))
    }

    func testADamagedIndexStillListsTheFilesButRefusesChanges() throws {
        try library.writeImage("a.png", width: 4, height: 4)
        try library.writeIndex("{ not json")
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 1)
        XCTAssertThrowsError(
            try PHPhotoLibrary.shared().performChangesAndWait {
                _ = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "New")
            })
        let kept = try String(contentsOf: library.root.appendingPathComponent("Library.json"), encoding: .utf8)
        XCTAssertEqual(kept, "{ not json", "the damaged index is left as it was")
    }

    func testAuthorizationIsGrantedWhenAsked() {
        let answered = expectation(description: "handler")
        let delivery = Delivery<PHAuthorizationStatus>()
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            delivery.add(status)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(delivery.values, [.authorized])
        XCTAssertEqual(delivery.onMainThread, [true])
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(for: .readWrite), .authorized)
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(), .authorized)
    }
}
