import Foundation
import StoryboardDocument
import TestSupport
import XCTest

@testable import OpenUIKit

/// Every iOS storyboard of the shared corpus instantiates its initial controller and every scene
/// with an identifier, and what is made matches the document: the controller's UIKit class (or
/// its custom class, which falls back with a diagnostic when this process doesn't have it),
/// its title, its relationship children and, once its view loads, its embedded children.
final class StoryboardInstantiationCorpusTests: UIKitTestCase {
    func testEveryCorpusStoryboardInstantiates() throws {
        let folder = try SharedCorpus.storyboards
        try onMain {
            let (storyboards, controllers) = try instantiateEveryStoryboard(below: folder)
            XCTAssertGreaterThan(storyboards, 30)
            XCTAssertGreaterThan(controllers, 100)
        }
    }
}

/// The same over the sample: a split view with a popover, an embed and a reference, a static
/// table, a launch screen, and tabs with a legacy push (the macOS storyboard is not loaded).
final class StoryboardInstantiationTests: UIKitTestCase {
    func testEverySampleStoryboardInstantiates() throws {
        try onMain {
            let (storyboards, controllers) = try instantiateEveryStoryboard(below: SampleCorpus.storyboards)
            XCTAssertEqual(storyboards, 4)
            XCTAssertEqual(controllers, 11)
        }
    }
}

/// Instantiates every iOS storyboard's initial controller and identified scenes below `folder`
/// and checks each against its scene; returns how many storyboards and controllers were checked.
@MainActor private func instantiateEveryStoryboard(
    below folder: URL, file: StaticString = #filePath, line: UInt = #line
) throws
    -> (storyboards: Int, controllers: Int)
{
    LifecycleTrace.isEnabled = false
    let files = try unflattened(folder)
    XCTAssertFalse(files.isEmpty, file: file, line: line)
    var checkedControllers = 0, storyboards = 0
    for url in files {
        let result = StoryboardDecoder().decode(contentsOf: url)
        guard let document = result.document else { continue }  // macOS and watchOS files
        storyboards += 1
        let storyboard = try UIStoryboard(contentsOf: url)
        var ids = document.scenes.compactMap { scene in scene.controller.flatMap { $0.storyboardIdentifier } }
        if let initial = document.initialViewController {
            let controller = try XCTUnwrap(
                storyboard.instantiateInitialViewController(), url.lastPathComponent, file: file, line: line)
            checkedControllers += check(controller, against: document, id: initial, file: url.lastPathComponent)
            ids.removeAll {
                $0 == document.scenes.first { $0.controller?.id == initial }?.controller?.storyboardIdentifier
            }
        }
        for identifier in Set(ids).sorted() {
            let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            let id = document.scenes.compactMap(\.controller).first { $0.storyboardIdentifier == identifier }?.id ?? ""
            checkedControllers += check(controller, against: document, id: id, file: url.lastPathComponent)
        }
    }
    // Diagnostics are expected (the apps' own classes are not in this process), but
    // none says a segue, reference or relationship could not be followed.
    let failures = Reported.diagnostics.filter {
        $0.name != UIKitDiagnostic.warning && !$0.reason.contains("has no segue action")
            && !$0.reason.contains("com.example.someBundle")
    }
    XCTAssertEqual(failures.map(\.description), [], file: file, line: line)
    return (storyboards, checkedControllers)
}

/// The corpus flattens each project's paths with `__`. Storyboard references name files by
/// their own names, so the storyboards below `folder` are copied into folders again
/// (`A__B__Main.storyboard` to `A__B/Main.storyboard`) in a temporary directory.
private func unflattened(_ folder: URL) throws -> [URL] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID())")
    var files: [URL] = []
    for url in interfaceFiles(below: folder, nibs: false) {
        var parts = url.lastPathComponent.components(separatedBy: "__")
        let name = parts.removeLast()
        var destination = root.appendingPathComponent(url.deletingLastPathComponent().lastPathComponent)
        // `Base.lproj` and the language folders stay folders of their own.
        if let last = parts.last, last.hasSuffix(".lproj") {
            parts.removeLast()
            destination = destination.appendingPathComponent(parts.joined(separator: "__")).appendingPathComponent(last)
        } else {
            destination = destination.appendingPathComponent(parts.joined(separator: "__"))
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let copy = destination.appendingPathComponent(name)
        try FileManager.default.copyItem(at: url, to: copy)
        files.append(copy)
    }
    return files.sorted { $0.path < $1.path }
}

/// Checks one controller and its relationship and embedded children against the scene;
/// returns how many controllers were checked.
@MainActor private func check(
    _ controller: UIViewController, against document: InterfaceDocument, id: String, file: String
) -> Int {
    guard let object = document.scenes.lazy.flatMap(\.objects).first(where: { $0.id == id }) else { return 0 }
    if case .reference = object.kind { return 1 }
    if let title = object.title { XCTAssertEqual(controller.title, title, "\(file) \(id)") }
    let element = object.controllerElement ?? "viewController"
    let expectedBase: AnyClass =
        switch element {
        case "navigationController": UINavigationController.self
        case "tabBarController": UITabBarController.self
        case "splitViewController": UISplitViewController.self
        case "pageViewController": UIPageViewController.self
        default: UIViewController.self
        }
    XCTAssertTrue(controller.isKind(of: expectedBase), "\(file) \(id): \(type(of: controller)) is a \(expectedBase)")
    var checked = 1
    let relationships = object.segues.filter { if case .relationship = $0.kind { true } else { false } }
    switch controller {
    case let navigation as UINavigationController where !relationships.isEmpty:
        XCTAssertEqual(navigation.viewControllers.count, 1, "\(file) \(id)")
    case let tabs as UITabBarController:
        XCTAssertEqual(tabs.viewControllers?.count ?? 0, relationships.count, "\(file) \(id)")
    default:
        break
    }
    let made = descendantsByScene(of: controller)
    for segue in relationships {
        guard let child = made[segue.destination] else {
            if case .reference = document.scenes.lazy.flatMap(\.objects).first(where: { $0.id == segue.destination })?
                .kind
            {
                continue
            }
            XCTFail("\(file) \(id): no child for relationship \(segue.kind) to \(segue.destination)")
            continue
        }
        checked += check(child, against: document, id: segue.destination, file: file)
    }
    // Embeds fire when the view loads (an embed made by a segue action of a class this
    // process does not have cannot be made).
    let embeds = object.segues.filter { if case .embed = $0.kind { true } else { false } }
    if !embeds.isEmpty, !embeds.contains(where: { $0.destinationCreationSelector != nil }) {
        _ = controller.view
        XCTAssertEqual(controller.children.count, embeds.count, "\(file) \(id): embedded children")
    }
    return checked
}

/// The controllers below `controller` (children, their children, …) by the scene they were
/// made from: column containers wrap children in navigation controllers of their own.
@MainActor private func descendantsByScene(of controller: UIViewController) -> [String: UIViewController] {
    var found: [String: UIViewController] = [:]
    func visit(_ parent: UIViewController) {
        for child in parent.children {
            if let id = child.storyboardScene?.object.id, found[id] == nil { found[id] = child }
            visit(child)
        }
    }
    visit(controller)
    return found
}
