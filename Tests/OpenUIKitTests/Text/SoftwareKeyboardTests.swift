import TestSupport
import XCTest

@testable import OpenUIKit

/// Notifications seen, by name and end frame, collected on the main thread.
private final class NotificationLog: @unchecked Sendable {
    // @unchecked: written and read only on the main thread (posts are synchronous there).
    var lines: [String] = []
    var tokens: [NSObjectProtocol] = []

    func observe(_ names: [Notification.Name]) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let end =
                        (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                    let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                        .replacingOccurrences(of: "Notification", with: "")
                    self?.lines.append("\(short) \(Int(end.minY))+\(Int(end.height))")
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

/// The keyboard's notifications and the safe area: off by default on a desktop (a physical
/// keyboard), and with the simulated software keyboard on, iOS's sequence, the window's safe
/// area and `keyboardLayoutGuide` rising above it, and no hide between two text inputs.
final class SoftwareKeyboardTests: UIKitTestCase {
    private static let names = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]

    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.shared.simulatesSoftwareKeyboard = false }
        super.tearDown()
    }

    @MainActor
    private static func scene() -> (UIViewController, UITextField, UITextField, UIView) {
        let root = UIViewController()
        let window = showInWindow(root)
        keptWindow = window
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        let bar = UIView(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        for view in [first, second, bar] { root.view.addSubview(view) }
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
        ])
        pump()
        return (root, first, second, bar)
    }

    func testNoKeyboardOnADesktopByDefault() {
        onMain {
            let log = NotificationLog()
            log.observe(Self.names)
            defer { log.stop() }
            let (root, first, _, bar) = Self.scene()
            XCTAssertFalse(UIApplication.shared.simulatesSoftwareKeyboard)
            XCTAssertEqual(bar.frame.maxY, 844, "the guide is at the bottom (no safe area here)")
            XCTAssertTrue(first.becomeFirstResponder())
            pump()
            XCTAssertEqual(log.lines, [])
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
            XCTAssertEqual(root.view.keyboardLayoutGuide.layoutFrame.height, 0)
        }
    }

    func testSimulatedKeyboardRaisesTheSafeAreaAndTheGuide() {
        onMain {
            UIApplication.shared.simulatesSoftwareKeyboard = true
            let log = NotificationLog()
            log.observe(Self.names)
            defer { log.stop() }
            let (root, first, second, bar) = Self.scene()
            XCTAssertTrue(first.becomeFirstResponder())
            XCTAssertEqual(
                log.lines, ["WillChangeFrame 508+336", "WillShow 508+336"],
                "the did-notifications wait for the animation")
            UIApplication.shared.advance(by: 0.1)
            let moving = bar.layer.presentation()?.frame.maxY ?? 0
            XCTAssertGreaterThan(moving, 508)
            XCTAssertLessThan(moving, 844, "the content slides up with the keyboard")
            pump()
            XCTAssertEqual(
                log.lines, ["WillChangeFrame 508+336", "WillShow 508+336", "DidChangeFrame 508+336", "DidShow 508+336"])
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 336)
            XCTAssertEqual(bar.frame.maxY, 508, "above the keyboard")
            XCTAssertEqual(root.view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 508, width: 390, height: 336))

            // Another field: the keyboard is announced again, and never hidden.
            log.lines = []
            XCTAssertTrue(second.becomeFirstResponder())
            pump()
            XCTAssertEqual(
                log.lines, ["WillChangeFrame 508+336", "WillShow 508+336", "DidChangeFrame 508+336", "DidShow 508+336"])

            log.lines = []
            XCTAssertTrue(second.resignFirstResponder())
            pump()
            XCTAssertEqual(
                log.lines, ["WillChangeFrame 844+336", "WillHide 844+336", "DidChangeFrame 844+336", "DidHide 844+336"])
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
            XCTAssertEqual(bar.frame.maxY, 844)
        }
    }
}
