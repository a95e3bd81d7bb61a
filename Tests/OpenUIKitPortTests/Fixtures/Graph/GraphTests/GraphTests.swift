import Greeting
import UIKit
import XCTest

@testable import Graph

/// The app's own unit tests, hosted by the app as on iOS.
class GraphTests: XCTestCase {
    func testBuildSettingsConditionsCarryOver() {
        XCTAssertTrue(Feature.graph)
        XCTAssertTrue(Feature.fastLogin)
        XCTAssertEqual(Feature.name, "graph")
    }

    func testTheLocalPackageIsLinked() {
        XCTAssertEqual(Greeting.text, "Hello from a package")
    }

    func testFoundationOnlyNetworkingFile() {
        let request = WeatherClient().request(for: "Oslo")
        XCTAssertEqual(request.url?.query, "city=Oslo")
    }

    @MainActor
    func testTheAppIsTheHost() {
        let delegate = UIApplication.shared.delegate as? AppDelegate
        XCTAssertEqual(delegate?.launched, true)
    }

    func testBundleMainIsTheAppBundle() {
        XCTAssertEqual(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String, "1.2")
        XCTAssertNotNil(Bundle.main.url(forResource: "Localizable", withExtension: "strings", subdirectory: "en.lproj"))
    }
}
