import Foundation
@_spi(Testing) import OpenUIKit
import Photos
import XCTest

final class PhotoImageTests: XCTestCase {
    private var library: PhotoLibraryFixture!

    override func setUpWithError() throws {
        library = try PhotoLibraryFixture()
    }

    override func tearDown() {
        library.remove()
    }

    private func requestNow(
        _ asset: PHAsset, _ size: CGSize, _ mode: PHImageContentMode, resize: PHImageRequestOptionsResizeMode = .fast,
        manager: PHImageManager = .default()
    ) throws -> UIImage {
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        options.resizeMode = resize
        var delivered: UIImage?
        var info: [AnyHashable: Any]?
        manager.requestImage(for: asset, targetSize: size, contentMode: mode, options: options) {
            delivered = $0
            info = $1
        }
        XCTAssertEqual(info?[PHImageResultIsDegradedKey] as? Bool, false)
        return try XCTUnwrap(delivered, "a synchronous request answers before it returns")
    }

    func testImagesAreScaledToFitOrFillTheTargetSize() throws {
        try library.writeImage("wide.png", width: 400, height: 200)
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        let fit = try requestNow(asset, CGSize(width: 100, height: 100), .aspectFit)
        XCTAssertEqual(fit.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(fit.scale, 1)
        XCTAssertEqual(try pixel(of: fit, x: 10, y: 25), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(of: fit, x: 90, y: 25), [0, 0, 255, 255])
        XCTAssertEqual(
            try requestNow(asset, CGSize(width: 100, height: 100), .aspectFill).size, CGSize(width: 200, height: 100))
        let cropped = try requestNow(asset, CGSize(width: 100, height: 100), .aspectFill, resize: .exact)
        XCTAssertEqual(cropped.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(
            try pixel(of: cropped, x: 20, y: 50), [255, 0, 0, 255], "the middle of the image: red on the left")
        XCTAssertEqual(try pixel(of: cropped, x: 80, y: 50), [0, 0, 255, 255], "and blue on the right")
        XCTAssertEqual(
            try requestNow(asset, PHImageManagerMaximumSize, .aspectFit).size, CGSize(width: 400, height: 200))
        XCTAssertEqual(
            try requestNow(asset, CGSize(width: 4000, height: 4000), .aspectFit).size, CGSize(width: 400, height: 200),
            "never scaled up")
    }

    func testAnAsynchronousRequestAnswersOnceOnTheMainQueue() throws {
        try library.writeImage("photo.jpg", width: 64, height: 32)
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        let answered = expectation(description: "image")
        let delivery = Delivery<CGSize?>()
        let requestID = PHImageManager.default().requestImage(
            for: asset, targetSize: CGSize(width: 32, height: 32), contentMode: .aspectFit, options: nil
        ) { image, info in
            delivery.add(image?.size)
            XCTAssertNotNil(info?[PHImageResultRequestIDKey])
            answered.fulfill()
        }
        XCTAssertNotEqual(requestID, PHInvalidImageRequestID)
        XCTAssertTrue(delivery.values.isEmpty, "nothing is delivered before the request returns")
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(delivery.values, [CGSize(width: 32, height: 16)])
        XCTAssertEqual(delivery.onMainThread, [true])
    }

    func testACancelledRequestAnswersWithTheCancelledKey() throws {
        try library.writeImage("photo.png", width: 8, height: 8)
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        let answered = expectation(description: "image")
        let delivery = Delivery<Bool>()
        let manager = PHImageManager()
        let requestID = manager.requestImage(
            for: asset, targetSize: CGSize(width: 4, height: 4), contentMode: .aspectFit, options: nil
        ) { image, info in
            delivery.add(image == nil && info?[PHImageCancelledKey] as? Bool == true)
            answered.fulfill()
        }
        manager.cancelImageRequest(requestID)
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(delivery.values, [true])
    }

    func testACorruptFileAnswersWithAnError() throws {
        try Data("not a png".utf8).write(to: library.root.appendingPathComponent("broken.png"))
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        XCTAssertEqual(asset.pixelWidth, 0)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        var info: [AnyHashable: Any]?
        var image: UIImage?
        PHImageManager.default().requestImage(
            for: asset, targetSize: CGSize(width: 10, height: 10), contentMode: .aspectFit, options: options
        ) {
            image = $0
            info = $1
        }
        XCTAssertNil(image)
        XCTAssertEqual((info?[PHImageErrorKey] as? PHPhotosError)?.code, .invalidResource)
    }

    func testTheCachingManagerAnswersFromItsCache() throws {
        try library.writeImage("photo.png", width: 80, height: 40)
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        let manager = PHCachingImageManager()
        let size = CGSize(width: 20, height: 20)
        manager.startCachingImages(for: [asset], targetSize: size, contentMode: .aspectFit, options: nil)
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("photo.png"))
        XCTAssertEqual(try requestNow(asset, size, .aspectFit, manager: manager).size, CGSize(width: 20, height: 10))
        manager.stopCachingImages(for: [asset], targetSize: size, contentMode: .aspectFit, options: nil)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        var image: UIImage?
        manager.requestImage(for: asset, targetSize: size, contentMode: .aspectFit, options: options) { found, _ in
            image = found
        }
        XCTAssertNil(image, "with the cache emptied the file is read again, and it is gone")
    }

    func testImageDataAndResourcesAreTheFilesBytes() throws {
        let url = try library.writeImage("photo.png", width: 6, height: 6)
        let bytes = try Data(contentsOf: url)
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        var data: Data?
        var type: String?
        PHImageManager.default().requestImageData(for: asset, options: options) { found, uti, _, _ in
            data = found
            type = uti
        }
        XCTAssertEqual(data, bytes)
        XCTAssertEqual(type, "public.png")

        let resources = PHAssetResource.assetResources(for: asset)
        XCTAssertEqual(resources.map(\.type), [.photo])
        XCTAssertEqual(resources.first?.originalFilename, "photo.png")
        let resource = try XCTUnwrap(resources.first)
        let finished = expectation(description: "data")
        let chunks = Delivery<Data>()
        PHAssetResourceManager.default().requestData(
            for: resource, options: nil, dataReceivedHandler: { chunks.add($0) }
        ) {
            XCTAssertNil($0)
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(chunks.values.reduce(Data(), +), bytes)

        let copy = library.root.appendingPathComponent("../PhotosTests-copy-\(UUID().uuidString).png")
        let written = expectation(description: "write")
        PHAssetResourceManager.default().writeData(for: resource, toFile: copy, options: nil) {
            XCTAssertNil($0)
            written.fulfill()
        }
        wait(for: [written], timeout: 10)
        XCTAssertEqual(try Data(contentsOf: copy), bytes)
        try? FileManager.default.removeItem(at: copy)
    }

    func testAnEditReplacesTheFileKeepsTheOriginalAndReverts() throws {
        try library.writeImage("photo.png", width: 40, height: 20)
        let asset = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        let answered = expectation(description: "input")
        let inputs = Delivery<PHContentEditingInput?>()
        asset.requestContentEditingInput(with: nil) { input, _ in
            inputs.add(input)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(inputs.onMainThread, [true])
        let input = try XCTUnwrap(inputs.values.first ?? nil)
        XCTAssertEqual(input.fullSizeImageURL?.lastPathComponent, "photo.png")
        XCTAssertNil(input.adjustmentData)
        XCTAssertEqual(input.displaySizeImage?.size, CGSize(width: 40, height: 20))

        let output = PHContentEditingOutput(contentEditingInput: input)
        try XCTUnwrap(PhotoLibraryFixture.image(width: 10, height: 10, left: .green, right: .green).pngData())
            .write(to: output.renderedContentURL)
        output.adjustmentData = PHAdjustmentData(
            formatIdentifier: "com.example.crop", formatVersion: "1", data: Data([7]))
        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest(for: asset).contentEditingOutput = output
        }
        let edited = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        XCTAssertEqual([edited.pixelWidth, edited.pixelHeight], [10, 10])
        XCTAssertEqual(
            PHAssetResource.assetResources(for: edited).map(\.type), [.photo, .fullSizePhoto, .adjustmentData])
        let original = PHImageRequestOptions()
        original.version = .original
        original.isSynchronous = true
        var originalSize: CGSize?
        PHImageManager.default().requestImage(
            for: edited, targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: original
        ) { image, _ in originalSize = image?.size }
        XCTAssertEqual(originalSize, CGSize(width: 40, height: 20))

        let continued = expectation(description: "continued input")
        let options = PHContentEditingInputRequestOptions()
        options.canHandleAdjustmentData = { $0.formatIdentifier == "com.example.crop" }
        let again = Delivery<PHContentEditingInput?>()
        edited.requestContentEditingInput(with: options) { input, _ in
            again.add(input)
            continued.fulfill()
        }
        wait(for: [continued], timeout: 10)
        let resumed = try XCTUnwrap(again.values.first ?? nil)
        XCTAssertEqual(resumed.adjustmentData?.data, Data([7]))
        XCTAssertTrue(resumed.fullSizeImageURL?.path.contains(".originals") ?? false)

        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest(for: edited).revertAssetContentToOriginal()
        }
        let reverted = try XCTUnwrap(PHAsset.fetchAssets(with: nil).firstObject)
        XCTAssertEqual([reverted.pixelWidth, reverted.pixelHeight], [40, 20])
        XCTAssertEqual(PHAssetResource.assetResources(for: reverted).map(\.type), [.photo])
    }
}
