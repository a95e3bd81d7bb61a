import Foundation
import OpenUIKit
import SnapshotTesting
import SnapshotTestingOpenUIKit
import XCTest

/// swift-snapshot-testing with OpenUIKit's strategies, as an iOS project's snapshot tests use it:
/// references in `__Snapshots__` beside this file, drawn by Cairo with the Makefile's fonts.
final class OpenUIKitStrategiesTests: XCTestCase {
    @MainActor
    private static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        card.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 16, y: 16, width: 208, height: 24))
        title.text = "Groceries"
        title.font = .boldSystemFont(ofSize: 20)
        let toggle = UISwitch(frame: CGRect(x: 16, y: 60, width: 51, height: 31))
        toggle.isOn = true
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        button.frame = CGRect(x: 160, y: 60, width: 64, height: 32)
        for view in [title, toggle, button] { card.addSubview(view) }
        return card
    }

    @MainActor
    private static func listScene() -> UIViewController {
        let list = UIViewController()
        list.title = "Lists"
        list.view.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = "Nothing here yet"
        label.translatesAutoresizingMaskIntoConstraints = false
        list.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: list.view.centerXAnchor),
            label.topAnchor.constraint(equalTo: list.view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        return UINavigationController(rootViewController: list)
    }

    func testAViewAsAnImage() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Self.card(), as: .image)
            assertSnapshot(
                of: Self.card(), as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
        }
    }

    func testAControllerOnADevice() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Self.listScene(), as: .image(on: .iPhoneSe))
            assertSnapshot(of: Self.listScene(), as: .image(on: .iPhoneSe(.landscape)), named: "landscape")
        }
    }

    func testTheViewTreeAsText() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Self.card(), as: .recursiveDescription)
        }
    }

    /// What a push does to the controllers, in order, as the reference records it.
    func testTheLifecycleOfAPush() {
        MainActor.assumeIsolated {
            let navigation = UINavigationController(rootViewController: UIViewController())
            LifecycleTrace.name(navigation, "N")
            LifecycleTrace.name(navigation.viewControllers[0], "A")
            assertSnapshot(
                of: navigation,
                as: .lifecycle { controller in
                    let next = UIViewController()
                    LifecycleTrace.name(next, "B")
                    (controller as? UINavigationController)?.pushViewController(next, animated: true)
                })
        }
    }

    /// One pixel changed: the comparison fails with the library's message.
    func testAChangedPixelFailsWithTheLibrarysMessage() {
        MainActor.assumeIsolated {
            let view = Self.card()
            assertSnapshot(of: view, as: .image, named: "before")
            let speck = UIView(frame: CGRect(x: 200, y: 100, width: 1, height: 1))
            speck.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
            view.addSubview(speck)
            let failure = verifySnapshot(of: view, as: .image, named: "before")
            XCTAssertEqual(
                failure?.contains("Newly-taken snapshot does not match reference."), true, failure ?? "no failure")
            XCTAssertNil(
                verifySnapshot(of: view, as: .image(precision: 0.99), named: "before"), "within 1% of the pixels")
            let alike = verifySnapshot(of: view, as: .image(perceptualPrecision: 0.5), named: "before")
            XCTAssertNil(alike, "a light grey speck on white is within half of the colour range")
        }
    }
}
