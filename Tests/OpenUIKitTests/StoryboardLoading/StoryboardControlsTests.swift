import TestSupport
import XCTest

@testable import OpenUIKit

/// The controller of Controls.storyboard: the switch's action and the search bar's delegate.
@Connectable
final class ControlsController: UIViewController, UISearchBarDelegate {
    var changes: [Bool] = []

    @IBAction func switchChanged(_ sender: UISwitch) { changes.append(sender.isOn) }
}

/// Controls.storyboard's controller, its view loaded.
@MainActor
private func loadControls() throws -> (ControlsController, LayoutScene) {
    let storyboard = UIStoryboard(name: "Controls", bundle: storyboardBundle)
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ControlsController)
    controller.loadViewIfNeeded()
    return (controller, LayoutScene(controller: controller))
}

/// What Controls.storyboard (saved by Xcode 26) says about a switch, a stepper and a search bar.
final class StoryboardControlsTests: UIKitTestCase {
    /// `on`, the tints (one of them an asset colour the document carries), and the action the
    /// switch sends when a tap flips it.
    func testSwitchFromTheStoryboard() throws {
        try onMain {
            let (controller, scene) = try loadControls()
            let on = try XCTUnwrap(scene.view("on") as? UISwitch)
            let off = try XCTUnwrap(scene.view("off") as? UISwitch)
            XCTAssertTrue(on.isOn)
            XCTAssertFalse(off.isOn)
            XCTAssertEqual(on.onTintColor, UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
            XCTAssertEqual(on.thumbTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertNil(off.onTintColor)
            XCTAssertEqual(Reported.diagnostics, [])

            let window = showInWindow(controller, size: CGSize(width: 414, height: 896))
            controller.view.layoutIfNeeded()
            UIEventInjector.shared.touchDown(at: on.convert(CGPoint(x: 30, y: 14), to: window), in: window)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(controller.changes, [false])
        }
    }

    /// The range (a minimum above the default maximum of 100 included), the step, the value in
    /// the range and the three behaviours; a stepper that says nothing keeps UIKit's defaults.
    func testStepperFromTheStoryboard() throws {
        try onMain {
            let (_, scene) = try loadControls()
            let stepper = try XCTUnwrap(scene.view("stepper") as? UIStepper)
            XCTAssertEqual(
                [stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value], [100, 300, 5, 150])
            XCTAssertTrue(stepper.wraps)
            XCTAssertFalse(stepper.autorepeat)
            XCTAssertFalse(stepper.isContinuous)
            let plain = try XCTUnwrap(scene.view("plain") as? UIStepper)
            XCTAssertEqual([plain.minimumValue, plain.maximumValue, plain.stepValue, plain.value], [0, 10, 1, 0])
            XCTAssertFalse(plain.wraps)
            XCTAssertTrue(plain.autorepeat)
            XCTAssertTrue(plain.isContinuous)
            XCTAssertEqual(Reported.diagnostics, [], "the range was set in an order UIKit accepts")
        }
    }

    /// The search bar's style and texts, and its delegate outlet.
    func testSearchBarFromTheStoryboard() throws {
        try onMain {
            let (controller, scene) = try loadControls()
            let bar = try XCTUnwrap(scene.view("search") as? UISearchBar)
            XCTAssertEqual(bar.searchBarStyle, .minimal)
            XCTAssertEqual(bar.text, "kiwi")
            XCTAssertEqual(bar.placeholder, "Fruit")
            XCTAssertEqual(bar.prompt, "Pick one")
            XCTAssertTrue(bar.delegate === controller)
        }
    }

    /// Laid out on a 414 × 896 screen with 48 points of safe area on top: the search bar at its
    /// 64-point height under it, then the switches and the steppers at their own sizes.
    func testControlsTakeTheirSizesInLayout() throws {
        try onMain {
            let (controller, scene) = try loadControls()
            let window = showInWindow(controller, size: CGSize(width: 414, height: 896))
            window.systemSafeAreaInsets = UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
            controller.view.layoutIfNeeded()
            XCTAssertEqual(scene.view("search")?.frame, CGRect(x: 0, y: 48, width: 414, height: 64))
            XCTAssertEqual(scene.view("on")?.frame, CGRect(x: 20, y: 120, width: 63, height: 28))
            XCTAssertEqual(scene.view("off")?.frame, CGRect(x: 20, y: 160, width: 63, height: 28))
            XCTAssertEqual(scene.view("stepper")?.frame, CGRect(x: 20, y: 200, width: 94, height: 32))
            XCTAssertEqual(scene.view("plain")?.frame, CGRect(x: 20, y: 240, width: 94, height: 32))
        }
    }

    /// IB writes `userInteractionEnabled` against UIView's default for every class: an image view
    /// without the attribute (one with a tap recognizer, say) takes touches, a label written "NO"
    /// does not, whatever the class's own default is.
    func testUserInteractionIsWhatTheDocumentSaysWhateverTheClassDefault() throws {
        try onMain {
            let controller = try XCTUnwrap(
                loadController(
                    subviews: """
                        <imageView clipsSubviews="YES" contentMode="scaleAspectFit" id="picture">
                            <rect key="frame" x="20" y="100" width="100" height="100"/>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tap" id="caption">
                            <rect key="frame" x="20" y="220" width="100" height="20"/>
                        </label>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="still">
                            <rect key="frame" x="20" y="260" width="100" height="100"/>
                        </imageView>
                        """))
            let views = controller.view.subviews
            XCTAssertEqual(views.map { String(describing: type(of: $0)) }, ["UIImageView", "UILabel", "UIImageView"])
            XCTAssertEqual(views.map(\.isUserInteractionEnabled), [true, false, false])
        }
    }
}
