import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Nibs (`.xib` files on Linux): `UINib`, `Bundle.loadNibNamed`, a controller's nib named in
/// `init(nibName:bundle:)`, and the nib lookup by class name of ST-7. The nibs are in
/// Tests/OpenUIKitTests/Storyboards.

/// File's Owner of NibCard.xib.
@Connectable
final class NibCardOwner: UIResponder {
    @Outlet weak var card: NibCardView!
    @Outlet weak var titleLabel: UILabel!
    @Outlet var badges: [UILabel]!

    var calls: [String] = []

    @IBAction func go(_ sender: UIButton) { calls.append("go: \(sender.title(for: .normal) ?? "nil")") }
}

/// NibCard.xib's card: remembers what its outlet held when it woke.
@Connectable
final class NibCardView: UIView {
    @Outlet weak var button: UIButton!

    var awakeCount = 0
    var buttonWhenAwoken: UIButton?

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
        buttonWhenAwoken = button
    }
}

/// NibScreen.xib's owner.
@Connectable
final class NibScreenController: UIViewController {
    @Outlet weak var headline: UILabel!

    var headlineAtViewDidLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        headlineAtViewDidLoad = headline?.text
    }
}

/// Both NibProbeView.xib and NibProbeViewController.xib exist; ST-7 takes the first.
final class NibProbeViewController: UIViewController {}
/// Only NibOnlyFullViewController.xib exists.
final class NibOnlyFullViewController: UIViewController {}
/// No nib has either of its names.
final class NiblessViewController: UIViewController {}

@MainActor
func nibCard() -> UINib { UINib(nibName: "NibCard", bundle: storyboardBundle) }

@MainActor
func missingNibReason(_ name: String) -> String {
    "Could not load NIB in bundle: 'NSBundle <\(storyboardBundle.bundlePath)> (loaded)' with name '\(name)'"
}

final class NibLoadingTests: UIKitTestCase {
    // MARK: UINib

    func testInstantiateMakesTopLevelViewsAndConnectsTheOwner() {
        onMain {
            let owner = NibCardOwner()
            let objects = nibCard().instantiate(withOwner: owner, options: nil)
            XCTAssertEqual(objects.count, 3, "placeholders are not returned")
            let card = objects.first as? NibCardView
            XCTAssertNotNil(card)
            XCTAssertEqual(objects.dropFirst().compactMap { ($0 as? UILabel)?.text }, ["1", "2"], "document order")
            XCTAssertTrue(owner.card === card)
            XCTAssertEqual(owner.titleLabel?.text, "Card title")
            XCTAssertTrue(owner.titleLabel?.superview === card)
            XCTAssertEqual(owner.badges?.map(\.text), ["1", "2"])
            XCTAssertEqual(card?.frame, CGRect(x: 0, y: 0, width: 320, height: 120))
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testActionsReachTheOwnerAndTheResponderChain() throws {
        try onMain {
            let owner = NibCardOwner()
            let objects = nibCard().instantiate(withOwner: owner)
            let card = try XCTUnwrap(objects.first as? NibCardView)
            XCTAssertEqual(card.button?.tag, 7)
            card.button?.sendActions(for: .touchUpInside)
            XCTAssertEqual(owner.calls, ["go: Go"])
            // First Responder as destination: a nil target, so the chain is searched.
            let chain = try XCTUnwrap(card.subviews.last as? UIButton)
            XCTAssertEqual(chain.actions(forTarget: nil, forControlEvent: .touchUpInside), ["chained:"])
        }
    }

    func testAwakeFromNibRunsOnceAfterTheOutletsAreSet() throws {
        try onMain {
            let card = try XCTUnwrap(nibCard().instantiate(withOwner: NibCardOwner()).first as? NibCardView)
            XCTAssertEqual(card.awakeCount, 1)
            XCTAssertNotNil(card.buttonWhenAwoken)
            XCTAssertTrue(card.buttonWhenAwoken === card.button)
        }
    }

    func testEachInstantiationMakesNewObjects() {
        onMain {
            let nib = nibCard()
            let first = NibCardOwner(), second = NibCardOwner()
            let firstObjects = nib.instantiate(withOwner: first)
            let secondObjects = nib.instantiate(withOwner: second)
            XCTAssertEqual(firstObjects.count, 3)
            XCTAssertEqual(secondObjects.count, 3)
            XCTAssertNotNil(first.card)
            XCTAssertNotNil(second.card)
            XCTAssertFalse(first.card === second.card)
            XCTAssertFalse(first.badges?.first === second.badges?.first)
        }
    }

    func testNibFromData() throws {
        try onMain {
            let url = try XCTUnwrap(storyboardBundle.url(forResource: "NibCard", withExtension: "xib"))
            let nib = UINib(data: try Data(contentsOf: url), bundle: nil)
            let owner = NibCardOwner()
            let objects = nib.instantiate(withOwner: owner, options: nil)
            XCTAssertEqual(objects.count, 3)
            XCTAssertEqual(owner.titleLabel?.text, "Card title")
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    /// A nib's constraints are installed with its views, and lay them out.
    func testANibsConstraintsLayItsViewsOut() throws {
        try onMain {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="20" y="30" width="260" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="30" id="c3"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" id="sized">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            let objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
            let box = try XCTUnwrap(objects.first as? UIView)
            let inner = try XCTUnwrap(box.subviews.first)
            XCTAssertEqual(box.constraints.count, 3)
            XCTAssertEqual((objects.last as? UIView)?.constraints.count, 1, "a view's own constraints too")
            box.frame.size.width = 400
            box.layoutIfNeeded()
            XCTAssertEqual(inner.frame.minX, 20)
            XCTAssertEqual(inner.frame.width, 360, "pinned 20 from each side")
            XCTAssertEqual(inner.frame.minY, 30)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testOwnerWithoutTheOutletsIsReported() {
        onMain {
            let owner = UIResponder()
            let objects = nibCard().instantiate(withOwner: owner)
            XCTAssertEqual(objects.count, 3, "the objects are still made")
            assertReported(
                UIKitDiagnostic.warning, "setValue:forUndefinedKey:",
                "not key value coding-compliant for the key card.", "NibCard.xib")
            assertReported(UIKitDiagnostic.warning, "for the key titleLabel.")
            assertReported(UIKitDiagnostic.warning, "for the key badges.")
        }
    }

    func testMissingNibIsReportedAndMakesNothing() {
        onMain {
            XCTAssertEqual(UINib(nibName: "NoSuchNib", bundle: storyboardBundle).instantiate(withOwner: nil).count, 0)
            XCTAssertEqual(
                Reported.diagnostics,
                [UIKitDiagnostic(name: UIKitDiagnostic.internalInconsistency, reason: missingNibReason("NoSuchNib"))])
        }
    }

    // MARK: Bundle.loadNibNamed

    func testBundleLoadNibNamed() {
        onMain {
            let owner = NibCardOwner()
            let objects = storyboardBundle.loadNibNamed("NibCard", owner: owner, options: nil)
            XCTAssertEqual(objects?.count, 3)
            XCTAssertTrue(owner.card === objects?.first as? NibCardView)
            XCTAssertEqual(owner.card?.awakeCount, 1)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testBundleLoadNibNamedMissing() {
        onMain {
            XCTAssertEqual(storyboardBundle.loadNibNamed("NoSuchNib", owner: nil)?.count ?? 0, 0)
            assertReported(UIKitDiagnostic.internalInconsistency, missingNibReason("NoSuchNib"))
        }
    }

    // MARK: View controllers

    func testInitWithNibNameLoadsTheViewFromTheNib() {
        onMain {
            let controller = NibScreenController(nibName: "NibScreen", bundle: storyboardBundle)
            LifecycleTrace.name(controller, "S")
            XCTAssertFalse(controller.isViewLoaded, "the nib loads with the view, not at init")
            XCTAssertEqual(controller.nibName, "NibScreen")
            XCTAssertTrue(controller.nibBundle === storyboardBundle)
            XCTAssertEqual(controller.view.tag, 10)
            XCTAssertEqual(controller.headline?.text, "From the nib")
            XCTAssertTrue(controller.headline?.superview === controller.view)
            XCTAssertEqual(controller.headlineAtViewDidLoad, "From the nib", "outlets are set before viewDidLoad")
            XCTAssertEqual(trace("S"), ["S.loadView", "S.viewDidLoad"])
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testMissingNamedNibIsReportedAndGivesAPlainView() {
        onMain {
            let controller = UIViewController(nibName: "NoSuchNib", bundle: storyboardBundle)
            XCTAssertEqual(controller.view.tag, 0)
            XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
            XCTAssertEqual(
                Reported.diagnostics,
                [UIKitDiagnostic(name: UIKitDiagnostic.internalInconsistency, reason: missingNibReason("NoSuchNib"))])
        }
    }

    func testNibThatSetsNoViewIsReported() {
        onMain {
            let controller = UIViewController(nibName: "NibWithoutViewOutlet", bundle: storyboardBundle)
            XCTAssertNotEqual(controller.view.tag, 14)
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"NibWithoutViewOutlet\" nib but the view outlet was not set."
            )
        }
    }

    // MARK: ST-7: the nib named after the class

    func testST7NamesTheNibAfterTheClassWithoutController() {
        onMain {
            XCTAssertEqual(
                NibLookup.candidateNames(for: NibProbeViewController.self), ["NibProbeView", "NibProbeViewController"])
            XCTAssertEqual(NibLookup.candidateNames(for: UIViewController.self), ["UIView", "UIViewController"])
        }
    }

    func testST7PrefersTheNameWithoutController() {
        onMain {
            let controller = NibProbeViewController(nibName: nil, bundle: storyboardBundle)
            XCTAssertEqual(controller.view.tag, 11, "NibProbeView.xib, not NibProbeViewController.xib")
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testST7FallsBackToTheFullClassName() {
        onMain {
            let controller = NibOnlyFullViewController(nibName: nil, bundle: storyboardBundle)
            XCTAssertEqual(controller.view.tag, 13)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testST7WithoutANibMakesAPlainView() {
        onMain {
            let controller = NiblessViewController(nibName: nil, bundle: storyboardBundle)
            XCTAssertEqual(controller.view.tag, 0)
            XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
            XCTAssertTrue(controller.view.subviews.isEmpty)
            XCTAssertEqual(Reported.diagnostics, [], "no nib is not an error")
        }
    }

    func testST7StoryboardSceneWithoutAViewUsesTheNibLookup() throws {
        try onMain {
            let storyboard = UIStoryboard(name: "NibFallback", bundle: storyboardBundle)
            let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NibOnlyFullViewController)
            XCTAssertEqual(controller.view.tag, 13)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }
}
