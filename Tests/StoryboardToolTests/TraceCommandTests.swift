import Foundation
import StoryboardTool
import TestSupport
import XCTest

/// `storyboard trace` on the Flow fixture (a navigation controller, a show segue, an exit
/// segue, a presentation through a reference to Settings.storyboard) and on the sample.
final class TraceCommandTests: XCTestCase {
    private func flow() throws -> String { try fixture("Flow/Main.storyboard").path }

    /// TS-01 and an unwind from the command line: push Detail, unwind to Root, whose scene is
    /// named as the receiver of the action. The whole trace, launch included.
    func testPushThenUnwindPrintsTheWholeTrace() throws {
        let result = StoryboardCommand.run([
            "trace", try flow(), "showDetail", "unwind:unwindToRoot:", "--receiver", "RootViewController",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "⟨launch⟩",
                "UINavigationController.init(coder:)",
                "RootViewController.init(coder:)",
                "RootViewController.awakeFromNib",
                "UINavigationController.setViewControllers([RootViewController], animated: false)",
                "UINavigationController.addChild(RootViewController)",
                "RootViewController.willMove(toParent: UINavigationController)",
                "UINavigationController.awakeFromNib",
                "UINavigationController.loadView",
                "UINavigationController.viewDidLoad",
                "UINavigationController.viewWillAppear(false)",
                "RootViewController.loadView",
                "RootViewController.viewDidLoad",
                "RootViewController.viewWillAppear(false)",
                "UINavigationController.viewIsAppearing(false)",
                "RootViewController.viewIsAppearing(false)",
                "UINavigationController.viewDidAppear(false)",
                "RootViewController.viewDidAppear(false)",
                "RootViewController.didMove(toParent: UINavigationController)",
                "⟨perform showDetail⟩",
                "DetailViewController.init(coder:)",
                "DetailViewController.awakeFromNib",
                "RootViewController.prepare(for: showDetail → DetailViewController)",
                "UIStoryboardSegue.perform()",
                "UINavigationController.show(DetailViewController)",
                "UINavigationController.pushViewController(DetailViewController, animated: true)",
                "UINavigationController.addChild(DetailViewController)",
                "DetailViewController.willMove(toParent: UINavigationController)",
                "DetailViewController.loadView",
                "DetailViewController.viewDidLoad",
                "RootViewController.viewWillDisappear(true)",
                "DetailViewController.viewWillAppear(true)",
                "DetailViewController.viewIsAppearing(true)",
                "RootViewController.viewDidDisappear(true)",
                "DetailViewController.viewDidAppear(true)",
                "DetailViewController.didMove(toParent: UINavigationController)",
                "⟨unwind unwindToRoot:⟩",
                "DetailViewController.shouldPerformSegue(withIdentifier: ) → true",
                "DetailViewController.canPerformUnwindSegueAction(unwindToRoot:, from: DetailViewController) → false",
                "UINavigationController.allowedChildrenForUnwinding(from:) → [RootViewController]",
                "RootViewController.canPerformUnwindSegueAction(unwindToRoot:, from: DetailViewController) → true",
                "DetailViewController.prepare(for: nil → RootViewController)",
                "RootViewController.unwindToRoot:",
                "UINavigationController.unwind(for:towards: RootViewController)",
                "UINavigationController.popToViewController(RootViewController, animated: true)",
                "DetailViewController.willMove(toParent: nil)",
                "DetailViewController.viewWillDisappear(true)",
                "RootViewController.viewWillAppear(true)",
                "RootViewController.viewIsAppearing(true)",
                "DetailViewController.viewDidDisappear(true)",
                "RootViewController.viewDidAppear(true)",
                "DetailViewController.removeFromParent()",
                "DetailViewController.didMove(toParent: nil)",
                "DetailViewController.deinit",
                "",
            ])
        // UIKit's console messages (unknown classes) go to standard error, never into the trace.
        XCTAssertFalse(result.standardOutput.contains("Warning"))
    }

    func testJSONHasOneObjectPerEvent() throws {
        let text = StoryboardCommand.run(["trace", try flow(), "showDetail"])
        let result = StoryboardCommand.run(["trace", try flow(), "--json", "--perform", "showDetail"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let events = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let lines = text.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("⟨") }
        XCTAssertEqual(events.count, lines.count)
        XCTAssertEqual(events.first?["step"] as? String, "launch")
        XCTAssertEqual(events.first?["object"] as? String, "UINavigationController")
        XCTAssertEqual(events.first?["call"] as? String, "init(coder:)")
        XCTAssertEqual(events.last?["step"] as? String, "perform showDetail")
        XCTAssertEqual(events.last?["object"] as? String, "DetailViewController")
        XCTAssertEqual(events.last?["call"] as? String, "didMove(toParent: UINavigationController)")
    }

    /// An identifier the controllers on screen do not have: the trace so far, then the
    /// identifiers they do have, front first; status 1.
    func testUnknownSegueNamesTheAvailableOnes() throws {
        let result = StoryboardCommand.run(["trace", try flow(), "showDetial"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.hasSuffix("RootViewController.didMove(toParent: UINavigationController)\n"),
            result.standardOutput)
        XCTAssertTrue(
            result.standardError.contains(
                "error: no controller on screen has a segue 'showDetial'. Segues on screen, front first: RootViewController: showDetail, showSettings, show-about; UINavigationController: none"
            ),
            result.standardError)
    }

    /// Without a receiver nothing answers the action (U-2): the trace shows whom UIKit asked,
    /// and the error says how to name the receiver.
    func testUnwindWithoutAReceiverSaysWhoWasAsked() throws {
        let result = StoryboardCommand.run(["trace", try flow(), "showDetail", "unwind:unwindToRoot"])
        XCTAssertEqual(result.status, 1)
        let unwind = result.standardOutput.components(separatedBy: "⟨unwind unwindToRoot⟩\n").last ?? ""
        XCTAssertEqual(
            unwind,
            """
            DetailViewController.shouldPerformSegue(withIdentifier: ) → true
            DetailViewController.canPerformUnwindSegueAction(unwindToRoot:, from: DetailViewController) → false
            UINavigationController.allowedChildrenForUnwinding(from:) → [RootViewController]
            RootViewController.canPerformUnwindSegueAction(unwindToRoot:, from: DetailViewController) → false

            """)
        XCTAssertTrue(
            result.standardError.contains("nothing from DetailViewController up answers unwindToRoot:"),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("--receiver"), result.standardError)
    }

    /// A presentation whose destination is a reference to another storyboard, then the
    /// presented controller's exit segue (by identifier) back to the scene named `Root`, which
    /// answers only the action it is given.
    func testPresentationThroughAReferenceAndUnwindByIdentifier() throws {
        let result = StoryboardCommand.run([
            "trace", try flow(), "showSettings", "done", "--receiver", "Root=unwindToRoot:",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let presentation = result.standardOutput.components(separatedBy: "⟨perform showSettings⟩\n").last ?? ""
        XCTAssertTrue(
            presentation.hasPrefix(
                """
                SettingsViewController.init(coder:)
                SettingsViewController.awakeFromNib
                RootViewController.prepare(for: showSettings → SettingsViewController)
                UIStoryboardSegue.perform()
                RootViewController.present(SettingsViewController, animated: true)
                """), presentation)
        let unwind = result.standardOutput.components(separatedBy: "⟨perform done⟩\n").last ?? ""
        XCTAssertEqual(
            unwind,
            """
            SettingsViewController.canPerformUnwindSegueAction(unwindToRoot:, from: SettingsViewController) → false
            RootViewController.canPerformUnwindSegueAction(unwindToRoot:, from: SettingsViewController) → true
            SettingsViewController.prepare(for: done → RootViewController)
            RootViewController.unwindToRoot:
            UINavigationController.dismiss(animated: true)
            SettingsViewController.viewWillDisappear(true)
            UINavigationController.viewWillAppear(true)
            RootViewController.viewWillAppear(true)
            UINavigationController.viewIsAppearing(true)
            RootViewController.viewIsAppearing(true)
            UINavigationController.viewDidAppear(true)
            RootViewController.viewDidAppear(true)
            SettingsViewController.viewDidDisappear(true)
            SettingsViewController.deinit

            """)
        // The receiver answers the action it was given, not the storyboard's others.
        let cancel = StoryboardCommand.run([
            "trace", try flow(), "showSettings", "cancel", "--receiver", "Root=unwindToRoot:",
        ])
        XCTAssertEqual(cancel.status, 1)
        XCTAssertTrue(cancel.standardError.contains("up answers cancelSettings:"), cancel.standardError)
    }

    func testDismissAndPopAndTheirRefusals() throws {
        let result = StoryboardCommand.run(["trace", try flow(), "showSettings", "dismiss", "pop"])
        XCTAssertEqual(result.status, 1)
        let dismissal = result.standardOutput.components(separatedBy: "⟨dismiss⟩\n").last ?? ""
        XCTAssertTrue(dismissal.hasPrefix("UINavigationController.dismiss(animated: true)\n"), dismissal)
        XCTAssertTrue(dismissal.hasSuffix("SettingsViewController.deinit\n"), dismissal)
        XCTAssertTrue(
            result.standardError.contains("error: no navigation controller on screen has a controller to pop"),
            result.standardError)
        let popped = StoryboardCommand.run(["trace", try flow(), "show-about", "pop"])
        XCTAssertEqual(popped.status, 0, popped.standardError)
        XCTAssertTrue(
            popped.standardOutput.hasSuffix(
                """
                ⟨pop⟩
                UINavigationController.popViewController(animated: true)
                UIViewController.willMove(toParent: nil)
                UIViewController.viewWillDisappear(true)
                RootViewController.viewWillAppear(true)
                RootViewController.viewIsAppearing(true)
                UIViewController.viewDidDisappear(true)
                RootViewController.viewDidAppear(true)
                UIViewController.removeFromParent()
                UIViewController.didMove(toParent: nil)
                UIViewController.deinit

                """), popped.standardOutput)
    }

    /// `--scene` starts elsewhere; a second instance of a scene is told apart by `#2`.
    func testNamedSceneAndSecondInstances() throws {
        let result = StoryboardCommand.run(["trace", try flow(), "--scene", "Root", "showDetail"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                "⟨launch⟩\nRootViewController.init(coder:)\nRootViewController.awakeFromNib\nRootViewController.loadView\n"
            ),
            result.standardOutput)
        // Root has no navigation controller here: show presents (S-7).
        XCTAssertTrue(
            result.standardOutput.contains("RootViewController.present(DetailViewController, animated: true)"),
            result.standardOutput)
        let twice = StoryboardCommand.run(["trace", try flow(), "show-about", "class", "pop", "class"])
        XCTAssertEqual(twice.status, 0, twice.standardError)
        XCTAssertTrue(twice.standardOutput.contains("DetailViewController#2.init(coder:)"), twice.standardOutput)
        let missing = StoryboardCommand.run(["trace", try flow(), "--scene", "Nowhere"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.standardError.contains("has no scene 'Nowhere'; its storyboard identifiers: Root, Detail"),
            missing.standardError)
    }

    func testBadArgumentsAreUsageErrors() throws {
        XCTAssertEqual(StoryboardCommand.run(["trace", try flow(), "unwind:"]).status, 64)
        XCTAssertEqual(StoryboardCommand.run(["trace", try flow(), "--receiver", "=x:"]).status, 64)
        XCTAssertEqual(StoryboardCommand.run(["trace", try flow(), "--size", "wide"]).status, 64)
        let missing = StoryboardCommand.run(["trace", "/no/such/file.storyboard"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.standardError.contains("no such file or folder"), missing.standardError)
        let malformed = StoryboardCommand.run(["trace", try fixture("Malformed.storyboard").path])
        XCTAssertEqual(malformed.status, 1)
        XCTAssertTrue(malformed.standardError.contains("Malformed.storyboard:"), malformed.standardError)
    }

    /// Every sample storyboard launches at its initial scene headless, or says why not.
    func testEverySampleStoryboardLaunches() throws {
        XCTAssertEqual(
            assertEveryStoryboardLaunchesOrSaysWhy(below: SampleCorpus.storyboards), 4, "all but the macOS storyboard")
    }

    /// The sample's legacy push segue pushes the message from the inbox in its tab, and pops back.
    func testSampleLegacyPushAndPop() throws {
        let file = SampleCorpus.storyboards.appendingPathComponent("sample__Mail/iOS__Base.lproj__Main.storyboard")
        let result = StoryboardCommand.run(["trace", "--flattened", file.path, "ShowMessage", "pop"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let push = result.standardOutput.components(separatedBy: "⟨perform ShowMessage⟩\n").last ?? ""
        XCTAssertTrue(
            push.hasPrefix(
                """
                MessageViewController.init(coder:)
                MessageViewController.awakeFromNib
                InboxViewController.prepare(for: ShowMessage → MessageViewController)
                UIStoryboardSegue.perform()
                UINavigationController.pushViewController(MessageViewController, animated: true)
                """), push)
        XCTAssertTrue(
            result.standardOutput.hasSuffix(
                "MessageViewController.didMove(toParent: nil)\nMessageViewController.deinit\n"))
    }

    /// A flattened set: the sample's Settings button shows a reference into Settings.storyboard,
    /// found under its bundle name; diagnostics name the sample's files, not the staged links.
    func testSampleFlattenedReferenceResolves() throws {
        let file = SampleCorpus.storyboards.appendingPathComponent("sample__Notes/Notes__Base.lproj__Main.storyboard")
        let result = StoryboardCommand.run(["trace", "--flattened", file.path, "ShowSettings"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let shown = result.standardOutput.components(separatedBy: "⟨perform ShowSettings⟩\n").last ?? ""
        XCTAssertTrue(
            shown.hasPrefix(
                """
                SettingsViewController.init(coder:)
                SettingsViewController.awakeFromNib
                NotesViewController.prepare(for: ShowSettings → SettingsViewController)
                UIStoryboardSegue.perform()
                UINavigationController.show(SettingsViewController)
                """), shown)
        XCTAssertFalse(result.standardError.contains("storyboard-trace-"), result.standardError)
    }
}

/// `storyboard trace` on the shared corpus: every storyboard's launch, and real segues.
final class TraceCommandCorpusTests: XCTestCase {
    /// Every corpus storyboard launches at its initial scene headless: status 0 with a trace,
    /// or status 1 with an error that says why (another platform, no initial controller).
    func testEveryCorpusStoryboardLaunches() throws {
        let storyboards = try SharedCorpus.storyboards
        XCTAssertGreaterThan(interfaceFiles(below: storyboards, nibs: false).count, 30)
        XCTAssertGreaterThanOrEqual(assertEveryStoryboardLaunchesOrSaysWhy(below: storyboards), 28)
    }

    /// A real storyboard: Eureka's home screen pushes its rows example (a legacy push segue)
    /// and pops back.
    func testCorpusSegueAndPop() throws {
        let file = try SharedCorpus.storyboards.appendingPathComponent(
            "xmartlabs__Eureka/Example__Example__Base.lproj__Main.storyboard")
        let result = StoryboardCommand.run(["trace", "--flattened", file.path, "RowsExampleViewControllerSegue", "pop"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let push =
            result.standardOutput.components(separatedBy: "⟨perform RowsExampleViewControllerSegue⟩\n").last ?? ""
        XCTAssertTrue(
            push.hasPrefix(
                """
                RowsExampleViewController.init(coder:)
                RowsExampleViewController.awakeFromNib
                HomeViewController.prepare(for: RowsExampleViewControllerSegue → RowsExampleViewController)
                UIStoryboardSegue.perform()
                UINavigationController.pushViewController(RowsExampleViewController, animated: true)
                """), push)
        XCTAssertTrue(
            result.standardOutput.hasSuffix(
                "RowsExampleViewController.didMove(toParent: nil)\nRowsExampleViewController.deinit\n"))
    }

    /// A flattened set: the split storyboard's detail is a reference into Detail.storyboard,
    /// found under its bundle name; diagnostics name the corpus files, not the staged links.
    func testFlattenedReferencesResolve() throws {
        let file = try SharedCorpus.storyboards.appendingPathComponent(
            "Lax__Learn-iOS-Swift-by-Examples/SegueCatalog__SegueCatalog__Base.lproj__Split.storyboard")
        let result = StoryboardCommand.run(["trace", "--flattened", file.path, "--size", "1024x768"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("OuterViewController.init(coder:)"), result.standardOutput)
        XCTAssertFalse(result.standardError.contains("storyboard-trace-"), result.standardError)
    }
}

/// Traces the launch of every storyboard below `folder`: status 0 with a trace that shows the
/// initial scene, or status 1 with an error that says why (another platform, no initial
/// controller). Returns how many launched.
private func assertEveryStoryboardLaunchesOrSaysWhy(
    below folder: URL, file: StaticString = #filePath, line: UInt = #line
) -> Int {
    let storyboards = interfaceFiles(below: folder, nibs: false)
    XCTAssertFalse(storyboards.isEmpty, file: file, line: line)
    var launched = 0
    for url in storyboards {
        let result = StoryboardCommand.run(["trace", "--flattened", url.path])
        if result.status == 0 {
            launched += 1
            XCTAssertTrue(result.standardOutput.hasPrefix("⟨launch⟩\n"), url.lastPathComponent, file: file, line: line)
            XCTAssertTrue(
                result.standardOutput.contains(".viewDidAppear(false)"), url.lastPathComponent, file: file, line: line)
        } else {
            XCTAssertEqual(result.status, 1, url.lastPathComponent, file: file, line: line)
            XCTAssertTrue(
                result.standardError.contains("no initial view controller")
                    || result.standardError.contains("only iOS and tvOS"),
                "\(url.lastPathComponent): \(result.standardError)", file: file, line: line)
        }
    }
    return launched
}
