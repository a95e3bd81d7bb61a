import AVFoundation
import Foundation
import TestSupport
import XCTest

/// AVAudioPlayer over real WAV files played by GStreamer into a `fakesink` that keeps real time:
/// the duration and channels come from the file, playing takes as long as the sound, the delegate
/// hears the end on the main queue, and bad files throw Core Audio's errors.
final class AVAudioPlayerTests: XCTestCase {
    private final class Delegate: NSObject, AVAudioPlayerDelegate {
        var finished: [Bool] = []
        var onFinish: (() -> Void)?
        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            XCTAssertTrue(Thread.isMainThread)
            finished.append(flag)
            onFinish?()
        }
    }

    override func setUp() {
        super.setUp()
        setenv("OPENUIKIT_AUDIO_SINK", "fakesink", 1)
    }

    func testDurationAndChannelsComeFromTheFile() throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 0.75, channels: 2), name: "stereo.wav")
        let player = try AVAudioPlayer(contentsOf: url)
        XCTAssertEqual(player.duration, 0.75, accuracy: 0.01)
        XCTAssertEqual(player.numberOfChannels, 2)
        XCTAssertEqual(player.url, url)
        XCTAssertNil(player.data)
        XCTAssertTrue(player.prepareToPlay())
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.currentTime, 0, accuracy: 0.001)
    }

    func testSettingCurrentTimeSeeksAndIsClampedToTheDuration() throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 1), name: "seek.wav")
        let player = try AVAudioPlayer(contentsOf: url)
        player.currentTime = 0.4
        XCTAssertEqual(player.currentTime, 0.4, accuracy: 0.01)
        player.currentTime = 5
        XCTAssertEqual(player.currentTime, 1, accuracy: 0.01)
    }

    func testDataPlayerReadsTheSameSound() throws {
        let player = try AVAudioPlayer(data: AudioFixtures.wav(seconds: 0.5))
        XCTAssertEqual(player.duration, 0.5, accuracy: 0.01)
        XCTAssertEqual(player.numberOfChannels, 1)
        XCTAssertNil(player.url)
        XCTAssertEqual(player.data?.count, 44 + 22_050 * 2)
    }

    func testCorruptAndMissingFilesThrowOSStatusErrors() throws {
        let junk = try AudioFixtures.write(
            Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) }), name: "junk.wav")
        XCTAssertThrowsError(try AVAudioPlayer(contentsOf: junk)) { error in
            let error = error as NSError
            XCTAssertEqual(error.domain, NSOSStatusErrorDomain)
            XCTAssertEqual(error.code, 1_954_115_647)
        }
        // A WAV whose format tag names a codec no plug-in decodes.
        var unknownCodec = AudioFixtures.wav(seconds: 0.2)
        unknownCodec[20] = 0x77
        unknownCodec[21] = 0x77
        XCTAssertThrowsError(try AVAudioPlayer(data: unknownCodec)) { error in
            XCTAssertEqual((error as NSError).code, 1_954_115_647)
        }
        XCTAssertThrowsError(try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/sound.wav"))) { error in
            XCTAssertEqual((error as NSError).code, 2_003_334_207)
        }
    }

    @MainActor
    func testPlayingRunsForTheSoundsLengthAndTellsTheDelegate() async throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 0.4), name: "play.wav")
        let player = try AVAudioPlayer(contentsOf: url)
        let delegate = Delegate()
        player.delegate = delegate
        let done = expectation(description: "finished")
        delegate.onFinish = { done.fulfill() }
        let start = AudioFixtures.monotonicNow()
        XCTAssertTrue(player.play())
        XCTAssertTrue(player.isPlaying)
        await fulfillment(of: [done], timeout: 10)
        let elapsed = AudioFixtures.monotonicNow() - start
        XCTAssertGreaterThan(elapsed, 0.3)
        XCTAssertEqual(delegate.finished, [true])
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.currentTime, 0, accuracy: 0.01)
    }

    @MainActor
    func testLoopsPlayTheSoundAgain() async throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 0.25), name: "loop.wav")
        let player = try AVAudioPlayer(contentsOf: url)
        let delegate = Delegate()
        player.delegate = delegate
        player.numberOfLoops = 2
        let done = expectation(description: "finished")
        delegate.onFinish = { done.fulfill() }
        let start = AudioFixtures.monotonicNow()
        player.play()
        await fulfillment(of: [done], timeout: 10)
        XCTAssertGreaterThan(AudioFixtures.monotonicNow() - start, 0.6)
        XCTAssertEqual(delegate.finished, [true])
    }

    @MainActor
    func testPausingKeepsThePosition() async throws {
        let url = try AudioFixtures.write(AudioFixtures.wav(seconds: 2), name: "pause.wav")
        let player = try AVAudioPlayer(contentsOf: url)
        player.currentTime = 1.2
        player.play()
        player.pause()
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.currentTime, 1.2, accuracy: 0.1)
        player.volume = 0.25
        XCTAssertEqual(player.volume, 0.25)
        player.pan = -1
        XCTAssertEqual(player.pan, -1)
        player.stop()
        XCTAssertFalse(player.isPlaying)
    }

    func testDeviceTimeMovesForward() throws {
        let player = try AVAudioPlayer(data: AudioFixtures.wav(seconds: 0.1))
        let first = player.deviceCurrentTime
        XCTAssertGreaterThan(first, 0)
        XCTAssertGreaterThanOrEqual(player.deviceCurrentTime, first)
    }
}

/// MP3 decoding on a file of the shared corpus, so it runs under `make test-corpus` (which has the
/// corpus) and not `make test` (which must pass without it).
final class AVAudioPlayerCorpusTests: XCTestCase {
    /// An MP3 a real game ships (RetroRampage's pistol shot), decoded by GStreamer's mpg123.
    func testAnAppsMP3Decodes() throws {
        let url = try SharedCorpus.apps.appendingPathComponent(
            "nicklockwood__RetroRampage/Source/Rampage/Sounds/pistolFire.mp3")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "no \(url.path)")
        let player = try AVAudioPlayer(contentsOf: url)
        XCTAssertGreaterThan(player.duration, 0.05)
        XCTAssertLessThan(player.duration, 10)
        XCTAssertGreaterThan(player.numberOfChannels, 0)
    }
}
