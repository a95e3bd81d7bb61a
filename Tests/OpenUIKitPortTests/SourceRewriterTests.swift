import Foundation
import XCTest

@testable import OpenUIKitPort

/// What the port rewrites in an app's Swift, and only that: each rewrite with its location,
/// every other byte as written.
final class SourceRewriterTests: XCTestCase {
    /// The files after both passes, with the rewrites and gaps.
    private func port(_ files: [String: String]) -> (files: [String: String], rewrites: [Rewrite], gaps: [PortGap]) {
        let index = ModuleIndex(files: files.map { ($0.key, $0.value) })
        let receivers = MemberMover.receivers(in: index)
        let rewriter = SourceRewriter(index: index, classesReceivingActions: receivers.withActions)
        var out: [String: String] = [:]
        var rewrites: [Rewrite] = []
        var gaps: [PortGap] = []
        for (path, source) in files {
            let first = rewriter.rewrite(file: path, source: source, displayPath: path)
            let here = Set(index.classes.values.filter { $0.file == path }.map(\.name))
            let (moved, moves, moveGaps) = MemberMover.move(
                source: first.source, file: path, classesHere: here, moduleClasses: Set(index.classes.keys))
            out[path] = moved
            rewrites += first.rewrites + moves
            gaps += first.gaps + moveGaps
        }
        return (out, rewrites, gaps)
    }

    func testOutletsActionsAndConnectable() {
        let result = port([
            "A.swift": """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet weak var name: UITextField!
                @IBOutlet private var fields: [UITextField]!
                @IBAction func save(_ sender: Any) {}
                @IBAction func cancel() {}
                @IBAction func tap(_ sender: UIButton, forEvent event: UIEvent) {}
            }

            class Plain: UIViewController {
                var count = 0
            }
            """
        ])
        XCTAssertEqual(
            result.files["A.swift"],
            """
            import UIKit

            @Connectable class FormViewController: UIViewController {
                @Outlet weak var name: UITextField!
                @Outlet private var fields: [UITextField]!
                @IBAction func save(_ sender: Any) {}
                @Action func cancel() {}
                @Action func tap(_ sender: UIButton, forEvent event: UIEvent) {}
            }

            class Plain: UIViewController {
                var count = 0
            }
            """)
        XCTAssertEqual(result.rewrites.map(\.kind), [.outlet, .outlet, .action, .action, .connectable])
        XCTAssertEqual(result.rewrites.first.map { "\($0.line):\($0.column)" }, "4:5")
        XCTAssertEqual(result.rewrites.last?.line, 3)
        XCTAssertTrue(result.gaps.isEmpty)
    }

    func testObjcAndSelectors() {
        let result = port([
            "Rating.swift": """
            import UIKit

            @objcMembers class RatingControl: UIStackView {
                func setUp(button: UIButton) {
                    button.addTarget(self, action: #selector(RatingControl.tapped(button:)), for: .touchUpInside)
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .init("x"), object: nil)
                }

                @objc
                func refresh() {}

                @objc(tappedWith:) func tapped(button: UIButton) {}
            }
            """,
            "Face.swift": """
            import UIKit

            class FaceViewController: UIViewController {
                var faceView: FaceView!
                func wire() {
                    let pinch = UIPinchGestureRecognizer(target: faceView, action: #selector(faceView.scale(byReactingTo:)))
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(self.sad))
                    _ = (pinch, swipe)
                }
                @objc func sad() {}
            }

            class FaceView: UIView {
                @objc func scale(byReactingTo recognizer: UIPinchGestureRecognizer) {}
            }
            """,
        ])
        XCTAssertEqual(
            result.files["Rating.swift"],
            """
            import UIKit

            class RatingControl: UIStackView {
                func setUp(button: UIButton) {
                    button.addTarget(self, action: Selector("tappedWithButton:", RatingControl.tapped(button:)), for: .touchUpInside)
                    NotificationCenter.default.addObserver(self, selector: Selector("refresh", RatingControl.refresh), name: .init("x"), object: nil)
                }

                func refresh() {}

                func tapped(button: UIButton) {}
            }
            """)
        let face = result.files["Face.swift"] ?? ""
        XCTAssertTrue(face.contains(#"action: Selector("scaleByReactingTo:", FaceView.scale(byReactingTo:)))"#), face)
        XCTAssertTrue(face.contains(#"action: Selector("sad", FaceViewController.sad))"#), face)
        XCTAssertEqual(result.rewrites.filter { $0.kind == .selector }.count, 4)
        XCTAssertEqual(result.rewrites.filter { $0.kind == .objc }.count, 5)
    }

    func testSelectorsThatCannotBeNamedAreGaps() {
        let result = port([
            "A.swift": """
            class A: NSObject {
                func f(_ x: Int) {}
                func f(y: Int) {}
                func use() {
                    _ = #selector(f)
                    _ = #selector(getter: A.value)
                }
            }
            """
        ])
        XCTAssertEqual(result.gaps.map(\.line), [5, 6])
        XCTAssertTrue(result.gaps[0].reason.contains("overloaded"))
        XCTAssertTrue(result.files["A.swift"]!.contains("#selector(f)"))
    }

    func testApplicationMainAndImports() {
        let result = port([
            "App.swift":
                "import UIKit\nimport os.log\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Log.swift": "import os\nimport OSLog\n",
            "Map.swift": "import MapKit\n",
        ])
        XCTAssertEqual(
            result.files["App.swift"],
            "import UIKit\nimport OpenUIKitLogging\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        )
        XCTAssertEqual(result.files["Log.swift"], "import OpenUIKitLogging\nimport OpenUIKitLogging\n")
        XCTAssertEqual(result.gaps.map(\.symbol), ["import MapKit"])
    }

    /// Overrides and actions in an extension in their class's file move into the class; in
    /// another file they are reported.
    func testMembersMoveIntoTheirClass() {
        let result = port([
            "Detail.swift": """
            class DetailViewController: UIViewController {
                var item = 0
            }

            extension DetailViewController: UITextFieldDelegate {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

                @IBAction func unwind(_ segue: UIStoryboardSegue) {}

                func helper() {}
            }
            """,
            "Other.swift": """
            extension DetailViewController {
                override func viewDidLoad() {}
            }
            """,
        ])
        XCTAssertEqual(
            result.files["Detail.swift"],
            """
            @Connectable class DetailViewController: UIViewController {
                var item = 0

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

                @IBAction func unwind(_ segue: UIStoryboardSegue) {}
            }

            extension DetailViewController: UITextFieldDelegate {

                func helper() {}
            }
            """)
        XCTAssertEqual(result.rewrites.filter { $0.kind == .movedOverride }.map(\.line), [6, 8])
        XCTAssertEqual(result.gaps.map { "\($0.file):\($0.line)" }, ["Other.swift:2"])
    }

    func testProtocolsWithOptionalRequirementsAreGaps() {
        let result = port(["P.swift": "@objc protocol Source {\n    @objc optional func count() -> Int\n}\n"])
        XCTAssertEqual(result.files["P.swift"], "protocol Source {\n    optional func count() -> Int\n}\n")
        XCTAssertEqual(result.gaps.map(\.line), [2])
    }
}
