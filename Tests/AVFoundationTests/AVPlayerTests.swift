import AVFoundation
import Foundation
import UIKit
import XCTest

/// AVAsset reads the real file's length and tracks; AVPlayer plays an item to its end and posts
/// the end notification; CMTime keeps rational time exactly.
final class AVPlayerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("OPENUIKIT_AUDIO_SINK", "fakesink", 1)
    }

    func testAssetDurationAndTracksComeFromTheFile() throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 1.5), name: "asset.wav")
        let asset = AVURLAsset(url: url)
        XCTAssertEqual(asset.duration.seconds, 1.5, accuracy: 0.01)
        XCTAssertEqual(CMTimeGetSeconds(asset.duration), 1.5, accuracy: 0.01)
        XCTAssertEqual(asset.tracks(withMediaType: .audio).count, 1)
        XCTAssertEqual(asset.tracks(withMediaType: .video).count, 0)
        XCTAssertTrue(asset.isPlayable)
        XCTAssertEqual(asset.url, url)

        let broken = AVAsset(url: try AudioFixtures.write(Data("not a sound".utf8), name: "broken.wav"))
        XCTAssertFalse(broken.duration.isValid)
        XCTAssertFalse(broken.isPlayable)
    }

    @MainActor
    func testPlayerPlaysAnItemToItsEnd() async throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 0.3), name: "player.wav")
        let item = AVPlayerItem(url: url)
        let player = AVPlayer(playerItem: item)
        XCTAssertEqual(item.status, .readyToPlay)
        XCTAssertEqual(player.status, .readyToPlay)
        XCTAssertEqual(item.duration.seconds, 0.3, accuracy: 0.01)
        let ended = expectation(forNotification: .AVPlayerItemDidPlayToEndTime, object: item)
        let start = AudioFixtures.monotonicNow()
        player.play()
        XCTAssertEqual(player.rate, 1)
        XCTAssertEqual(player.timeControlStatus, .playing)
        await fulfillment(of: [ended], timeout: 10)
        XCTAssertGreaterThan(AudioFixtures.monotonicNow() - start, 0.2)
        XCTAssertEqual(player.rate, 0)
        XCTAssertEqual(player.currentTime().seconds, 0.3, accuracy: 0.05)

        player.seek(to: CMTime(seconds: 0.1, preferredTimescale: 600))
        XCTAssertEqual(player.currentTime().seconds, 0.1, accuracy: 0.01)
    }

    @MainActor
    func testAnUnplayableItemFails() async throws {
        let item = AVPlayerItem(url: try AudioFixtures.write(Data(repeating: 7, count: 64), name: "bad.mp3"))
        let player = AVPlayer(playerItem: item)
        XCTAssertEqual(item.status, .failed)
        XCTAssertEqual(player.status, .failed)
        XCTAssertEqual((item.error as NSError?)?.domain, AVFoundationErrorDomain)
        player.play()
        XCTAssertEqual(player.timeControlStatus, .paused)
    }

    @MainActor
    func testPlayerLayerIsALayerHoldingThePlayer() async {
        let player = AVPlayer()
        let layer = AVPlayerLayer(player: player)
        XCTAssertTrue(layer.player === player)
        XCTAssertEqual(layer.videoGravity, .resizeAspect)
        XCTAssertFalse(layer.isReadyForDisplay)
        let base: CALayer = layer
        XCTAssertNotNil(base)
    }

    func testTimesAreRational() {
        let third = CMTimeMake(value: 1, timescale: 3)
        let sum = third + third + third
        XCTAssertEqual(sum, CMTime(value: 1, timescale: 1))
        XCTAssertEqual(CMTime(seconds: 2.5, preferredTimescale: 600).value, 1500)
        XCTAssertTrue(CMTime.invalid < .zero)
        XCTAssertTrue(CMTime.positiveInfinity > CMTime(value: 1_000_000, timescale: 1))
        XCTAssertTrue(CMTime.indefinite.seconds.isNaN)
        XCTAssertEqual(CMTimeMakeWithSeconds(1.25, preferredTimescale: 4).value, 5)
        XCTAssertEqual(
            (CMTime(value: 1, timescale: 2) - CMTime(value: 1, timescale: 3)).seconds, 1.0 / 6, accuracy: 0.01)
    }
}
