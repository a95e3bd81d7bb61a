import Foundation
import UIKit
import XCTest

@testable import AVKit

/// The player screen: the view's layer is the player layer, and the control plays and pauses.
final class AVPlayerViewControllerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("OPENUIKIT_AUDIO_SINK", "fakesink", 1)
    }

    @MainActor
    func testControlPlaysAndPauses() async throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 2), name: "controller.wav")
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: url)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        controller.view.layoutIfNeeded()
        XCTAssertTrue((controller.view.layer as? AVPlayerLayer)?.player === controller.player)
        XCTAssertEqual(controller.playPauseButton.accessibilityLabel, "Play")
        XCTAssertEqual(controller.playPauseButton.frame.midX, 160)
        controller.togglePlayback()
        XCTAssertEqual(controller.player?.rate, 1)
        XCTAssertEqual(controller.playPauseButton.accessibilityLabel, "Pause")
        controller.togglePlayback()
        XCTAssertEqual(controller.player?.rate, 0)
        controller.showsPlaybackControls = false
        XCTAssertTrue(controller.playPauseButton.isHidden)
    }
}
