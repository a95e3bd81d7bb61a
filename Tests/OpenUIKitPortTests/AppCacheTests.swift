import Foundation
import XCTest

@testable import OpenUIKitPort

/// The shared scratch folder of ported apps: SwiftPM's plan is dropped when another package is
/// built there (else it builds with the last package's plan and finds no target of its own), and
/// kept while the same package is built again.
final class AppCacheTests: XCTestCase {
    func testAnotherPackageGetsANewPlanAndTheSamePackageKeepsItsOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = AppCache(root: root)
        let plan = cache.scratch.appendingPathComponent("debug.yaml")
        let first = root.appendingPathComponent("apps/First"), second = root.appendingPathComponent("apps/Second")

        try cache.prepareScratch(toBuild: first)
        try Data("first's plan".utf8).write(to: plan)
        try cache.prepareScratch(toBuild: first)
        XCTAssertTrue(FileManager.default.fileExists(atPath: plan.path), "the same package keeps its plan")

        try cache.prepareScratch(toBuild: second)
        XCTAssertFalse(FileManager.default.fileExists(atPath: plan.path), "another package plans anew")
        try Data("second's plan".utf8).write(to: plan)
        try cache.prepareScratch(toBuild: first)
        XCTAssertFalse(FileManager.default.fileExists(atPath: plan.path), "and so does the first, back again")
    }
}
