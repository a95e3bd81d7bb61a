import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// `UIDevice` as an iPhone simulator reports itself, with the machine's battery where it has one.
final class DeviceTests: UIKitTestCase {
    func testTheDeviceReportsItselfAsASimulatedIPhone() {
        onMain {
            let device = UIDevice.current
            XCTAssertEqual(device.systemName, "iOS")
            XCTAssertEqual(device.systemVersion, "17.0")
            XCTAssertEqual(device.model, "iPhone")
            XCTAssertEqual(device.name, "iPhone", "iOS 16 and later give apps the generic name")
            XCTAssertEqual(device.userInterfaceIdiom, .phone)
            XCTAssertEqual(device.orientation, .portrait, "the main screen is taller than wide")
            XCTAssertTrue(device.orientation.isValidInterfaceOrientation)
            XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
            XCTAssertTrue(UIDeviceOrientation.faceDown.isFlat)

            device.beginGeneratingDeviceOrientationNotifications()
            device.beginGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications, "calls nest")
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)

            device.isProximityMonitoringEnabled = true
            XCTAssertFalse(device.isProximityMonitoringEnabled, "no sensor: it stays off")

            let saved = UIScreen.main
            UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2, idiom: .pad)
            XCTAssertEqual(device.model, "iPad")
            XCTAssertEqual(device.orientation, .landscapeLeft)
            UIScreen.main = saved
        }
    }

    func testTheVendorIdentifierStaysInTheAppsContainer() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("Library/OpenUIKit/identifierForVendor")
        try onMain {
            let saved = UIDevice.vendorIdentifierFile
            defer { UIDevice.vendorIdentifierFile = saved }
            UIDevice.vendorIdentifierFile = file
            let first = try XCTUnwrap(UIDevice.current.identifierForVendor)
            XCTAssertEqual(UIDevice.current.identifierForVendor, first, "the same on every call")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), first.uuidString, "kept in the container")
            try FileManager.default.removeItem(at: home)
            XCTAssertNotEqual(UIDevice.current.identifierForVendor, first, "a new one once the app's data is gone")
        }
    }

    func testTheBatteryIsTheMachinesOwnOnlyWhileMonitored() throws {
        let supplies = FileManager.default.temporaryDirectory.appendingPathComponent("power-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: supplies) }
        for (name, files) in [
            ("AC", ["type": "Mains", "online": "1"]),
            ("BAT0", ["type": "Battery", "status": "Charging", "capacity": "87"]),
        ] {
            let folder = supplies.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, text) in files { try Data((text + "\n").utf8).write(to: folder.appendingPathComponent(file)) }
        }
        onMain {
            let saved = UIDevice.powerSupplies
            defer {
                UIDevice.powerSupplies = saved
                UIDevice.current.isBatteryMonitoringEnabled = false
            }
            UIDevice.powerSupplies = supplies
            let device = UIDevice.current
            XCTAssertEqual(device.batteryLevel, -1, "not monitored")
            XCTAssertEqual(device.batteryState, .unknown)
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryLevel, 0.85, accuracy: 0.0001, "87% in iOS's steps of 5")
            XCTAssertEqual(device.batteryState, .charging)
            UIDevice.powerSupplies = supplies.appendingPathComponent("none")
            XCTAssertEqual(device.batteryLevel, -1, "a machine without a battery, as the simulator")
            XCTAssertEqual(device.batteryState, .unknown)
        }
    }
}
