import TestSupport
import XCTest

@testable import OpenUIKit

@MainActor
private class NibNamedController: UIViewController {
    var madeBy = "inherited"

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        madeBy = "init(nibName:bundle:)"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "init(coder:)"
    }

    static func make(_ name: String) -> Self { openUIKitInit(nibName: name, bundle: nil) }
}

@MainActor
private final class UnregisteredController: UIViewController {
    static func make(_ name: String) -> Self { openUIKitInit(nibName: name, bundle: nil) }
}

/// `Self(nibName:bundle:)` as a port rewrites it: the class's own initializer through the factory
/// the entry point registers, else `init(coder:)` with the name, reported.
final class DynamicInitializationTests: UIKitTestCase {
    func testARegisteredClassIsMadeByItsOwnInitializer() {
        onMain {
            UIViewController.registerNibInitializer(NibNamedController.self) {
                NibNamedController(nibName: $0, bundle: $1)
            }
            let made = NibNamedController.make("Detail")
            XCTAssertEqual(made.madeBy, "init(nibName:bundle:)")
            XCTAssertEqual(made.nibName, "Detail")
            XCTAssertTrue(Reported.diagnostics.isEmpty, "\(Reported.diagnostics)")
        }
    }

    func testAnUnregisteredClassIsMadeByItsCoderInitializerWithTheName() {
        onMain {
            let made = UnregisteredController.make("Other")
            XCTAssertTrue(type(of: made) == UnregisteredController.self)
            XCTAssertEqual(made.nibName, "Other")
            XCTAssertEqual(Reported.diagnostics.map(\.name), [UIKitDiagnostic.warning])
            XCTAssertTrue(Reported.diagnostics.first?.reason.contains("no registered init(nibName:bundle:)") == true)
        }
    }
}
