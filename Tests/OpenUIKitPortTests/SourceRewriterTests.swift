import Foundation
import XCTest

@testable import OpenUIKitPort

/// What the port rewrites in an app's Swift, and only that: each rewrite with its location,
/// every other byte as written.
final class SourceRewriterTests: XCTestCase {
    /// The files after both passes, with the rewrites and gaps.
    private func port(_ files: [String: String]) -> (files: [String: String], rewrites: [Rewrite], gaps: [PortGap]) {
        let result = SwiftFilesPorting.rewrite(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) }), result.rewrites, result.gaps)
    }

    /// Xcode's generated Core Data properties and accessors get bodies reading and writing the
    /// object's row: Swift on Linux accepts `@NSManaged` but gives it no accessors.
    func testManagedPropertiesAndGeneratedAccessorsGetBodies() {
        let files = [
            "Item+CoreDataProperties.swift": """
            import CoreData

            extension Item {
                @NSManaged public var title: String?
                @NSManaged public var count: Int16
                @objc(addTagsObject:)
                @NSManaged public func addToTags(_ value: Tag)
                @NSManaged public func removeFromTags(_ values: NSSet)
                @NSManaged public func insertIntoTags(_ value: Tag, at idx: Int)
            }
            """
        ]
        let result = port(files)
        let text = result.files["Item+CoreDataProperties.swift"]!
        XCTAssertTrue(
            text.contains(
                #"public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }"#
            ), text)
        XCTAssertTrue(text.contains(#"public var count: Int16 { get { managedValue(forKey: "count") }"#), text)
        XCTAssertTrue(
            text.contains(#"public func addToTags(_ value: Tag) { addManagedObjects(value, forKey: "tags") }"#), text)
        XCTAssertTrue(
            text.contains(
                #"public func removeFromTags(_ values: NSSet) { removeManagedObjects(values, forKey: "tags") }"#),
            text)
        XCTAssertFalse(text.contains("@NSManaged public var"), text)
        XCTAssertTrue(
            text.contains(
                #"public func insertIntoTags(_ value: Tag, at idx: Int) { insertManagedObjects(value, at: idx, forKey: "tags") }"#
            ), text)
        XCTAssertEqual(result.rewrites.filter { $0.kind == .managed }.map(\.line), [4, 5, 7, 8, 9])
        XCTAssertEqual(result.gaps, [])
    }

    /// Xcode's ordered-relationship accessors get bodies from their selectors, which name the
    /// relationship; an `@NSManaged` method of another shape is left to a person.
    func testOrderedRelationshipAccessorsGetBodies() {
        let files = [
            "List+CoreDataProperties.swift": """
            import CoreData

            extension List {
                @objc(removeObjectFromEntriesAtIndex:)
                @NSManaged public func removeFromEntries(at idx: Int)
                @objc(insertEntries:atIndexes:)
                @NSManaged public func insertIntoEntries(_ values: [Entry], at indexes: NSIndexSet)
                @objc(removeEntriesAtIndexes:)
                @NSManaged public func removeFromEntries(at indexes: NSIndexSet)
                @objc(replaceObjectInEntriesAtIndex:withObject:)
                @NSManaged public func replaceEntries(at idx: Int, with value: Entry)
                @objc(addEntries:)
                @NSManaged public func addToEntries(_ values: NSOrderedSet)
                @NSManaged public func archive(_ value: Entry, into other: List)
            }
            """
        ]
        let result = port(files)
        let text = result.files["List+CoreDataProperties.swift"]!
        for body in [
            #"public func removeFromEntries(at idx: Int) { removeManagedObjects(at: idx, forKey: "entries") }"#,
            #"public func insertIntoEntries(_ values: [Entry], at indexes: NSIndexSet) { insertManagedObjects(values, at: indexes, forKey: "entries") }"#,
            #"public func removeFromEntries(at indexes: NSIndexSet) { removeManagedObjects(at: indexes, forKey: "entries") }"#,
            #"public func replaceEntries(at idx: Int, with value: Entry) { replaceManagedObjects(at: idx, with: value, forKey: "entries") }"#,
            #"public func addToEntries(_ values: NSOrderedSet) { addManagedObjects(values, forKey: "entries") }"#,
        ] {
            XCTAssertTrue(text.contains(body), body + "\n" + text)
        }
        XCTAssertEqual(result.gaps.map(\.line), [14])
        XCTAssertEqual(result.gaps.map(\.symbol), ["@NSManaged func archive"])
    }

    /// `#keyPath` needs the Objective-C runtime: it becomes the string it stands for, its type
    /// (or `self`) left out, each rewrite in the report.
    func testKeyPathBecomesItsString() {
        let files = [
            "Players.swift": """
            import CoreData

            final class Players {
                let sort = NSSortDescriptor(key: #keyPath(PlayerCoreDataClass.completeName), ascending: true)
                let team = #keyPath(PlayerCoreDataClass.team.fullName)
                let own = #keyPath(self.sort)
                let plain = #keyPath(position)
            }
            """
        ]
        let result = port(files)
        let text = result.files["Players.swift"]!
        XCTAssertTrue(text.contains(#"NSSortDescriptor(key: "completeName", ascending: true)"#), text)
        XCTAssertTrue(text.contains(#"let team = "team.fullName""#), text)
        XCTAssertTrue(text.contains(#"let own = "sort""#), text)
        XCTAssertTrue(text.contains(#"let plain = "position""#), text)
        XCTAssertEqual(result.rewrites.filter { $0.kind == .keyPath }.map(\.line), [4, 5, 6, 7])
        XCTAssertEqual(
            result.rewrites.first { $0.kind == .keyPath }?.before, "#keyPath(PlayerCoreDataClass.completeName)")
        XCTAssertEqual(result.gaps, [])
    }

    /// `Self(nibName:bundle:)` on a type known at run time becomes a call the entry point's
    /// factories answer; each controller class that has the initializer gets one.
    func testNibInitializersOnSelfGoThroughRegisteredFactories() {
        let files = [
            "Xib.swift": """
            import UIKit

            protocol XibInstantiable where Self: UIViewController {}

            extension XibInstantiable {
                static func make() -> Self { Self(nibName: "Name", bundle: nil) }
                static func again() -> Self { Self.init(nibName: nil, bundle: .main) }
                static func other() -> UIViewController { UIViewController(nibName: "Kept", bundle: nil) }
            }
            """,
            "Controllers.swift": """
            import UIKit

            class BaseViewController: UIViewController {}
            final class ListViewController: BaseViewController, XibInstantiable {}
            class ModelViewController: UIViewController {
                init(model: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class DetailViewController: ModelViewController {}
            class OverridingViewController: UITableViewController {
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                required init?(coder: NSCoder) { fatalError() }
            }
            private class HiddenViewController: UIViewController {}
            class Model {}
            """,
        ]
        let result = port(files)
        XCTAssertTrue(result.files["Xib.swift"]!.contains(#"Self.openUIKitInit(nibName: "Name", bundle: nil)"#))
        XCTAssertTrue(result.files["Xib.swift"]!.contains("Self.openUIKitInit(nibName: nil, bundle: .main)"))
        XCTAssertTrue(result.files["Xib.swift"]!.contains(#"UIViewController(nibName: "Kept", bundle: nil)"#))
        XCTAssertEqual(result.rewrites.filter { $0.kind == .dynamicInit }.map(\.line), [6, 7])

        let index = ModuleIndex(files: files.map { ($0.key, $0.value) })
        XCTAssertEqual(
            index.nibInitializableControllers.map(\.name),
            ["BaseViewController", "ListViewController", "OverridingViewController"],
            "not a class whose only initializer takes a model, nor its subclass, a private class or a model")
        let entry = EntryPoint(index: index, module: "App", nibInitializers: true)
        XCTAssertTrue(
            entry.source.contains(
                "UIViewController.registerNibInitializer(ListViewController.self) { ListViewController(nibName: $0, bundle: $1) }"
            ), entry.source)
        XCTAssertFalse(EntryPoint(index: index, module: "App").source.contains("registerNibInitializer"))
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

    /// `URLResponse()`, NSObject's initializer on iOS, which Linux's Foundation lacks, becomes
    /// the class's own initializer; other calls stay as written.
    func testAnEmptyURLResponseNamesItsInitializer() {
        let source = "import Foundation\nlet stub = URLResponse()\nlet other = URLResponse(coder: coder)\n"
        let result = port(["Stub.swift": source])
        XCTAssertEqual(
            result.files["Stub.swift"],
            "import Foundation\nlet stub = URLResponse(url: URL(string: \"about:blank\")!, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)\nlet other = URLResponse(coder: coder)\n"
        )
        XCTAssertEqual(result.rewrites.map(\.kind), [.foundationInit])
        XCTAssertEqual(result.rewrites.first?.line, 2)
    }

    /// An app that starts from `main.swift`: its `UIApplicationMain` call goes to the generated
    /// start, which registers the delegates it may name first; nothing is left to a person.
    func testAMainFileStartsThroughTheGeneratedEntryPoint() {
        let files = [
            "main.swift": """
            import UIKit

            let delegateClass: AnyClass = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(delegateClass))
            """,
            "AppDelegate.swift": "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ]
        let result = port(files)
        XCTAssertTrue(
            result.files["main.swift"]!.contains(
                "OpenUIKitGenerated.applicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(delegateClass))"
            ), result.files["main.swift"]!)
        XCTAssertEqual(result.rewrites.map(\.kind), [.applicationMainCall])
        let entry = EntryPoint(index: ModuleIndex(files: files.map { ($0.key, $0.value) }), module: "App")
        XCTAssertEqual(entry.gaps, [])
        XCTAssertTrue(entry.source.contains("static func applicationMain("), entry.source)
        XCTAssertTrue(
            entry.source.contains("UIApplication.registerDelegateClass(AppDelegate.self) { AppDelegate() }"),
            entry.source)
    }

    func testApplicationMainAndImports() {
        let result = port([
            "App.swift":
                "import UIKit\nimport os.log\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Log.swift": "import os\nimport OSLog\n",
            "Map.swift": "import MapKit\n",
            "Health.swift": "import HealthKit\n",
        ])
        XCTAssertEqual(
            result.files["App.swift"],
            "import UIKit\nimport OpenUIKitLogging\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        )
        XCTAssertEqual(result.files["Log.swift"], "import OpenUIKitLogging\nimport OpenUIKitLogging\n")
        XCTAssertEqual(result.files["Map.swift"], "import MapKit\n")
        XCTAssertEqual(result.gaps.map(\.symbol), ["import HealthKit"])
    }

    /// Overrides and actions in an extension in their class's file move into the class; overrides
    /// in another file move there too, with that file's imports, the private helpers beside them
    /// made internal, unless they name something else private to their file or a helper another
    /// file declares for the class as well.
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
            import CoreData

            extension DetailViewController {
                override func viewDidLoad() { NSLog("%d", item) }
                override func viewDidAppear(_ animated: Bool) { secret() }
                private func secret() {}
            }
            """,
            "Third.swift": """
            private let limit = 3

            extension DetailViewController {
                override func viewWillAppear(_ animated: Bool) { shared() }
                override func viewWillDisappear(_ animated: Bool) { _ = limit }
                fileprivate func shared() {}
            }
            """,
            "Fourth.swift": """
            extension DetailViewController {
                private func shared() {}
            }
            """,
        ])
        XCTAssertEqual(
            result.files["Detail.swift"],
            """
            import CoreData
            @Connectable class DetailViewController: UIViewController {
                var item = 0

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

                @IBAction func unwind(_ segue: UIStoryboardSegue) {}

                override func viewDidLoad() { NSLog("%d", item) }
                override func viewDidAppear(_ animated: Bool) { secret() }
            }

            extension DetailViewController: UITextFieldDelegate {

                func helper() {}
            }
            """)
        XCTAssertEqual(
            result.files["Other.swift"],
            """
            import CoreData

            extension DetailViewController {
                func secret() {}
            }
            """)
        XCTAssertEqual(result.files["Third.swift"]?.contains("override func viewWillAppear"), true)
        XCTAssertEqual(result.files["Third.swift"]?.contains("fileprivate func shared()"), true)
        XCTAssertEqual(
            result.rewrites.filter { $0.kind == .movedOverride }.map { "\($0.file):\($0.line)" },
            ["Detail.swift:6", "Detail.swift:8", "Other.swift:4", "Other.swift:5"])
        XCTAssertEqual(
            result.rewrites.filter { $0.kind == .widenedAccess }.map { "\($0.file):\($0.line) \($0.before)" },
            ["Other.swift:6 private secret"])
        XCTAssertEqual(result.gaps.map { "\($0.file):\($0.line)" }.sorted(), ["Third.swift:4", "Third.swift:5"])
        XCTAssertEqual(result.gaps.first { $0.line == 4 }?.reason.contains("shared"), true)
        XCTAssertEqual(result.gaps.first { $0.line == 5 }?.reason.contains("limit"), true)
    }

    func testProtocolsWithOptionalRequirementsAreGaps() {
        let result = port(["P.swift": "@objc protocol Source {\n    @objc optional func count() -> Int\n}\n"])
        XCTAssertEqual(result.files["P.swift"], "protocol Source {\n    optional func count() -> Int\n}\n")
        XCTAssertEqual(result.gaps.map(\.line), [2])
    }
}
