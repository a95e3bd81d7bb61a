import Foundation
@_spi(Testing) import OpenUIKit
import Photos
import PhotosUI
import XCTest

@MainActor
private final class PickerDelegate: PHPickerViewControllerDelegate {
    var finished: [[PHPickerResult]] = []

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        finished.append(results)
    }
}

@MainActor
private final class PlaybackDelegate: PHLivePhotoViewDelegate {
    var events: [String] = []

    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {
        events.append("will \(playbackStyle.rawValue)")
    }

    func livePhotoView(_ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    {
        events.append("did end \(playbackStyle.rawValue)")
    }
}

final class PhotosUITests: XCTestCase {
    private var library: PhotoLibraryFixture!

    override func setUpWithError() throws {
        library = try PhotoLibraryFixture()
        try library.writeImage("a.png", width: 30, height: 20)
        try library.writeImage("b.jpg", width: 20, height: 20)
        try library.writeImage("live.png", width: 40, height: 30)
        try library.writeMovie("live.mov")
        try library.writeMovie("clip.mov")
    }

    override func tearDown() {
        library.remove()
    }

    @MainActor
    private static func grid(of picker: PHPickerViewController) throws -> UICollectionView {
        try XCTUnwrap(picker.view.subviews.compactMap { $0 as? UICollectionView }.first)
    }

    func testAPickerOfOneFinishesOnTheFirstTap() throws {
        let setup = try MainActor.assumeIsolated {
            () throws -> (PHPickerViewController, PickerDelegate, UICollectionView) in
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.filter = .images
            let picker = PHPickerViewController(configuration: configuration)
            let delegate = PickerDelegate()
            picker.delegate = delegate
            picker.loadViewIfNeeded()
            return (picker, delegate, try Self.grid(of: picker))
        }
        MainActor.assumeIsolated {
            let (picker, delegate, collectionView) = setup
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3, "the movie is filtered out")
            picker.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
            XCTAssertEqual(delegate.finished.count, 1)
            XCTAssertEqual(delegate.finished.first?.map(\.assetIdentifier), ["b.jpg/L0/001"])
            XCTAssertEqual(delegate.finished.first?.first?.itemProvider.canLoadObject(ofClass: UIImage.self), true)
        }
    }

    func testAMultiplePickerReportsPicksInOrderWithLoadableImages() throws {
        let (picker, delegate) = MainActor.assumeIsolated { () -> (PHPickerViewController, PickerDelegate) in
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.selectionLimit = 2
            configuration.filter = .any(of: [.images, .videos])
            let picker = PHPickerViewController(configuration: configuration)
            let delegate = PickerDelegate()
            picker.delegate = delegate
            picker.loadViewIfNeeded()
            return (picker, delegate)
        }
        let provider = try MainActor.assumeIsolated { () throws -> NSItemProvider in
            let collectionView = try Self.grid(of: picker)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
            let tap = { (item: Int) in
                picker.collectionView(collectionView, didSelectItemAt: IndexPath(item: item, section: 0))
            }
            tap(2)
            tap(0)
            tap(1)
            XCTAssertTrue(delegate.finished.isEmpty, "a limit of two ignores the third pick and waits for Add")
            let add = try XCTUnwrap(
                picker.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Add" })
            add.sendActions(for: .primaryActionTriggered)
            let results = try XCTUnwrap(delegate.finished.first)
            XCTAssertEqual(results.count, 2)
            XCTAssertEqual(Set(results.compactMap(\.assetIdentifier)).count, 2)
            return try XCTUnwrap(results.first { $0.assetIdentifier == "a.png/L0/001" }).itemProvider
        }
        let sizes = Delivery<CGSize?>()
        _ = provider.loadObject(ofClass: UIImage.self) { object, _ in
            sizes.add((object as? UIImage)?.size)
        }
        XCTAssertTrue(sizes.values.isEmpty, "item providers answer on a later turn of the run loop")
        MainActor.assumeIsolated { UIApplication.shared.runUntilIdle() }
        XCTAssertEqual(sizes.values, [CGSize(width: 30, height: 20)])
    }

    func testCancelReportsNoResultsAndUnconfiguredResultsHaveNoIdentifiers() throws {
        MainActor.assumeIsolated {
            let picker = PHPickerViewController(configuration: PHPickerConfiguration())
            let delegate = PickerDelegate()
            picker.delegate = delegate
            picker.loadViewIfNeeded()
            let cancel = picker.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" }
            cancel?.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(delegate.finished.map(\.count), [0])
            let grid = picker.view.subviews.compactMap { $0 as? UICollectionView }.first
            if let grid { picker.collectionView(grid, didSelectItemAt: IndexPath(item: 0, section: 0)) }
            XCTAssertEqual(delegate.finished.count, 2)
            XCTAssertEqual(delegate.finished.last?.count, 1)
            XCTAssertNil(delegate.finished.last?.first?.assetIdentifier, "a picker without a library names no assets")
        }
    }

    func testContinuousSelectionReportsEveryChangeAndFiltersCombine() throws {
        MainActor.assumeIsolated {
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.selectionLimit = 0
            configuration.selection = .continuousAndOrdered
            configuration.filter = .all(of: [.images, .not(.livePhotos)])
            let picker = PHPickerViewController(configuration: configuration)
            let delegate = PickerDelegate()
            picker.delegate = delegate
            picker.loadViewIfNeeded()
            guard let grid = picker.view.subviews.compactMap({ $0 as? UICollectionView }).first else {
                return XCTFail("no grid")
            }
            XCTAssertEqual(grid.numberOfItems(inSection: 0), 2, "still images that are not live photos")
            picker.collectionView(grid, didSelectItemAt: IndexPath(item: 1, section: 0))
            picker.collectionView(grid, didSelectItemAt: IndexPath(item: 0, section: 0))
            picker.collectionView(grid, didSelectItemAt: IndexPath(item: 1, section: 0))
            XCTAssertEqual(delegate.finished.map(\.count), [1, 2, 1], "each pick and unpick is reported")
            XCTAssertEqual(delegate.finished.last?.first?.assetIdentifier, "a.png/L0/001")
            picker.deselectAssets(withIdentifiers: ["a.png/L0/001"])
            picker.collectionView(grid, didSelectItemAt: IndexPath(item: 1, section: 0))
            XCTAssertEqual(delegate.finished.last?.compactMap(\.assetIdentifier), ["b.jpg/L0/001"])
        }
    }

    func testALivePhotoShowsItsStillAndPlaysOnTheClock() throws {
        let live = try XCTUnwrap(
            PHAsset.fetchAssets(withLocalIdentifiers: ["live.png/L0/001"], options: nil).firstObject)
        let answered = expectation(description: "live photo")
        let delivery = Delivery<PHLivePhoto?>()
        PHImageManager.default().requestLivePhoto(
            for: live, targetSize: CGSize(width: 20, height: 20), contentMode: .aspectFit, options: nil
        ) { livePhoto, _ in
            delivery.add(livePhoto)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
        let livePhoto = try XCTUnwrap(delivery.values.first ?? nil)
        XCTAssertEqual(livePhoto.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(PHAssetResource.assetResources(for: live).map(\.type), [.photo, .pairedVideo])

        MainActor.assumeIsolated {
            let view = PHLivePhotoView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let delegate = PlaybackDelegate()
            view.delegate = delegate
            view.contentMode = .scaleAspectFit
            view.livePhoto = livePhoto
            let still = view.subviews.compactMap { $0 as? UIImageView }.first
            XCTAssertEqual(still?.image?.size, CGSize(width: 20, height: 15))
            XCTAssertEqual(still?.contentMode, .scaleAspectFit)
            view.startPlayback(with: .hint)
            XCTAssertEqual(delegate.events, ["will 2"])
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(delegate.events, ["will 2", "did end 2"], "the hint ends on its own when the clock runs")
            view.startPlayback(with: .full)
            view.stopPlayback()
            XCTAssertEqual(delegate.events, ["will 2", "did end 2", "will 1", "did end 1"])
        }
    }

    func testARequestForALivePhotoOfAPlainPhotoFails() throws {
        let plain = try XCTUnwrap(PHAsset.fetchAssets(withLocalIdentifiers: ["a.png/L0/001"], options: nil).firstObject)
        let answered = expectation(description: "live photo")
        let delivery = Delivery<Bool>()
        PHImageManager.default().requestLivePhoto(
            for: plain, targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: nil
        ) { livePhoto, info in
            delivery.add(livePhoto == nil && info?[PHImageErrorKey] != nil)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(delivery.values, [true])
    }

    func testTheLiveBadgeIsDrawn() throws {
        let (badge, off) = MainActor.assumeIsolated {
            (
                PHLivePhotoView.livePhotoBadgeImage(options: .overContent),
                PHLivePhotoView.livePhotoBadgeImage(options: [.overContent, .liveOff])
            )
        }
        XCTAssertEqual(badge.size, CGSize(width: 27, height: 27))
        let scale = Int(badge.scale)
        XCTAssertEqual(
            try pixel(of: badge, x: 13 * scale, y: 13 * scale), [255, 255, 255, 255], "the white middle dot")
        XCTAssertEqual(try pixel(of: badge, x: 0, y: 0)[3], 0, "the corner is clear")
        XCTAssertEqual(try pixel(of: off, x: 17 * scale, y: 17 * scale)[3], 255, "the slash crosses it out")
        XCTAssertEqual(try pixel(of: badge, x: 17 * scale, y: 17 * scale)[3], 0, "between the dot and the ring")
    }
}
