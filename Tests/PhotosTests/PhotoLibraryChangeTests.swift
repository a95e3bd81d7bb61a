import Foundation
@_spi(Testing) import OpenUIKit
import Photos
import XCTest

final class PhotoLibraryChangeTests: XCTestCase {
    private var library: PhotoLibraryFixture!
    private var recorder: ChangeRecorder!

    override func setUpWithError() throws {
        library = try PhotoLibraryFixture()
        recorder = ChangeRecorder()
        PHPhotoLibrary.shared().register(recorder)
    }

    override func tearDown() {
        PHPhotoLibrary.shared().unregisterChangeObserver(recorder)
        library.remove()
    }

    private func datedLibrary() throws {
        try library.writeImage("a.png", width: 10, height: 10)
        try library.writeImage("b.png", width: 20, height: 10)
        try library.writeIndex(
            """
            { "assets": { "a.png": { "creationDate": "2024-01-01T00:00:00Z" },
                          "b.png": { "creationDate": "2024-01-02T00:00:00Z" } } }
            """)
    }

    func testCreatingAnAssetFromAnImageWritesAFileAndReportsTheInsertion() throws {
        try datedLibrary()
        let before = PHAsset.fetchAssets(with: nil)
        var placeholder: PHObjectPlaceholder?
        try PHPhotoLibrary.shared().performChangesAndWait {
            let request = PHAssetChangeRequest.creationRequestForAsset(
                from: PhotoLibraryFixture.image(width: 30, height: 12))
            request.creationDate = ISO8601DateFormatter().date(from: "2024-01-03T00:00:00Z")
            request.isFavorite = true
            placeholder = request.placeholderForCreatedAsset
        }
        let identifier = try XCTUnwrap(placeholder?.localIdentifier)
        XCTAssertEqual(identifier, "IMG_0001.png/L0/001")
        XCTAssertTrue(library.fileExists("IMG_0001.png"))
        let created = try XCTUnwrap(PHAsset.fetchAssets(withLocalIdentifiers: [identifier], options: nil).firstObject)
        XCTAssertEqual([created.pixelWidth, created.pixelHeight], [30, 12])
        XCTAssertTrue(created.isFavorite)

        XCTAssertEqual(recorder.changes.count, 1, "the observer heard of it before performChangesAndWait returned")
        let details = try XCTUnwrap(recorder.changes.first?.changeDetails(for: before))
        XCTAssertEqual(details.insertedIndexes, IndexSet(integer: 2))
        XCTAssertNil(details.removedIndexes)
        XCTAssertNil(details.changedIndexes)
        XCTAssertFalse(details.hasMoves)
        XCTAssertEqual(details.fetchResultBeforeChanges.count, 2)
        XCTAssertEqual(details.fetchResultAfterChanges.count, 3)
        XCTAssertEqual(details.insertedObjects.map(\.localIdentifier), [identifier])
    }

    func testDeletingAndChangingAssetsReportRemovedAndChangedIndexes() throws {
        try datedLibrary()
        try library.writeImage("c.png", width: 30, height: 10)
        let all = PHAsset.fetchAssets(with: nil)
        let first = all[0], second = all[1]
        XCTAssertEqual(first.localIdentifier, "a.png/L0/001")

        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest.deleteAssets([first] as NSArray)
            PHAssetChangeRequest(for: second).isFavorite = true
        }
        XCTAssertFalse(library.fileExists("a.png"))
        let change = try XCTUnwrap(recorder.changes.last)
        let details = try XCTUnwrap(change.changeDetails(for: all))
        XCTAssertEqual(details.removedIndexes, IndexSet(integer: 0))
        XCTAssertEqual(details.changedIndexes, IndexSet(integer: 0), "b is first after the removal")
        XCTAssertEqual(details.removedObjects.map(\.localIdentifier), ["a.png/L0/001"])
        XCTAssertEqual(details.changedObjects.first?.isFavorite, true)

        let objectDetails = try XCTUnwrap(change.changeDetails(for: second))
        XCTAssertFalse(objectDetails.objectBeforeChanges.isFavorite)
        XCTAssertEqual(objectDetails.objectAfterChanges?.isFavorite, true)
        XCTAssertFalse(objectDetails.assetContentChanged)
        XCTAssertFalse(objectDetails.objectWasDeleted)
        XCTAssertEqual(change.changeDetails(for: first)?.objectWasDeleted, true)
        XCTAssertNil(change.changeDetails(for: all[2]), "c did not change")

        let favorites = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        XCTAssertEqual(PHAsset.fetchAssets(in: try XCTUnwrap(favorites.firstObject), options: nil).count, 1)
    }

    func testAReorderingChangeReportsAMove() throws {
        try datedLibrary()
        let all = PHAsset.fetchAssets(with: nil)
        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest(for: all[0]).creationDate = ISO8601DateFormatter().date(from: "2024-02-01T00:00:00Z")
        }
        let details = try XCTUnwrap(recorder.changes.last?.changeDetails(for: all))
        XCTAssertTrue(details.hasMoves)
        var moves: [[Int]] = []
        details.enumerateMoves { moves.append([$0, $1]) }
        XCTAssertEqual(moves.count, 1)
        XCTAssertEqual(details.fetchResultAfterChanges.firstObject?.localIdentifier, "b.png/L0/001")
    }

    func testAnAlbumMadeInAChangeBlockHoldsTheAssetMadeInIt() throws {
        try datedLibrary()
        let done = expectation(description: "completion")
        let outcome = Delivery<Bool>()
        var albumPlaceholder: PHObjectPlaceholder?
        let source = try library.writeImage("../PhotosTests-source-\(UUID().uuidString).png", width: 8, height: 6)
        PHPhotoLibrary.shared().performChanges({
            let asset = PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL: source)
            let album = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Picks")
            if let placeholder = asset?.placeholderForCreatedAsset { album.addAssets([placeholder] as NSArray) }
            albumPlaceholder = album.placeholderForCreatedAssetCollection
        }) { success, error in
            XCTAssertNil(error)
            outcome.add(success)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        try? FileManager.default.removeItem(at: source)
        XCTAssertEqual(outcome.values, [true])
        XCTAssertEqual(outcome.onMainThread, [false], "the completion runs on the library's queue")
        let albumsBefore = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)
        XCTAssertEqual(albumsBefore.count, 1)
        let identifier = try XCTUnwrap(albumPlaceholder?.localIdentifier)
        let album = try XCTUnwrap(
            PHAssetCollection.fetchAssetCollections(withLocalIdentifiers: [identifier], options: nil).firstObject)
        XCTAssertEqual(album.localizedTitle, "Picks")
        XCTAssertEqual(album.estimatedAssetCount, 1)
        let members = PHAsset.fetchAssets(in: album, options: nil)
        XCTAssertEqual(members.firstObject?.pixelWidth, 8)

        let byTitle = PHFetchOptions()
        byTitle.predicate = NSPredicate { values, _ in (values as? [String: Any])?["title"] as? String == "Picks" }
        XCTAssertEqual(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: byTitle).count, 1)

        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetCollectionChangeRequest(for: album)?.removeAssets(members)
        }
        XCTAssertEqual(PHAsset.fetchAssets(in: album, options: nil).count, 0)
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 3, "removing from an album keeps the asset")
        let albumChange = try XCTUnwrap(recorder.changes.last?.changeDetails(for: albumsBefore))
        XCTAssertEqual(albumChange.changedIndexes, IndexSet(integer: 0), "the album lost its photo")
        XCTAssertEqual(albumChange.changedObjects.first?.estimatedAssetCount, 0)
        XCTAssertNoThrow(
            try PHPhotoLibrary.shared().performChangesAndWait {
                PHAssetCollectionChangeRequest.deleteAssetCollections([album] as NSArray)
            })
        XCTAssertEqual(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil).count, 0)
    }

    func testChangeRequestsOutsideAChangeBlockAreRefused() throws {
        try datedLibrary()
        let asset = PHAsset.fetchAssets(with: nil)[0]
        MainActor.assumeIsolated {
            var reported: [UIKitDiagnostic] = []
            let previous = UIKitDiagnostics.handler
            UIKitDiagnostics.handler = { reported.append($0) }
            PHAssetChangeRequest.deleteAssets([asset] as NSArray)
            UIKitDiagnostics.handler = previous
            XCTAssertEqual(reported.map(\.name), [UIKitDiagnostic.internalInconsistency])
        }
        XCTAssertTrue(library.fileExists("a.png"))
        XCTAssertTrue(recorder.changes.isEmpty)
    }

    func testAFailingRequestAppliesNothing() throws {
        try datedLibrary()
        let missing = library.root.appendingPathComponent("../no-such-file.png")
        XCTAssertThrowsError(
            try PHPhotoLibrary.shared().performChangesAndWait {
                _ = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Never")
                _ = PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL: missing)
            }
        ) { error in
            XCTAssertEqual((error as? PHPhotosError)?.code, .missingResource)
        }
        XCTAssertEqual(PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil).count, 0)
        XCTAssertTrue(recorder.changes.isEmpty)
    }
}
