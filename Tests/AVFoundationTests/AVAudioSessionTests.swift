import AVFoundation
import Foundation
import XCTest

/// The session keeps what the app sets and succeeds, as the Simulator's does; capture devices
/// are the machine's V4L2 cameras, none meaning nil and `.denied`.
final class AVAudioSessionTests: XCTestCase {
    func testSessionKeepsCategoryModeAndOptions() throws {
        let session = AVAudioSession.sharedInstance()
        XCTAssertTrue(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers, .duckOthers])
        XCTAssertEqual(session.category, .playback)
        XCTAssertEqual(session.mode, .moviePlayback)
        XCTAssertEqual(session.categoryOptions, [.mixWithOthers, .duckOthers])
        try session.setCategory(.ambient)
        XCTAssertEqual(session.category, .ambient)
        XCTAssertEqual(session.category.rawValue, "AVAudioSessionCategoryAmbient")
        try session.setActive(true)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        XCTAssertEqual(session.outputVolume, 1)
        XCTAssertEqual(AVAudioSession.interruptionNotification.rawValue, "AVAudioSessionInterruptionNotification")
    }

    func testSpeakerOverrideChangesTheReportedRoute() throws {
        let session = AVAudioSession.sharedInstance()
        XCTAssertEqual(session.currentRoute.outputs.map(\.portType), [.lineOut])
        try session.overrideOutputAudioPort(.speaker)
        XCTAssertEqual(session.currentRoute.outputs.map(\.portType), [.builtInSpeaker])
        XCTAssertEqual(session.currentRoute.outputs.first?.portName, "Speaker")
        try session.overrideOutputAudioPort(.none)
        XCTAssertEqual(session.currentRoute.outputs.map(\.portType), [.lineOut])
        XCTAssertEqual(session.currentRoute.inputs.map(\.portType), [.builtInMic])
    }

    func testRecordPermissionIsGrantedWhenAsked() {
        let session = AVAudioSession.sharedInstance()
        let answered = expectation(description: "answer")
        session.requestRecordPermission { granted in
            XCTAssertTrue(granted)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 5)
        XCTAssertEqual(session.recordPermission, .granted)
    }

    func testCameraFollowsTheMachinesVideoDevices() {
        let cameras = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []).filter {
            $0.hasPrefix("video")
        }
        let device = AVCaptureDevice.default(for: .video)
        if cameras.isEmpty {
            XCTAssertNil(device)
            XCTAssertEqual(AVCaptureDevice.authorizationStatus(for: .video), .denied)
        } else {
            XCTAssertEqual(device != nil, AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
        }
        let answered = expectation(description: "access")
        let expected = AVCaptureDevice.authorizationStatus(for: .video) == .authorized
        AVCaptureDevice.requestAccess(for: .video) { granted in
            XCTAssertEqual(granted, expected)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 5)
        XCTAssertEqual(AVMediaType.video.rawValue, "vide")
        XCTAssertEqual(AVAuthorizationStatus.authorized.rawValue, 3)
    }
}
