import TestSupport
import XCTest

@testable import OpenUIKit

/// Storyboards at run time: loading and instantiation (ST-1 to ST-5 and the storyboard checks
/// after TS-30), segues from controls and from code (TS-01, TS-05, TS-06, TS-07), embeds
/// (TS-19), relationships, references and custom segue classes. The storyboards are in
/// Tests/OpenUIKitTests/Storyboards.
final class RefusingTabDelegate: UITabBarControllerDelegate {
    var allows = true
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    { allows }
}

/// The test storyboards' folder, as a bundle of its own.
let storyboardBundle = Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Storyboards"))!

@MainActor
func segues() -> UIStoryboard { UIStoryboard(name: "Segues", bundle: storyboardBundle) }

final class StoryboardRuntimeTests: UIKitTestCase {
    // MARK: Loading and instantiation

    func testInstantiationMakesNewInstancesThatKnowTheirStoryboard() {
        onMain {
            let storyboard = segues()
            let first = storyboard.instantiateViewController(withIdentifier: "B")
            let second = storyboard.instantiateViewController(withIdentifier: "B")
            XCTAssertTrue(first is Beta)
            XCTAssertFalse(first === second)
            XCTAssertTrue(first.storyboard === storyboard)
            XCTAssertTrue(second.storyboard === storyboard)
            XCTAssertNil(UIViewController().storyboard)
            XCTAssertFalse(first.isViewLoaded, "instantiation does not load the view")
            XCTAssertEqual(
                trace("Beta"), ["Beta.init(coder:)", "Beta.awakeFromNib", "Beta.init(coder:)", "Beta.awakeFromNib"])
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testTheInitialControllerComesWithItsRelationshipChildren() throws {
        try onMain {
            let storyboard = segues()
            let nav = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TraceNavigation)
            XCTAssertEqual(nav.viewControllers.count, 1)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            XCTAssertEqual(alpha.title, "Alpha")
            XCTAssertTrue(alpha.storyboard === storyboard)
            XCTAssertTrue(alpha.parent === nav)
            // The children are made before the container's awakeFromNib (ST-2).
            let events = trace("TraceNavigation", "Alpha").filter {
                $0.contains("init(coder:)") || $0.contains("awakeFromNib")
            }
            XCTAssertEqual(
                events,
                [
                    "TraceNavigation.init(coder:)", "Alpha.init(coder:)", "Alpha.awakeFromNib",
                    "TraceNavigation.awakeFromNib",
                ])
        }
    }

    func testCreatorBlocks() {
        onMain {
            let storyboard = segues()
            // A creator returning nil gets the default init(coder:) (ST-4).
            var calls = 0
            let made: Beta = storyboard.instantiateViewController(identifier: "B") { _ in
                calls += 1
                return nil
            }
            XCTAssertEqual(calls, 1)
            XCTAssertTrue(made.storyboard === storyboard)
            // A creator that makes its own controller, calling super.init(coder:).
            let custom: Beta = storyboard.instantiateViewController(identifier: "B") { coder in Beta(coder: coder) }
            XCTAssertTrue(custom.storyboard === storyboard)
            XCTAssertEqual(Reported.diagnostics, [])
            // One that ignores the coder is a programmer error, reported with UIKit's text.
            let ignoring: Beta = storyboard.instantiateViewController(identifier: "B") { _ in Beta() }
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "Custom instantiated view controller must call -[super initWithCoder:]")
            XCTAssertNil(ignoring.storyboard)
        }
    }

    func testMissingStoryboardIdentifierAndInitialController() {
        onMain {
            _ = UIStoryboard(name: "Missing", bundle: storyboardBundle)
            assertReported(UIKitDiagnostic.invalidArgument, "Could not find a storyboard named 'Missing' in bundle")
            _ = segues().instantiateViewController(withIdentifier: "Y")
            assertReported(
                UIKitDiagnostic.invalidArgument, "Storyboard (<UIStoryboard: 0x",
                ") doesn't contain a view controller with identifier 'Y'")
            XCTAssertNil(UIStoryboard(name: "NoInitial", bundle: storyboardBundle).instantiateInitialViewController())
        }
    }

    func testUnknownClassFallsBackWithUIKitsMessage() {
        onMain {
            let controller = segues().instantiateViewController(withIdentifier: "Unknown")
            XCTAssertTrue(type(of: controller) == UIViewController.self)
            assertReported(UIKitDiagnostic.warning, "Unknown class NoSuchController in Interface Builder file.")
        }
    }

    func testLoadingFromAFileAndRefusingAnUnreadableOne() throws {
        try onMain {
            let url = try XCTUnwrap(storyboardBundle.url(forResource: "Other", withExtension: "storyboard"))
            let storyboard = try UIStoryboard(contentsOf: url)
            XCTAssertTrue(storyboard.instantiateInitialViewController() is Omega)
            let broken = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID()).storyboard")
            try Data("<document".utf8).write(to: broken)
            defer { try? FileManager.default.removeItem(at: broken) }
            XCTAssertThrowsError(try UIStoryboard(contentsOf: broken)) { error in
                XCTAssertTrue("\(error)".contains("Broken-"), "\(error)")
            }
        }
    }

    // MARK: The view

    func testTheScenesViewTree() throws {
        try onMain {
            let alpha = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "A") as? Alpha)
            let view = try XCTUnwrap(alpha.view)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
            XCTAssertEqual(view.subviews.count, 2)
            let button = try XCTUnwrap(view.subviews[0] as? UIButton)
            XCTAssertEqual(button.buttonType, .system)
            XCTAssertEqual(button.title(for: .normal), "Next")
            let box = view.subviews[1]
            XCTAssertEqual(box.frame, CGRect(x: 20, y: 200, width: 50, height: 60.5))
            XCTAssertEqual(box.tag, 7)
            XCTAssertEqual(box.alpha, 0.5)
            XCTAssertEqual(box.autoresizingMask, [.flexibleLeftMargin, .flexibleBottomMargin])
            XCTAssertEqual(box.layer.cornerRadius, 8)
            XCTAssertEqual(box.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        }
    }

    // MARK: Segues

    /// TS-01 (S-5) from a storyboard: the button's show segue pushes B.
    func testTS01ShowSegueFromAButtonPushes() throws {
        try onMain {
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            let button = try XCTUnwrap(alpha.view.subviews.first as? UIControl)
            button.sendActions(for: .touchUpInside)
            let beta = try XCTUnwrap(nav.topViewController as? Beta)
            XCTAssertEqual(nav.viewControllers.count, 2, "the stack changes when perform() returns")
            XCTAssertEqual(alpha.prepared.map(\.identifier), ["toB"])
            XCTAssertTrue(alpha.prepared.first?.destination === beta)
            XCTAssertEqual(alpha.prepared.first?.destinationViewLoaded, false, "S-4")
            pump()
            assertTrace(
                trace("Alpha", "Beta", "TraceNavigation"),
                exact: [
                    "Alpha.shouldPerformSegue(withIdentifier: toB) → true",
                    "Beta.init(coder:)", "Beta.awakeFromNib",
                    "Alpha.prepare(for: toB → Beta)",
                    "TraceNavigation.show(Beta)",
                    "TraceNavigation.pushViewController(Beta, animated: true)",
                    "TraceNavigation.addChild(Beta)",
                    "Beta.loadView", "Beta.viewDidLoad",
                    "Alpha.viewWillDisappear(true)", "Beta.viewWillAppear(true)",
                    "Alpha.viewDidDisappear(true)", "Beta.viewDidAppear(true)",
                    "Beta.didMove(toParent: TraceNavigation)",
                ], soft: ["Beta.willMove(toParent: TraceNavigation)"])
            XCTAssertTrue(beta.storyboard === alpha.storyboard)
            window.isHidden = true
        }
    }

    /// TS-05: a veto cancels the segue quietly; nothing is made.
    func testTS05ShouldPerformSegueVeto() throws {
        try onMain {
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            alpha.allowsSegues = false
            (alpha.view.subviews.first as? UIControl)?.sendActions(for: .touchUpInside)
            pump()
            XCTAssertEqual(trace("Alpha", "Beta"), ["Alpha.shouldPerformSegue(withIdentifier: toB) → false"])
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertTrue(alpha.prepared.isEmpty)
            window.isHidden = true
        }
    }

    /// TS-06: performSegue does not ask shouldPerformSegue; an unknown identifier is reported.
    func testTS06PerformSegueBypassesShouldPerformAndRefusesUnknownIdentifiers() throws {
        try onMain {
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            alpha.allowsSegues = false
            alpha.performSegue(withIdentifier: "toB", sender: nil)
            XCTAssertTrue(nav.topViewController is Beta)
            XCTAssertFalse(trace("Alpha").contains { $0.contains("shouldPerformSegue") })
            alpha.performSegue(withIdentifier: "nope", sender: nil)
            assertReported(
                UIKitDiagnostic.invalidArgument, "Receiver (<Alpha: 0x", ") has no segue with identifier 'nope'")
            pump()
            window.isHidden = true
        }
    }

    /// TS-07 (S-8): a modal segue with `.fullScreen`, animated.
    func testTS07ModalSegue() throws {
        try onMain {
            let storyboard = segues()
            let alpha = try XCTUnwrap(storyboard.instantiateViewController(withIdentifier: "A") as? Alpha)
            let window = showInWindow(alpha)
            alpha.performSegue(withIdentifier: "toM", sender: nil)
            pump()
            let modal = try XCTUnwrap(alpha.presentedViewController as? Modal)
            XCTAssertEqual(modal.modalPresentationStyle, .fullScreen)
            assertTrace(
                trace("Alpha", "Modal"),
                exact: [
                    "Modal.init(coder:)", "Modal.awakeFromNib",
                    "Alpha.prepare(for: toM → Modal)",
                    "Alpha.present(Modal, animated: true)",
                    "Modal.loadView", "Modal.viewDidLoad",
                    "Alpha.viewWillDisappear(true)", "Modal.viewWillAppear(true)",
                    "Modal.viewDidAppear(true)", "Alpha.viewDidDisappear(true)",
                ])
            window.isHidden = true
        }
    }

    func testCustomSegueClass() throws {
        try onMain {
            let alpha = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "A") as? Alpha)
            LifecycleTrace.clear()
            alpha.performSegue(withIdentifier: "custom", sender: nil)
            XCTAssertEqual(
                trace("Alpha"),
                [
                    "Alpha.prepare(for: custom → Beta)", "⟨RecordingSegue.perform custom⟩",
                ])
        }
    }

    /// A segue to a reference with no identifier makes the other storyboard's initial controller,
    /// which `prepare` sees as the destination and which knows its own storyboard.
    func testSegueToAStoryboardReference() throws {
        try onMain {
            let storyboard = segues()
            let nav = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            alpha.performSegue(withIdentifier: "toOther", sender: nil)
            let omega = try XCTUnwrap(nav.topViewController as? Omega)
            XCTAssertTrue(alpha.prepared.last?.destination === omega)
            XCTAssertEqual(omega.storyboard.map { $0 === storyboard }, false, "it reports the referenced storyboard")
            XCTAssertNotNil(omega.storyboard)
            pump()
            window.isHidden = true
        }
    }

    /// A reference to a malformed storyboard reports that file's own error, at its line and
    /// column, before the reference says it found no scene there; nothing is pushed.
    func testAReferenceToAMalformedStoryboardReportsThatFilesLocatedError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="start">
                <scenes>
                    <scene sceneID="s-start">
                        <objects>
                            <viewController id="start" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="start-view">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                </view>
                                <connections>
                                    <segue destination="ref-broken" kind="presentation" identifier="toBroken" id="seg-broken"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s-ref">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Broken" id="ref-broken" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8
        ).write(to: folder.appendingPathComponent("Main.storyboard"))
        let broken = folder.appendingPathComponent("Broken.storyboard")
        try Data(
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n    <scene>\n</document>\n"
                .utf8
        )
        .write(to: broken)
        try onMain {
            let storyboard = try UIStoryboard(contentsOf: folder.appendingPathComponent("Main.storyboard"))
            XCTAssertEqual(Reported.diagnostics, [], "the main file is well formed")
            let start = try XCTUnwrap(storyboard.instantiateInitialViewController())
            let window = showInWindow(start)
            defer { window.isHidden = true }
            start.performSegue(withIdentifier: "toBroken", sender: nil)
            XCTAssertNil(start.presentedViewController)
            let first = try XCTUnwrap(Reported.diagnostics.first)
            XCTAssertEqual(first.name, UIKitDiagnostic.invalidArgument)
            XCTAssertTrue(first.reason.hasPrefix("\(broken.path):5:"), "the broken file's own place: \(first.reason)")
            XCTAssertTrue(first.reason.contains(": error: "), first.reason)
            XCTAssertTrue(
                Reported.diagnostics.last?.reason.contains("doesn't contain a view controller") ?? false,
                Reported.diagnostics.map(\.reason).joined(separator: "\n"))
        }
    }

    /// A popover segue anchors the popover on the view the storyboard names; in compact width
    /// it adapts (to a sheet since iOS 13), in regular width it stays a popover.
    func testPopoverSegueAnchorsAndAdapts() throws {
        try onMain {
            for (width, expected) in [(390.0, UIModalPresentationStyle.pageSheet), (1024, .popover)] {
                let alpha = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "A") as? Alpha)
                let window = showInWindow(alpha, size: CGSize(width: width, height: 844))
                alpha.performSegue(withIdentifier: "pop", sender: nil)
                pump()
                let modal = try XCTUnwrap(alpha.presentedViewController as? Modal)
                XCTAssertEqual(modal.modalPresentationStyle, .popover)
                let popover = try XCTUnwrap(modal.popoverPresentationController)
                XCTAssertTrue(popover.sourceView === alpha.view.subviews[1], "anchored on A-box")
                XCTAssertEqual(popover.adaptivePresentationStyle, expected, "width \(width)")
                XCTAssertFalse(trace("Alpha").contains("Alpha.viewWillDisappear(true)"), "the presenter keeps its view")
                window.isHidden = true
                pump()
            }
        }
    }

    /// The pre-iOS 8 push pushes onto the source's navigation controller.
    func testLegacyPushSegue() throws {
        try onMain {
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            alpha.performSegue(withIdentifier: "legacyPush", sender: nil)
            XCTAssertTrue(nav.topViewController is Beta)
            XCTAssertTrue(trace("TraceNavigation").contains("TraceNavigation.pushViewController(Beta, animated: true)"))
            pump()
            window.isHidden = true
        }
    }

    /// `destinationCreationSelector`: the source's @IBSegueAction makes the destination with the
    /// storyboard's coder, and gets the sender and identifier.
    func testSegueActionMakesTheDestination() throws {
        try onMain {
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            alpha.performSegue(withIdentifier: "made", sender: alpha)
            let beta = try XCTUnwrap(nav.topViewController as? Beta)
            XCTAssertEqual(beta.note, "made by Alpha")
            XCTAssertTrue(beta.storyboard === alpha.storyboard)
            XCTAssertEqual(alpha.madeBy.map(\.identifier), ["made"])
            XCTAssertEqual(alpha.madeBy.first?.sender, "Optional(OpenUIKitTests.Alpha)")
            XCTAssertEqual(Reported.diagnostics, [])
            pump()
            window.isHidden = true
        }
    }

    /// A bar button item in the navigation item triggers its segue when its action is sent,
    /// as a tap on the bar sends it; the source may still veto it (S-2).
    func testBarButtonItemTriggersItsSegue() throws {
        try onMain {
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            let item = try XCTUnwrap(alpha.navigationItem.rightBarButtonItem)
            XCTAssertEqual(alpha.navigationItem.title, "Alpha")
            let action = try XCTUnwrap(item.action)
            alpha.allowsSegues = false
            XCTAssertTrue(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
            XCTAssertNil(alpha.presentedViewController)
            alpha.allowsSegues = true
            UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
            pump()
            XCTAssertTrue(alpha.presentedViewController is Modal)
            XCTAssertEqual(
                trace("Alpha").filter { $0.contains("shouldPerformSegue") },
                [
                    "Alpha.shouldPerformSegue(withIdentifier: add) → false",
                    "Alpha.shouldPerformSegue(withIdentifier: add) → true",
                ])
            window.isHidden = true
        }
    }

    /// A gesture recognizer in the scene's dock, attached to the view by its
    /// `gestureRecognizers` outlet, triggers its segue when it recognizes.
    func testGestureRecognizerTriggersItsSegue() throws {
        try onMain {
            let beta = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "B") as? Beta)
            let window = showInWindow(beta)
            let recognizer = try XCTUnwrap(beta.view.gestureRecognizers?.first)
            XCTAssertTrue(recognizer.view === beta.view)
            recognizer.state = .began
            XCTAssertNil(beta.presentedViewController, "a gesture under way triggers nothing")
            recognizer.state = .ended
            pump()
            XCTAssertTrue(beta.presentedViewController is Modal)
            XCTAssertTrue(trace("Beta").contains("Beta.shouldPerformSegue(withIdentifier: tapped) → true"))
            window.isHidden = true
        }
    }

    /// TS-02 and TS-03 from a storyboard: the stack changes as the segue performs and the
    /// appearance callbacks wait for the run loop; a pop lets the pushed controller go.
    func testTS02AndTS03PushThenPopFromAStoryboard() throws {
        try onMain {
            weak var weakBeta: Beta?
            let nav = try XCTUnwrap(segues().instantiateInitialViewController() as? TraceNavigation)
            let window = showInWindow(nav)
            let alpha = try XCTUnwrap(nav.topViewController as? Alpha)
            do {
                alpha.performSegue(withIdentifier: "toB", sender: nil)
                let beta = try XCTUnwrap(nav.topViewController as? Beta)
                weakBeta = beta
                XCTAssertEqual(nav.viewControllers.count, 2)
                XCTAssertFalse(trace("Alpha", "Beta").contains("Beta.viewWillAppear(true)"), "deferred to the run loop")
                pump()
                XCTAssertTrue(trace("Beta").contains("Beta.viewDidAppear(true)"))
                alpha.prepared = []  // the test's own record holds the destination
                LifecycleTrace.clear()
                nav.popViewController(animated: true)
            }
            pump()
            assertTrace(
                trace("Alpha", "Beta"),
                exact: [
                    "Beta.willMove(toParent: nil)",
                    "Beta.viewWillDisappear(true)", "Alpha.viewWillAppear(true)",
                    "Beta.viewDidDisappear(true)", "Alpha.viewDidAppear(true)",
                    "Beta.removeFromParent()", "Beta.didMove(toParent: nil)", "Beta.deinit",
                ])
            XCTAssertNil(weakBeta)
            window.isHidden = true
        }
    }

    /// TS-28 from a storyboard: the tab bar controller the storyboard made selects tabs, and
    /// its delegate may refuse.
    func testTS28TabSelectionFromAStoryboard() throws {
        try onMain {
            let tabs = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
            let delegate = RefusingTabDelegate()
            tabs.delegate = delegate
            let window = showInWindow(tabs)
            let delta = try XCTUnwrap(tabs.viewControllers?[1] as? Delta)
            delegate.allows = false
            XCTAssertFalse(delegate.tabBarController(tabs, shouldSelect: delta))
            tabs.selectedIndex = 1
            pump()
            XCTAssertTrue(tabs.selectedViewController === delta)
            XCTAssertTrue(
                trace("Delta").contains("Delta.viewDidAppear(false)")
                    || trace("Delta").contains("Delta.viewDidAppear(true)"))
            window.isHidden = true
        }
    }

    /// The user's language's `.strings` beside `Base.lproj` replaces the texts as the scene
    /// loads (this machine's languages are English).
    func testLocalizedStringsApplyAtLoad() throws {
        try onMain {
            let bundle = try XCTUnwrap(Bundle(url: storyboardBundle.bundleURL.appendingPathComponent("Localized")))
            let controller = try XCTUnwrap(
                UIStoryboard(name: "Greeting", bundle: bundle).instantiateInitialViewController())
            XCTAssertTrue(Locale.preferredLanguages.contains { $0.hasPrefix("en") })
            XCTAssertEqual(controller.title, "Welcome")
            XCTAssertEqual(controller.navigationItem.title, "Welcome!")
            XCTAssertEqual((controller.view.subviews[0] as? UILabel)?.text, "Hello, reader")
            XCTAssertEqual((controller.view.subviews[1] as? UIButton)?.title(for: .normal), "Go on")
        }
    }

    // MARK: Embeds and relationships

    /// TS-19 (E-1 to E-4).
    func testTS19EmbedSegues() throws {
        try onMain {
            let parent = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "P") as? Parent)
            XCTAssertEqual(parent.children.count, 0, "nothing is embedded before the view loads")
            LifecycleTrace.clear()
            _ = parent.view
            XCTAssertEqual(
                trace("Parent", "Child", "Delta"),
                [
                    "Parent.loadView",
                    "Child.init(coder:)", "Child.awakeFromNib",
                    "Parent.prepare(for: embed → Child)",
                    "Parent.addChild(Child)", "Child.willMove(toParent: Parent)", "Child.loadView", "Child.viewDidLoad",
                    "Child.didMove(toParent: Parent)",
                    "Delta.init(coder:)", "Delta.awakeFromNib",
                    "Parent.prepare(for: nil → Delta)",
                    "Parent.addChild(Delta)", "Delta.willMove(toParent: Parent)", "Delta.loadView", "Delta.viewDidLoad",
                    "Delta.didMove(toParent: Parent)",
                    "Parent.viewDidLoad",
                ])
            XCTAssertEqual(parent.preparedIdentifiers, ["embed", nil])
            XCTAssertEqual(parent.childrenAtViewDidLoad.map { String(describing: type(of: $0)) }, ["Child", "Delta"])
            XCTAssertTrue(parent.firstChildSuperviewAtViewDidLoad === parent.view.subviews[0])
            XCTAssertEqual(parent.children[0].view.frame, CGRect(x: 0, y: 0, width: 390, height: 400))
            LifecycleTrace.clear()
            let window = showInWindow(parent)
            _ = window
            parent.performSegue(withIdentifier: "embed", sender: nil)
            assertReported(
                UIKitDiagnostic.internalInconsistency, "There are unexpected subviews in the container view.")
            XCTAssertEqual(parent.children.count, 2)
            window.isHidden = true
        }
    }

    func testTabBarControllerRelationships() throws {
        try onMain {
            let tabs = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
            XCTAssertEqual(tabs.viewControllers?.map { String(describing: type(of: $0)) }, ["Beta", "Delta"])
            XCTAssertTrue(tabs.selectedViewController is Beta)
        }
    }

    /// An embed segue whose identifier names one of a custom container's relationships gives
    /// the child to the container when its view loads, instead of embedding it.
    func testEmbedSegueNamingARelationship() throws {
        try onMain {
            let top = try XCTUnwrap(
                segues().instantiateViewController(withIdentifier: "TopTabsByEmbed") as? TopTabsContainer)
            XCTAssertTrue(top.received.isEmpty)
            _ = top.view
            XCTAssertEqual(top.received.map(\.relationship), ["accessory"])
            XCTAssertTrue(top.received.first?.children.first is Child)
            XCTAssertTrue(top.view.subviews[0].subviews.isEmpty, "the container places it, not the container view")
        }
    }

    /// The storyboard keeps its decoded file: removing the file changes nothing for it.
    func testASecondInstantiationDoesNotReadTheFileAgain() throws {
        try onMain {
            let source = try XCTUnwrap(storyboardBundle.url(forResource: "Other", withExtension: "storyboard"))
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("Copy-\(UUID()).storyboard")
            try FileManager.default.copyItem(at: source, to: copy)
            let storyboard = try UIStoryboard(contentsOf: copy)
            XCTAssertTrue(storyboard.instantiateInitialViewController() is Omega)
            try FileManager.default.removeItem(at: copy)
            XCTAssertTrue(storyboard.instantiateInitialViewController() is Omega)
            XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: "O") is Omega)
        }
    }

    /// A tab bar controller scene whose class is a custom container that is no
    /// UITabBarController gets its relationships through StoryboardRelationshipContainer.
    func testCustomContainerFedByRelationshipSegues() throws {
        try onMain {
            let top = try XCTUnwrap(segues().instantiateViewController(withIdentifier: "TopTabs") as? TopTabsContainer)
            XCTAssertEqual(top.received.map(\.relationship), ["viewControllers", "accessory"])
            XCTAssertEqual(top.received.first?.children.map { String(describing: type(of: $0)) }, ["Beta", "Delta"])
            XCTAssertEqual(top.children.count, 2)
            XCTAssertTrue(top.received.last?.children.first is Child)
        }
    }
}
